import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../../contract';
import { auditEvents } from '../../db/schema';
import { type EveryResource, seededPath } from '../../testing/everyResource';
import { openSampleWorld, type SampleWorld, sendTo } from '../../testing/sampleWorld';
import type { TestApp } from '../../testing/testApp';

// Every write operation of the OpenAPI document, sent with its sample against records that exist, leaves an event
// in the organization's audit log when it succeeds. An operation that changes nothing people configure says why
// below; a new write operation fails this test until it records its change or gets its line here.

const changesNothing: Record<string, string> = {
  signIn: 'a session, not a change (a refused one is recorded: recording.test.ts)',
  refreshSession: 'a session, not a change',
  sendOrganizationWebhookTestEvent: 'a test delivery, not a change',
  parseTerraformVariablesFromGitRepo: 'reads a repository',
  editOrganizationGuide: "the console guide's progress, one person's view",
  MoveBeforeDeploymentStage:
    'moves the first seeded stage before the second, where it stands already: nothing changes (the move after it, sent earlier, is recorded)',
};

/** The sample with its values made this operation's own, so that no write repeats an earlier one to the letter. */
const ownValues = (body: unknown, operationId: string): unknown =>
  body === undefined
    ? undefined
    : JSON.parse(JSON.stringify(body).replaceAll('sample-value', `value-${operationId}`));

const writeEndpoints = allEndpoints.filter((endpoint) => endpoint.method !== 'GET');
// Deletions last, so the records the other operations name still exist.
const inOrder = [
  ...writeEndpoints.filter((endpoint) => endpoint.method !== 'DELETE'),
  ...writeEndpoints.filter((endpoint) => endpoint.method === 'DELETE'),
];

let t: TestApp;
let seeded: EveryResource;
let samples: Record<string, unknown[]>;
let world: SampleWorld;

beforeAll(async () => {
  world = await openSampleWorld('audit-completeness-test');
  ({ t, seeded, samples } = world);
}, 120_000);

afterAll(() => world.close());

async function latestSeq(): Promise<number> {
  const [row] = await t.db
    .select({ seq: sql<number>`coalesce(max(${auditEvents.seq}), 0)`.mapWith(Number) })
    .from(auditEvents)
    .where(eq(auditEvents.organizationId, seeded.organizationId));
  return row?.seq ?? 0;
}

describe('the audit log records every write operation', () => {
  it('finds an event after each write that succeeds, with who made it', async () => {
    const missing: string[] = [];
    const refused: string[] = [];
    let recorded = 0;
    for (const endpoint of inOrder) {
      if (changesNothing[endpoint.operationId]) continue;
      const before = await latestSeq();
      const [body] = samples[endpoint.operationId] ?? [];
      const response = await sendTo(
        seeded.api,
        endpoint,
        seededPath(seeded, endpoint.path),
        ownValues(body, endpoint.operationId),
      );
      if (response.statusCode >= 300) {
        refused.push(`${endpoint.operationId}: ${response.statusCode}`);
        continue;
      }
      const events = await t.db
        .select()
        .from(auditEvents)
        .where(
          sql`${auditEvents.organizationId} = ${seeded.organizationId} and ${auditEvents.seq} > ${before}`,
        );
      if (events.length === 0) missing.push(`${endpoint.operationId} (${endpoint.method} ${endpoint.path})`);
      else recorded += 1;
      for (const event of events) {
        // The platform's own follow-ups (the engine's) aside, each event names the request's credentials.
        if (event.origin !== 'PLATFORM_INTERNAL')
          expect(event.triggeredBy, endpoint.operationId).toBeTruthy();
      }
    }
    expect(missing).toEqual([]);
    // Most operations run against the seeded records; those the platform refuses are left to their own tests.
    expect(recorded).toBeGreaterThan(writeEndpoints.length / 2);
    expect(refused.length, refused.join('\n')).toBeLessThan(writeEndpoints.length / 2);
  }, 600_000);
});
