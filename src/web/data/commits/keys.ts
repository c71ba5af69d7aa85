/** Cache keys of the commits of services' branches. */
export const commitKeys = {
  all: ['commits'] as const,
  ofService: (serviceId: string) => [...commitKeys.all, serviceId] as const,
};
