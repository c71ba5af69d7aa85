/** Cache keys of deployments, histories and logs (statuses have theirs in lib, shared with other features). */
export const deploymentKeys = {
  all: ['deployments'] as const,
  serviceHistory: (serviceId: string) => [...deploymentKeys.all, 'service-history', serviceId] as const,
  serviceLogs: (serviceId: string, tail: number) =>
    [...deploymentKeys.all, 'service-logs', serviceId, tail] as const,
  environmentHistory: (environmentId: string, pageSize: number) =>
    [...deploymentKeys.all, 'environment-history', environmentId, pageSize] as const,
  deployment: (deploymentId: string) => [...deploymentKeys.all, 'deployment', deploymentId] as const,
  deploymentLogs: (deploymentId: string) => [...deploymentKeys.deployment(deploymentId), 'logs'] as const,
};
