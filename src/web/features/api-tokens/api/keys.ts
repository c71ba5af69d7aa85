/** Cache keys of API tokens. Token values are never cached: only the creation answer carries one. */
export const apiTokenKeys = {
  all: ['apiTokens'] as const,
  lists: () => [...apiTokenKeys.all, 'list'] as const,
  list: (organizationId: string) => [...apiTokenKeys.lists(), organizationId] as const,
};
