import { and, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { EnvironmentConfigurationAt } from '../../../contract';
import type { Database } from '../../db/database';
import { auditEvents, environments, services, variables } from '../../db/schema';
import { InvalidFieldError, NotFoundError } from '../../domain/errors';
import type { Runtime } from '../../runtime';
import { iso } from '../shared/timestamps';
import { configurationChanges, servicesOf, shownFields, variableOf } from './configurationDiff';
import { type Configuration, configurationBefore, currentConfiguration, type LoggedChange } from './rebuild';

type Row = Record<string, unknown>;

/** The rows as the log's trigger sees them (`to_jsonb`), so that the log's field names and values fit them. */
async function currentRows(db: Database, environmentId: string) {
  const [environment] = await db
    .select({ row: sql<Row>`to_jsonb(${environments})` })
    .from(environments)
    .where(eq(environments.id, environmentId));
  if (!environment) return null;
  const serviceRows = await db
    .select({ row: sql<Row>`to_jsonb(${services})` })
    .from(services)
    .where(eq(services.environmentId, environmentId));
  const variableRows = await db
    .select({ row: sql<Row>`to_jsonb(${variables})` })
    .from(variables)
    .where(eq(variables.environmentId, environmentId));
  return {
    organizationId: String(environment.row.organization_id),
    rows: {
      environment: environment.row,
      services: serviceRows.map(({ row }) => row),
      variables: variableRows.map(({ row }) => row),
    },
  };
}

/** The environment's events after the moment, latest first (the environment's index of the log). */
function eventsAfter(db: Database, organizationId: string, environmentId: string, moment: Date) {
  return db
    .select({
      eventType: auditEvents.eventType,
      targetId: auditEvents.targetId,
      targetName: auditEvents.targetName,
      targetType: auditEvents.targetType,
      subTargetType: auditEvents.subTargetType,
      change: auditEvents.change,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.organizationId, organizationId),
        eq(auditEvents.environmentId, environmentId),
        gt(auditEvents.timestamp, moment),
      ),
    )
    .orderBy(desc(auditEvents.timestamp), desc(auditEvents.seq));
}

async function oldestRetainedEvent(db: Database, organizationId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(auditEvents.timestamp) })
    .from(auditEvents)
    .where(eq(auditEvents.organizationId, organizationId));
  // Read as the driver gives it (a Date, or text on some drivers), as one instant.
  return row?.at ? new Date(row.at) : null;
}

function variablesOf(configuration: Configuration) {
  return [...configuration.variables.values()]
    .map(variableOf)
    .sort((a, b) => (a.service_id ?? '').localeCompare(b.service_id ?? '') || a.key.localeCompare(b.key));
}

/**
 * The environment's configuration at `timestamp`, rebuilt from its rows now and its events since, with what
 * changed from then to now. Complete when the log reaches back to the moment, or to the environment's creation.
 */
export async function environmentConfigurationAt(
  db: Database,
  runtime: Runtime,
  environmentId: string,
  timestamp: string,
): Promise<EnvironmentConfigurationAt> {
  const moment = new Date(timestamp);
  if (moment.getTime() > runtime.clock.now().getTime())
    throw new InvalidFieldError('query', [{ path: ['timestamp'], message: 'must not be in the future' }]);
  const current = await currentRows(db, environmentId);
  if (!current) throw new NotFoundError('Environment not found.');
  const events: LoggedChange[] = await eventsAfter(db, current.organizationId, environmentId, moment);
  const now = currentConfiguration(current.rows);
  const past = configurationBefore(now, events);
  const oldest = await oldestRetainedEvent(db, current.organizationId);
  const name = String(current.rows.environment.name);
  return {
    timestamp: iso(moment),
    complete: past.environment === null || (oldest !== null && oldest.getTime() <= moment.getTime()),
    oldest_retained_event_at: oldest ? iso(oldest) : null,
    environment: {
      id: environmentId,
      name: String(past.environment?.name ?? name),
      existed: past.environment !== null,
      fields: past.environment ? shownFields(past.environment) : {},
    },
    services: servicesOf(past),
    variables: variablesOf(past),
    changes_since: configurationChanges(past, now, { id: environmentId, name }),
  };
}
