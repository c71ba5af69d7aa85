import { eq, type SQL } from 'drizzle-orm';
import type { ServiceType } from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { isForeignKeyViolation } from '../../db/errors';
import { serviceDependencies, services } from '../../db/schema';
import { ConflictError } from '../../domain/errors';

type Db = Database | Transaction;

export type DependencyTarget = { gitTokenId: string } | { registryId: string };

function dependsOn(target: DependencyTarget): SQL {
  return 'gitTokenId' in target
    ? eq(serviceDependencies.gitTokenId, target.gitTokenId)
    : eq(serviceDependencies.registryId, target.registryId);
}

/** The services whose configuration refers to a git token or registry, by name. */
export async function servicesDependingOn(
  db: Db,
  target: DependencyTarget,
): Promise<{ name: string; type: ServiceType }[]> {
  return db
    .selectDistinct({ name: services.name, type: services.type })
    .from(serviceDependencies)
    .innerJoin(services, eq(services.id, serviceDependencies.serviceId))
    .where(dependsOn(target))
    .orderBy(services.name, services.type);
}

const NAMED_AT_MOST = 5;

/** A 409 naming the services that use a git token or registry, or null when none does. */
export async function inUseConflict(
  db: Database | Transaction,
  target: DependencyTarget,
  what: string,
): Promise<Error | null> {
  const dependents = await servicesDependingOn(db, target);
  if (dependents.length === 0) return null;
  const named = dependents
    .slice(0, NAMED_AT_MOST)
    .map((service) => `${service.name} (${service.type.toLowerCase()})`)
    .join(', ');
  const more = dependents.length > NAMED_AT_MOST ? ` and ${dependents.length - NAMED_AT_MOST} more` : '';
  const count = dependents.length === 1 ? '1 service' : `${dependents.length} services`;
  return new ConflictError(`${what} is used by ${count}: ${named}${more}; change or delete them first`);
}

/**
 * Deletes what no service uses; otherwise answers 409 naming the services. A service taking it into use while
 * it is being deleted makes the foreign key refuse the delete, which is answered the same way.
 */
export async function deleteUnlessUsed(
  db: Database | Transaction,
  target: DependencyTarget,
  what: string,
  remove: () => Promise<void>,
): Promise<void> {
  const before = await inUseConflict(db, target, what);
  if (before) throw before;
  try {
    await remove();
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    throw (await inUseConflict(db, target, what)) ?? error;
  }
}
