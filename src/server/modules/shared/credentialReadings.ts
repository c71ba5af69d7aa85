import type { Database, Transaction } from '../../db/database';
import { auditEvents } from '../../db/schema';
import type { AuditActor } from '../../domain/auditActor';

/** The database whose master credentials were read, as the audit log names it. */
export interface ReadDatabase {
  id: string;
  name: string;
  organizationId: string;
  projectId: string;
  environmentId: string;
}

/**
 * A reading of a database's master credentials, recorded in the audit log: who, when and which database, never
 * what was read. A reading changes no row, so the `audit_row` trigger never sees it; the reader inserts the event
 * in the transaction that reads the password, and the password is only answered once the event is written.
 */
export async function recordCredentialsReading(
  db: Database | Transaction,
  database: ReadDatabase,
  reader: AuditActor,
): Promise<void> {
  await db.insert(auditEvents).values({
    organizationId: database.organizationId,
    timestamp: new Date(reader.at),
    eventType: 'EXPORT',
    targetId: database.id,
    targetName: database.name,
    targetType: 'DATABASE',
    subTargetType: 'MASTER_CREDENTIALS',
    change: null,
    origin: reader.origin,
    triggeredBy: reader.by,
    projectId: database.projectId,
    environmentId: database.environmentId,
  });
}
