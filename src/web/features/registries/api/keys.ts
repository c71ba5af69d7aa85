/** Cache keys of the places services take images and charts from. Credentials are never part of what is cached. */
export const registryKeys = {
  all: ['registries'] as const,
  containerRegistries: (organizationId: string) =>
    [...registryKeys.all, 'container', organizationId] as const,
  helmRepositories: (organizationId: string) => [...registryKeys.all, 'helm', organizationId] as const,
};
