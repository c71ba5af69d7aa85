import { describe, expect, it } from 'vitest';
import { expectStatus } from '../../testing/api';
import { useLoggedTestApp } from '../../testing/queryLog';
import { minimalRequests, servicesFixture } from '../../testing/services';

const logged = useLoggedTestApp();

/** A project holding `count` variables of its own, imported through its one application. */
async function projectWith(count: number) {
  const fixture = await servicesFixture(logged.t);
  const application = expectStatus(
    await fixture.api.post(
      `/environment/${fixture.environmentId}/application`,
      minimalRequests(fixture).application,
    ),
    201,
  );
  const vars = Array.from({ length: count }, (_, index) => ({
    name: `SETTING_${index}`,
    value: `value-${index}`,
    scope: 'PROJECT',
    is_secret: index % 10 === 0,
  }));
  expectStatus(
    await fixture.api.post(`/application/${application.id}/environmentVariable/import`, {
      overwrite: false,
      vars,
    }),
    201,
  );
  return fixture;
}

/** The statements one request sends, each as its verb and first table. */
async function statementsOf(send: () => Promise<unknown>): Promise<string[]> {
  logged.log.clear();
  await send();
  return logged.log.statements.map((statement) => {
    const table = /(?:from|into|update) "(\w+)"/.exec(statement)?.[1] ?? '?';
    return `${statement.split(' ')[0]} ${table}`;
  });
}

describe('a variable write costs the same beside few siblings as beside many', () => {
  it('a create reads none of the rows beside it, the key taken being the index’s to refuse', async () => {
    const created = async (count: number) => {
      const { api, projectId } = await projectWith(count);
      const statements = await statementsOf(async () => {
        const answer = expectStatus(
          await api.post(`/project/${projectId}/environmentVariable`, { key: 'REGION', value: 'eu' }),
          201,
        );
        expect(answer).toMatchObject({ key: 'REGION', value: 'eu', scope: 'PROJECT', parent_id: projectId });
      });
      const taken = await api.post(`/project/${projectId}/environmentVariable`, {
        key: 'SETTING_1',
        value: 'b',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toContain('SETTING_1');
      return statements;
    };
    const few = await created(3);
    // Before, the create read every variable of the project twice: to check mount paths (even for no file) and
    // to answer the row it had just written.
    expect(few).toEqual([
      'select projects', // the permission check's lookup
      'select environments', // the project the path names (its read counts its environments first)
      'insert variables',
      'update services', // the configuration of the project's services, to be computed again
      'with environments', // their environments noted as changed
    ]);
    expect(await created(300)).toEqual(few);
  });

  it('a file reads only the rows of its mount path, and a path taken still answers 409 naming it', async () => {
    const { api, projectId, environmentId } = await projectWith(50);
    const file = { key: 'CONFIG', value: 'a: 1', mount_path: '/etc/app/config.yaml' };
    const statements = await statementsOf(async () => {
      expectStatus(await api.post(`/project/${projectId}/environmentVariable`, file), 201);
    });
    const selects = logged.log.statements.filter((statement) => /from "variables"/.test(statement));
    expect(selects).toHaveLength(1);
    expect(selects[0]).toContain('"mount_path" =');
    expect(statements.filter((statement) => statement === 'select variables')).toHaveLength(1);
    const clash = await api.post(`/environment/${environmentId}/environmentVariable`, {
      ...file,
      key: 'OTHER',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('/etc/app/config.yaml');
  });

  it('an edit of a variable of its own answers from the row it updated', async () => {
    const { api, projectId } = await projectWith(30);
    const created = expectStatus(
      await api.post(`/project/${projectId}/environmentVariable`, { key: 'REGION', value: 'eu' }),
      201,
    );
    const statements = await statementsOf(async () => {
      const edited = expectStatus(
        await api.put(`/project/${projectId}/environmentVariable/${created.id}`, {
          key: 'REGION',
          value: 'us',
        }),
        200,
      );
      expect(edited).toMatchObject({ id: created.id, key: 'REGION', value: 'us' });
    });
    expect(statements.filter((statement) => statement === 'select variables')).toEqual(['select variables']);
  });
});
