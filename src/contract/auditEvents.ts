import { z } from 'zod';
import { id, MAX_PAGE_SIZE, timestamp } from './common';
import { deploymentOrigin } from './deployments';
import { singleLine, text } from './text';

/**
 * The audit log (`GET /organization/{id}/events`), with the public API's names. `SIGN_IN_FAILED` is this
 * platform's own: a sign-in refused for a member's email, recorded in each organization they belong to. `EXPORT`
 * with the sub-target `MASTER_CREDENTIALS` (this platform's own) is a reading of a database's master credentials.
 */
export const auditEventType = z.enum([
  'CREATE',
  'UPDATE',
  'DELETE',
  'LOCK',
  'UNLOCK',
  'TRIGGER_DEPLOY',
  'TRIGGER_REDEPLOY',
  'TRIGGER_STOP',
  'TRIGGER_RESTART',
  'TRIGGER_UNINSTALL',
  'TRIGGER_DELETE',
  'TRIGGER_CANCEL',
  'SIGN_IN_FAILED',
  'EXPORT',
]);
export type AuditEventType = z.infer<typeof auditEventType>;

export const auditTargetType = z.enum([
  'APPLICATION',
  'CLUSTER',
  'CONTAINER',
  'CONTAINER_REGISTRY',
  'DATABASE',
  'ENVIRONMENT',
  'JOB',
  'HELM',
  'HELM_REPOSITORY',
  'MEMBERS_AND_ROLES',
  'ORGANIZATION',
  'PROJECT',
  'WEBHOOK',
  'TERRAFORM',
]);
export type AuditTargetType = z.infer<typeof auditTargetType>;

export const auditSubTargetType = z.enum([
  'API_TOKEN',
  'BILLING_INFO',
  'CLOUD_PROVIDER_CREDENTIALS',
  'CUSTOM_DOMAIN',
  'CUSTOM_ROLE',
  'DEPLOYMENT_RULE',
  'DEPLOYMENT_STAGE',
  'GIT_TOKEN',
  'INVITATION',
  'MASTER_CREDENTIALS',
  'MEMBER_ROLE',
  'SECRET',
  'VARIABLE',
]);
export type AuditSubTargetType = z.infer<typeof auditSubTargetType>;

/** Where a page starts: the instant and order of the event it follows, opaque to callers. */
export interface AuditCursor {
  timestamp: string;
  seq: number;
}

