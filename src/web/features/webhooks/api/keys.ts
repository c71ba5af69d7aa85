/** Cache keys of webhooks and their deliveries. The signing secret is never cached: only creation answers it. */
export const webhookKeys = {
  all: ['webhooks'] as const,
  list: (organizationId: string) => [...webhookKeys.all, 'list', organizationId] as const,
  detail: (organizationId: string, webhookId: string) =>
    [...webhookKeys.all, 'detail', organizationId, webhookId] as const,
  deliveries: (organizationId: string, webhookId: string) =>
    [...webhookKeys.all, 'deliveries', organizationId, webhookId] as const,
  deliveryPage: (organizationId: string, webhookId: string, pageSize: number) =>
    [...webhookKeys.deliveries(organizationId, webhookId), pageSize] as const,
};
