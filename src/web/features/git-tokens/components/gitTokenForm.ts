import { z } from 'zod';
import {
  gitProvider,
  gitTokenEditRequest,
  gitTokenRequest,
  type GitToken,
  type GitTokenEditRequest,
} from '../../../../contract';
import { defaultApiUrls } from './gitProviders';

/** What the form holds: plain strings, blank for "not given". The contract schemas validate what is sent. */
const formValues = z.object({
  name: z.string(),
  description: z.string(),
  type: gitProvider,
  token: z.string(),
  workspace: z.string(),
  git_api_url: z.string(),
});
export type GitTokenFormValues = z.infer<typeof formValues>;

/** Blanks are left out; a workspace only goes with Bitbucket, the one provider that uses it. */
function toRequest({ token, workspace, git_api_url, ...values }: GitTokenFormValues): GitTokenEditRequest {
  return {
    ...values,
    ...(token ? { token } : {}),
    ...(values.type === 'BITBUCKET' && workspace.trim() ? { workspace: workspace.trim() } : {}),
    ...(git_api_url.trim() ? { git_api_url: git_api_url.trim() } : {}),
  };
}

/** Creating needs the token's value, and a workspace for Bitbucket (the contract's rules). */
export const gitTokenCreateForm = formValues
  .transform((values): GitTokenEditRequest => ({ ...toRequest(values), token: values.token }))
  .pipe(gitTokenRequest);

/** Editing without a value keeps the stored one. */
export const gitTokenEditForm = formValues.transform(toRequest).pipe(gitTokenEditRequest);

export const newGitTokenValues: GitTokenFormValues = {
  name: '',
  description: '',
  type: 'GITHUB',
  token: '',
  workspace: '',
  git_api_url: '',
};

/** The stored token, minus its value (never sent back) and minus the provider's default API address. */
export function editValuesOf(token: GitToken): GitTokenFormValues {
  return {
    name: token.name,
    description: token.description,
    type: token.type,
    token: '',
    workspace: token.workspace ?? '',
    git_api_url: token.git_api_url === defaultApiUrls[token.type] ? '' : token.git_api_url,
  };
}
