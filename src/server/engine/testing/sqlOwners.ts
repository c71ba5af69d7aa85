import type { Store } from '../../db/database';
import { clusters, environments, organizations, projects } from '../../db/schema';
import { environmentId, organizationId, otherEnvironmentId, projectId } from './fixtures';

/** The fixtures' organization, project and environments, which the tables' foreign keys ask for. */
export async function seedOwners(store: Store): Promise<void> {
  const now = new Date('2026-01-01T00:00:00.000Z');
  const stamps = { createdAt: now, updatedAt: now };
  const clusterId = '0c000000-0000-4000-8000-0000000000c1';
  await store.db
    .insert(organizations)
    .values({ id: organizationId, name: 'Store contract', ...stamps })
    .onConflictDoNothing();
  await store.db
    .insert(projects)
    .values({ id: projectId, organizationId, name: 'shop', ...stamps })
    .onConflictDoNothing();
  await store.db
    .insert(clusters)
    .values({
      id: clusterId,
      organizationId,
      name: 'contract-cluster',
      region: 'eu-west-3',
      cloudProvider: 'AWS',
      cpu: 8000,
      memory: 16_384,
      gpu: 0,
      status: 'DEPLOYED',
      isDefault: true,
      ...stamps,
    })
    .onConflictDoNothing();
  for (const id of [environmentId, otherEnvironmentId]) {
    await store.db
      .insert(environments)
      .values({ id, organizationId, projectId, clusterId, name: id, mode: 'STAGING', ...stamps })
      .onConflictDoNothing();
  }
}
