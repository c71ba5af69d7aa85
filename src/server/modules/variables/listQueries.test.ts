import { describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { useLoggedTestApp } from '../../testing/queryLog';
import { minimalRequests, servicesFixture } from '../../testing/services';
import type { VariableRecord } from './records';
import { shownAmong } from './shown';

const logged = useLoggedTestApp();

/** A container with `count` variables of its own (a tenth of them secrets), aliases and overrides among them. */
async function containerWith(count: number) {
  const fixture = await servicesFixture(logged.t);
  const container = expectStatus(
    await fixture.api.post(
      `/environment/${fixture.environmentId}/container`,
      minimalRequests(fixture).container,
    ),
    201,
  );
  const vars = Array.from({ length: count }, (_, index) => ({
    name: `SETTING_${index}`,
    value: `value-${index}`,
    scope: index % 3 === 0 ? 'PROJECT' : 'CONTAINER',
    is_secret: index % 10 === 0,
  }));
  expectStatus(
    await fixture.api.post(`/container/${container.id}/environmentVariable/import`, {
      overwrite: false,
      vars,
    }),
    201,
  );
  const listed = expectStatus(
    await fixture.api.get(`/variable?parent_id=${container.id}&scope=CONTAINER`),
    200,
  );
  const projectVariable = listed.results.find((row: { key: string }) => row.key === 'SETTING_3');
  expectStatus(
    await fixture.api.post(`/variable/${projectVariable.id}/override`, {
      value: 'overridden',
      override_scope: 'CONTAINER',
      override_parent_id: container.id,
    }),
    201,
  );
  return { api: fixture.api, containerId: container.id };
}

async function statementsOfList(count: number): Promise<{ statements: number; rows: number }> {
  const { api, containerId } = await containerWith(count);
  logged.log.clear();
  const listed = expectStatus(await api.get(`/variable?parent_id=${containerId}&scope=CONTAINER`), 200);
  return { statements: logged.log.statements.length, rows: listed.results.length };
}

describe('the unified list of variables', () => {
  it('sends as many statements for hundreds of rows as for a few', async () => {
    const few = await statementsOfList(5);
    const many = await statementsOfList(400);
    expect(many.rows).toBeGreaterThan(400);
    expect(many.statements).toBe(few.statements);
  });
});

/** `count` records, each but the first an override of the one before it. */
function records(count: number): VariableRecord[] {
  const at = new Date(0);
  return Array.from({ length: count }, (_, index) => ({
    id: `id-${index}`,
    scope: 'CONTAINER',
    parentId: 'container',
    key: `KEY_${index}`,
    value: `value-${index}`,
    isSecret: false,
    variableType: index === 0 ? 'VALUE' : 'OVERRIDE',
    mountPath: null,
    description: null,
    enableInterpolationInFile: null,
    originalId: index === 0 ? null : `id-${index - 1}`,
    service: null,
    ownedBy: 'USER',
    createdAt: at,
    updatedAt: at,
    row: null,
    reveal: () => `value-${index}`,
  }));
}

/** The records, counting every element read of the list (so a pass over it per row shows). */
function counted(list: VariableRecord[]): { list: VariableRecord[]; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(list, {
    get(target, property, receiver) {
      if (typeof property === 'string' && /^\d+$/.test(property)) reads++;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { list: proxy, reads: () => reads };
}

describe('showing a list of variables', () => {
  it('reads the reaching records a fixed number of times, not once per row', () => {
    const all = records(2_000);
    const reaching = counted(all);
    const shown = shownAmong(all, reaching.list).map((entry) => entry.asResponse());
    expect(shown[1]?.overridden_variable?.id).toBe('id-0');
    expect(reaching.reads()).toBeLessThanOrEqual(2 * all.length);
  });
});
