import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contract';
import type { Response } from '../testing/api';
import { type EveryResource, seededPath } from '../testing/everyResource';
import { openSampleWorld, type SampleWorld, sendTo } from '../testing/sampleWorld';
import { stringFields, stringSlots, withString } from '../testing/schemaStrings';

// No string a client sends can make the server fail: every string field of every write endpoint, every query
// parameter and every path parameter is given NUL (which PostgreSQL text cannot hold), other control characters
// and an unpaired surrogate, the rest of the request staying valid. None may answer 5xx; NUL answers 400 naming
// the field.

/** In a body, where JSON carries any string. */
const hostileStrings = ['a\u0000b', '\u0000', 'x\u0007y', '\u007f', '\u0085', '\ud800'];
/** In a query string or a path, percent-encoded as UTF-8 (an unpaired surrogate has no UTF-8 form). */
const hostileSegments = ['a%00b', '%00', 'x%07y', '%7F', '%C2%85', '%ED%A0%80'];
const carriesNul = (value: string) => value.includes('\u0000') || value.includes('%00');

const writeEndpoints = allEndpoints.filter((endpoint) => endpoint.method !== 'GET');
const pathParams = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

let seeded: EveryResource;
let samples: Record<string, unknown[]>;
let world: SampleWorld;

beforeAll(async () => {
  world = await openSampleWorld('control-characters-test');
  ({ seeded, samples } = world);
}, 120_000);

afterAll(() => world.close());

/** What is wrong with the answer to a request whose `field` was given `value`, or null when nothing is. */
function faultOf(response: Response, field: string, value: string): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body}`;
  if (!carriesNul(value)) return null;
  if (response.statusCode !== 400) return `answered ${response.statusCode} rather than 400: ${response.body}`;
  const message: string = response.json().message;
  return message.includes(`${field}: `) ? null : `answered 400 without naming ${field}: ${message}`;
}

describe('strings with NUL and control characters', () => {
  for (const endpoint of writeEndpoints.filter((candidate) => candidate.body)) {
    it(`in any string of the body of ${endpoint.operationId} (${endpoint.method} ${endpoint.path})`, async () => {
      const schema = endpoint.body!;
      const bodies = samples[endpoint.operationId] ?? [];
      expect(bodies.length, `no sample body for ${endpoint.operationId}`).toBeGreaterThan(0);
      for (const body of bodies) expect(schema.safeParse(body).error?.issues ?? []).toEqual([]);
      const slotsOfBodies = bodies.map((body) => stringSlots(schema, body));
      const reached = new Set(slotsOfBodies.flat().map((slot) => slot.field));
      expect(
        [...stringFields(schema)].filter((field) => !reached.has(field)),
        'fields no sample fills',
      ).toEqual([]);

      const path = seededPath(seeded, endpoint.path);
      const faults: string[] = [];
      for (const [index, body] of bodies.entries()) {
        for (const slot of slotsOfBodies[index] ?? []) {
          for (const value of hostileStrings) {
            const response = await sendTo(seeded.api, endpoint, path, withString(body, slot, value));
            const fault = faultOf(response, ['body', ...slot.path].join('.'), value);
            if (fault)
              faults.push(`${slot.field}${slot.key ? ' (a key)' : ''} = ${JSON.stringify(value)}: ${fault}`);
          }
        }
      }
      expect(faults).toEqual([]);
    }, 600_000);
  }

  it('in a record key, named by its record without echoing the key', async () => {
    const [terraform] = samples.createTerraform ?? [];
    const response = await seeded.api.put(`/terraform/${seeded.services.terraform}`, {
      ...(terraform as object),
      action_extra_arguments: { 'pl\u0000an': ['-lock=false'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'body.action_extra_arguments: a key must not contain control characters',
    );
  });

  it('in any query parameter', async () => {
    const validQuery: Record<string, string> = {
      page: '1',
      page_size: '10',
      tail: '10',
      gitTokenId: seeded.gitTokenId,
      search: 'shop',
      name: 'shop',
      parent_id: seeded.environmentId,
      scope: 'ENVIRONMENT',
      is_secret: 'false',
      service_id: seeded.services.application,
      service_type: 'APPLICATION',
      project_id: seeded.projectId,
      environment_id: seeded.environmentId,
      cluster_id: seeded.clusterId,
      state: 'DEPLOYED',
      sort: 'name',
      startId: 'a1b2c3d',
      gitCommitId: 'a1b2c3d',
    };
    const faults: string[] = [];
    let sent = 0;
    for (const endpoint of allEndpoints.filter((candidate) => candidate.query)) {
      const names = Object.keys(endpoint.query!.shape);
      const path = seededPath(seeded, endpoint.path);
      for (const name of names) {
        for (const value of hostileSegments) {
          const query = names
            .map(
              (other) => `${other}=${other === name ? value : encodeURIComponent(validQuery[other] ?? '')}`,
            )
            .join('&');
          const response = await sendTo(
            seeded.api,
            endpoint,
            `${path}?${query}`,
            samples[endpoint.operationId]?.[0],
          );
          sent += 1;
          const fault = faultOf(response, `query.${name}`, value);
          if (fault) faults.push(`${endpoint.operationId} ?${name}=${value}: ${fault}`);
        }
      }
    }
    expect(faults).toEqual([]);
    expect(sent).toBeGreaterThan(100);
  }, 600_000);

  it('in any path parameter', async () => {
    const faults: string[] = [];
    let sent = 0;
    for (const endpoint of allEndpoints) {
      for (const param of pathParams(endpoint.path)) {
        for (const value of hostileSegments) {
          const path = seededPath(seeded, endpoint.path, { param, value });
          const response = await sendTo(seeded.api, endpoint, path, samples[endpoint.operationId]?.[0]);
          sent += 1;
          const fault = faultOf(response, `params.${param}`, value);
          if (fault) faults.push(`${endpoint.operationId} {${param}} = ${value}: ${fault}`);
        }
      }
    }
    expect(faults).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 600_000);
});