export function encodeAuditCursor(cursor: AuditCursor): string {
  return btoa(`${cursor.timestamp}|${cursor.seq}`)
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

function decodedToken(value: string): string {
  try {
    return atob(value.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return '';
  }
}

/** A token of an earlier answer's links, read back; anything else is refused as the parameter it came in. */
const pageToken = singleLine().transform((value, context) => {
  const [at, seq] = decodedToken(value).split('|');
  if (at && seq && timestamp.safeParse(at).success && /^\d+$/.test(seq))
    return { timestamp: at, seq: Number(seq) };
  context.addIssue({ code: 'custom', message: 'must be a token from a previous answer' });
  return z.NEVER;
});

const pageSize = z.coerce
  .number()
  .int('must be an integer')
  .min(1, 'must be at least 1')
  .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`);
const person = singleLine().max(255, 'must be at most 255 characters');

/**
 * The filters, each under the name the issue of the audit log gives it (`event-type`) and the one the official
 * client sends (`eventType`, `serviceProjectId`); `auditFiltersOf` reads either.
 */
const filterParams = {
  'from-timestamp': timestamp.optional(),
  fromTimestamp: timestamp.optional(),
  'to-timestamp': timestamp.optional(),
  toTimestamp: timestamp.optional(),
  'event-type': auditEventType.optional(),
  eventType: auditEventType.optional(),
  'target-type': auditTargetType.optional(),
  targetType: auditTargetType.optional(),
  'triggered-by': person.optional(),
  triggeredBy: person.optional(),
  origin: deploymentOrigin.optional(),
  'project-id': id.optional(),
  'environment-id': id.optional(),
};

export const auditEventsQuery = z.object({
  ...filterParams,
  'page-size': pageSize.optional(),
  pageSize: pageSize.optional(),
  'continue-token': pageToken.optional(),
  continueToken: pageToken.optional(),
  'step-back-token': pageToken.optional(),
  stepBackToken: pageToken.optional(),
  'target-id': id.optional(),
  targetId: id.optional(),
  'sub-target-type': auditSubTargetType.optional(),
  subTargetType: auditSubTargetType.optional(),
  serviceProjectId: id.optional(),
  serviceEnvironmentId: id.optional(),
});
export type AuditEventsQuery = z.infer<typeof auditEventsQuery>;

/** `targetLevelToFetch`: only the projects, or only the environments, that events name. */
export const auditTargetsQuery = z.object({
  ...filterParams,
  projectId: id.optional(),
  environmentId: id.optional(),
  targetLevelToFetch: z.enum(['PROJECT', 'ENVIRONMENT']).optional(),
});
export type AuditTargetsQuery = z.infer<typeof auditTargetsQuery>;

/** The filters of either endpoint, whichever names they came under. */
export interface AuditFilters {
  fromTimestamp?: string;
  toTimestamp?: string;
  eventType?: AuditEventType;
  targetType?: AuditTargetType;
  targetId?: string;
  subTargetType?: AuditSubTargetType;
  triggeredBy?: string;
  origin?: z.infer<typeof deploymentOrigin>;
  projectId?: string;
  environmentId?: string;
}

export function auditFiltersOf(query: Partial<AuditEventsQuery & AuditTargetsQuery>): AuditFilters {
  return {
    fromTimestamp: query['from-timestamp'] ?? query.fromTimestamp,
    toTimestamp: query['to-timestamp'] ?? query.toTimestamp,
    eventType: query['event-type'] ?? query.eventType,
    targetType: query['target-type'] ?? query.targetType ?? query.targetLevelToFetch,
    targetId: query['target-id'] ?? query.targetId,
    subTargetType: query['sub-target-type'] ?? query.subTargetType,
    triggeredBy: query['triggered-by'] ?? query.triggeredBy,
    origin: query.origin,
    projectId: query['project-id'] ?? query.serviceProjectId ?? query.projectId,
    environmentId: query['environment-id'] ?? query.serviceEnvironmentId ?? query.environmentId,
  };
}

/**
 * One change. `change` is JSON: `{ "<field>": { "before": …, "after": … } }`, a nested field by its dotted path and
 * a secret's as `"changed"`, never its value. The project's and environment's names are their current ones, empty
 * once they are deleted; the target's name is the one it had then.
 */
export const auditEvent = z.object({
  id,
  timestamp,
  event_type: auditEventType,
  target_id: id.nullable(),
  target_name: text(),
  target_type: auditTargetType,
  sub_target_type: auditSubTargetType.nullable(),
  change: text().nullable(),
  origin: deploymentOrigin,
  triggered_by: text().nullable(),
  project_id: id.nullable(),
  project_name: text().nullable(),
  environment_id: id.nullable(),
  environment_name: text().nullable(),
  user_agent: text().nullable(),
  original_change: text().nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** Latest first; `links` are the same request's addresses for the older (`next`) and newer (`previous`) pages. */
export const auditEventList = z.object({
  links: z.object({ previous: text().optional(), next: text().optional() }),
  organization_max_limit_reached: z.boolean(),
  events: z.array(auditEvent),
});
export type AuditEventList = z.infer<typeof auditEventList>;

/** The targets the matching events name, with their latest names: the choices of a filter by target. */
export const auditTargetList = z.object({
  targets: z.array(z.object({ id, name: text() })),
});
export type AuditTargetList = z.infer<typeof auditTargetList>;
