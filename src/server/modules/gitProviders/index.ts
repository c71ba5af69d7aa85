export {
  cloneCredentials,
  defaultGitApiUrl,
  gitProviderClient,
  type GitCredentials,
  type GitProviderClientOptions,
} from './client';
export { GitProviderError, gitProviderErrorStatus, type GitProviderErrorKind } from './errors';
export type { FetchLike } from './http';
export type { GitProviderClient, ListRepositoriesOptions } from './types';
