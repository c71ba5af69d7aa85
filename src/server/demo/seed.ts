import type { Database, Transaction } from '../db/database';
import { clusters } from '../db/schema';
import { claimSetting, DEMO_ORGANIZATION_SETTING, readSetting } from '../db/settings';
import { hashPassword, insertMembership, insertUser } from '../modules/auth';
import { insertOrganization } from '../modules/organizations';
import { insertProject } from '../modules/projects';
import type { Runtime } from '../runtime';
import { seedDemoServices } from './services';

export const DEMO_ORGANIZATION_NAME = 'Acme Robotics';
export const DEMO_USER = { name: 'Demo User', email: 'demo@example.com' } as const;
export const DEMO_CLUSTER_NAME = 'demo-cluster';
export const DEMO_PROJECTS = [
  { name: 'storefront', description: 'The customer-facing web shop and its API' },
  { name: 'payments', description: 'Payment processing, refunds and invoicing' },
  { name: 'data-platform', description: 'Event ingestion, the warehouse and analytics jobs' },
  { name: 'internal-tools', description: 'Back-office tools for support and operations' },
] as const;

/** Marks that the demo was created, and remembers its organization. */

export interface DemoSeedResult {
  /** True on the first start, when the demo data was created just now. */
  firstStart: boolean;
  organizationId: string;
}

/**
 * Creates the demo organization on the first start only: a person (ADMIN), a cluster, a few projects, their
 * environments and services of every type (see catalog.ts). Later starts change nothing, even when people have
 * edited or removed the demo data since.
 */
export async function seedDemoData(
  db: Database,
  runtime: Runtime,
  demoPassword: string,
): Promise<DemoSeedResult> {
  const seededOrganization = await readSetting(db, DEMO_ORGANIZATION_SETTING);
  if (seededOrganization) return { firstStart: false, organizationId: seededOrganization };
  const passwordHash = await hashPassword(demoPassword, runtime.randomBytes);
  return db.transaction(async (tx) => {
    const organizationId = runtime.newId();
    const claim = await claimSetting(tx, DEMO_ORGANIZATION_SETTING, organizationId, runtime.clock.now());
    if (!claim.claimed) return { firstStart: false, organizationId: claim.value };
    await createDemoRecords(tx, runtime, organizationId, passwordHash);
    return { firstStart: true, organizationId };
  });
}

async function createDemoRecords(
  tx: Transaction,
  runtime: Runtime,
  organizationId: string,
  passwordHash: string,
) {
  const { clock, newId } = runtime;
  const now = clock.now();
  const user = await insertUser(tx, {
    id: newId(),
    ...DEMO_USER,
    passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  await insertOrganization(tx, {
    id: organizationId,
    name: DEMO_ORGANIZATION_NAME,
    description: 'Robots for warehouses and factories: the demo organization to try the platform with',
    plan: 'TEAM',
    websiteUrl: 'https://acme-robotics.example.com',
    ownerId: user.id,
    createdAt: now,
    updatedAt: now,
  });
  await insertMembership(tx, { userId: user.id, organizationId, role: 'OWNER', createdAt: now });
  // The demo's cluster comes installed and needs no credentials: it is written directly, not made through the API.
  const clusterId = newId();
  await tx.insert(clusters).values({
    id: clusterId,
    organizationId,
    name: DEMO_CLUSTER_NAME,
    description: 'The cluster the demo environments run on',
    region: 'eu-west-3',
    cloudProvider: 'AWS',
    cpu: 16_000,
    memory: 65_536,
    status: 'DEPLOYED',
    deploymentStatus: 'UP_TO_DATE',
    isDefault: true,
    isDemo: true,
    kubernetes: 'MANAGED',
    production: false,
    version: '1.31',
    instanceType: 't3a.xlarge',
    minRunningNodes: 2,
    maxRunningNodes: 4,
    diskSize: 40,
    createdAt: now,
    updatedAt: now,
  });
  const projectIds = new Map<string, string>();
  for (const project of DEMO_PROJECTS) {
    const id = await insertProject(tx, {
      id: newId(),
      organizationId,
      ...project,
      createdAt: now,
      updatedAt: now,
    });
    projectIds.set(project.name, id);
  }
  await seedDemoServices(tx, runtime, { id: organizationId, clusterId, projectIds });
}
