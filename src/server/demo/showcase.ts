import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { environments, projects } from '../db/schema';
import type { Engine } from '../engine';

/** The environment the first start deploys, so the console opens on real statuses, history and links. */
export const DEMO_SHOWCASE = { project: 'storefront', environment: 'production' } as const;

/** How the history names the occasion of the deployment the platform makes on its first start. */
export const FIRST_START = 'first start';

/**
 * Queues a deployment of the demo organization's showcase environment, made by the platform itself (nobody asked
 * for it). Answers the request's id, or null when people have removed the environment since.
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
    origin: 'PLATFORM_INTERNAL',
    triggeredBy: FIRST_START,
  });
  return accepted.id;
}
