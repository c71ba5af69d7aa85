/** Cache keys of the places services take images and charts from. Credentials are never part of what is cached. */
export const registryKeys = {
  all: ['registries'] as const,
  containerRegistries: (organizationId: string) =>
    [...registryKeys.all, 'container', organizationId] as const,
  helmRepositories: (organizationId: string) => [...registryKeys.all, 'helm', organizationId] as const,
  /** One record, under its list's key, so refreshing the list refreshes it too. */
  containerRegistry: (organizationId: string, containerRegistryId: string) =>
    [...registryKeys.containerRegistries(organizationId), containerRegistryId] as const,
  helmRepository: (organizationId: string, helmRepositoryId: string) =>
    [...registryKeys.helmRepositories(organizationId), helmRepositoryId] as const,
};
