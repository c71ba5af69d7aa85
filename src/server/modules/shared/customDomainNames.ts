import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { customDomains } from '../../db/schema';

type Db = Database | Transaction;

/** The domains routed to a service, for its links. */
export function listCustomDomainNames(db: Db, serviceId: string): Promise<{ domain: string }[]> {
  return db
    .select({ domain: customDomains.domain })
    .from(customDomains)
    .where(eq(customDomains.serviceId, serviceId))
    .orderBy(asc(customDomains.createdAt), asc(customDomains.id));
}
