/** Cache keys of who the session's credentials belong to (apart from identity.ts, which brings useQuery with it). */
export const identityKeys = {
  all: ['identity'] as const,
  current: () => [...identityKeys.all, 'current'] as const,
};
