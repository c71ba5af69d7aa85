import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { environments, projects } from '../db/schema';
import type { Engine } from '../engine';
import { DEMO_USER } from './seed';

/** The environment the first start deploys, so the console opens on real statuses, history and links. */
export const DEMO_SHOWCASE = { project: 'storefront', environment: 'production' } as const;

/**
 * Queues a deployment of the demo organization's showcase environment, as its demo user would from the console.
 * Answers the request's id, or null when people have removed the environment since.
 */
export async function deployDemoShowcase(
  db: Database,
  engine: Engine,
  organizationId: string,
): Promise<string | null> {
  const [found] = await db
    .select({ id: environments.id })
    .from(environments)
    .innerJoin(projects, eq(projects.id, environments.projectId))
    .where(
      and(
        eq(environments.organizationId, organizationId),
        eq(projects.name, DEMO_SHOWCASE.project),
        eq(environments.name, DEMO_SHOWCASE.environment),
      ),
    );
  if (!found) return null;
  const accepted = await engine.requestEnvironmentAction(found.id, 'DEPLOY', {
    origin: 'CONSOLE',
    triggeredBy: DEMO_USER.name,
  });
  return accepted.id;
}
