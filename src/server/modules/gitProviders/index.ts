export {
  cloneCredentials,
  defaultGitApiUrl,
  gitProviderClient,
  isTokenGitHost,
  tokenGitHost,
  type GitCredentials,
  type GitProviderClientOptions,
} from './client';
export {
  GitProviderError,
  type GitProviderErrorKind,
  gitProviderRefusal,
  gitProviderRefusals,
} from './errors';
export type { FetchLike } from './http';
export type { GitProviderClient, ListRepositoriesOptions, ProviderCommit } from './types';
