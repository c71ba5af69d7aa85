import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { HOSTED_PROVIDERS, providerFromUrl, type GitProvider } from '../../../../contract';

export const gitProviderLabels: Record<GitProvider, string> = {
  GITHUB: 'GitHub',
  GITLAB: 'GitLab',
  BITBUCKET: 'Bitbucket',
};

/** In the order people know them best. */
export const gitProviders: readonly GitProvider[] = ['GITHUB', 'GITLAB', 'BITBUCKET'];

/** Where each form that reads a git repository holds it. */
export const gitRepositoryPaths = [
  'git_repository',
  'source.docker.git_repository',
  'source.git_repository',
  'terraform_files_source.git_repository',
] as const;
export type GitRepositoryPath = (typeof gitRepositoryPaths)[number];

const at = (values: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      values,
    );

/** Whether a repository request leaves the server no way to tell its provider (no token, no known host). */
export function needsProvider(repository: unknown): boolean {
  if (!repository || typeof repository !== 'object') return false;
  const { url, provider, git_token_id } = repository as Record<string, unknown>;
  if (typeof url !== 'string' || !url.trim() || provider || git_token_id) return false;
  return providerFromUrl(url) === null;
}

/**
 * A service form's schema with the server's provider rule: a repository outside the hosted providers, read without
 * a git token, names its provider. Said on the Source step instead of after the summary.
 */
export function requiringGitProvider<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): S {
  return schema.superRefine(
    (values, ctx) => {
      for (const path of gitRepositoryPaths) {
        if (!needsProvider(at(values, path))) continue;
        ctx.addIssue({
          code: 'custom',
          path: [...path.split('.'), 'provider'],
          message: `is required for a repository outside ${HOSTED_PROVIDERS}`,
        });
      }
    },
    // Also when another field is wrong, so the Source step says it at once.
    { when: () => true },
  );
}
