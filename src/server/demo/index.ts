import type { Database } from '../db/database';
import type { Runtime } from '../runtime';
import { type BootstrapToken, installBootstrapToken } from './bootstrapToken';
import { seedDemoData } from './seed';

export { BOOTSTRAP_TOKEN_NAME } from './bootstrapToken';
export { DEMO_SHOWCASE, deployDemoShowcase } from './showcase';
export { DEMO_CLUSTER_NAME, DEMO_ORGANIZATION_NAME, DEMO_PROJECTS, DEMO_USER, seedDemoData } from './seed';

export interface DemoSummary {
  firstStart: boolean;
  organizationId: string;
  bootstrapToken: BootstrapToken;
}

/** What every start does before serving: the demo data on the first one, and the bootstrap admin token. */
export async function prepareDemo(
  db: Database,
  runtime: Runtime,
  options: { demoPassword: string; bootstrapAdminToken: string | null },
): Promise<DemoSummary> {
  const { firstStart, organizationId } = await seedDemoData(db, runtime, options.demoPassword);
  const bootstrapToken = await installBootstrapToken(db, runtime, {
    organizationId,
    configuredValue: options.bootstrapAdminToken,
    firstStart,
  });
  return { firstStart, organizationId, bootstrapToken };
}
