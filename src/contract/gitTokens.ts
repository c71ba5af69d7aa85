import { z } from 'zod';
import { base, description, name } from './common';
import { gitProvider } from './services/common';
import { text, trimmedLine, url } from './text';

export const gitTokenFields = z.object({
  name,
  description: description.optional(),
  type: gitProvider,
  /** The token issued by the git provider; stored, never returned. */
  token: trimmedLine().min(1, 'is required'),
  workspace: trimmedLine().optional(),
  git_api_url: url('must be a URL').optional(),
});

function checkWorkspace(value: { type: string; workspace?: string }, ctx: z.RefinementCtx) {
  if (value.type === 'BITBUCKET' && !value.workspace) {
    ctx.addIssue({ code: 'custom', path: ['workspace'], message: 'is required for BITBUCKET tokens' });
  }
}

export const gitTokenRequest = gitTokenFields.superRefine(checkWorkspace);
export type GitTokenRequest = z.input<typeof gitTokenRequest>;

/** As the request, except that an edit without `token` keeps the stored one (the value is never shown). */
export const gitTokenEditRequest = gitTokenFields
  .extend({ token: gitTokenFields.shape.token.optional() })
  .superRefine(checkWorkspace);
export type GitTokenEditRequest = z.input<typeof gitTokenEditRequest>;

export const gitToken = base.extend({
  name: text(),
  description: text(),
  type: gitProvider,
  workspace: text().nullable(),
  git_api_url: text(),
  associated_services_count: z.number().int(),
  expired_at: text().nullable(),
});
export type GitToken = z.infer<typeof gitToken>;

export const gitRepositoryListing = z.object({
  id: text(),
  name: text(),
  url: text(),
  default_branch: text().nullable(),
  is_private: z.boolean(),
});
export type GitRepositoryListing = z.infer<typeof gitRepositoryListing>;

export const gitBranch = z.object({ name: text() });

/** The lowercase provider name used in paths: /account/{git_provider}/repository. */
export const gitProviderSegment = z.enum(['github', 'gitlab', 'bitbucket']);
