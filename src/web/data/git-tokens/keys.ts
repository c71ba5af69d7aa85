/** Cache keys of git tokens and of what the providers answer through them. Token values are never cached. */
export const gitTokenKeys = {
  all: ['gitTokens'] as const,
  lists: () => [...gitTokenKeys.all, 'list'] as const,
  list: (organizationId: string) => [...gitTokenKeys.lists(), organizationId] as const,
  detail: (gitTokenId: string) => [...gitTokenKeys.all, 'detail', gitTokenId] as const,
  /** Repositories a token sees, per search: they change whenever the token is edited. */
  repositories: (gitTokenId: string) => [...gitTokenKeys.all, 'repositories', gitTokenId] as const,
  repositorySearch: (gitTokenId: string, search: string) =>
    [...gitTokenKeys.repositories(gitTokenId), search] as const,
};
