import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variables } from '../../db/schema';
import { apiClient, expectStatus } from '../../testing/api';
import { minimalRequests, servicesFixture, type ServicesFixture } from '../../testing/services';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

interface Fixture extends ServicesFixture {
  applicationId: string;
  databaseId: string;
}

async function fixture(): Promise<Fixture> {
  const base = await servicesFixture(t);
  const requests = minimalRequests(base);
  const application = expectStatus(
    await base.api.post(`/environment/${base.environmentId}/application`, requests.application),
    201,
  );
  const database = expectStatus(
    await base.api.post(`/environment/${base.environmentId}/database`, requests.database),
    201,
  );
  return { ...base, applicationId: application.id, databaseId: database.id };
}

const errorOf = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  body: response.json() as { status: number; error: string; message: string },
});

describe('variables at every scope', () => {
  it('lists what reaches a service, each with its scope, and answers the created record', async () => {
    const f = await fixture();
    const project = expectStatus(
      await f.api.post(`/project/${f.projectId}/environmentVariable`, { key: 'REGION', value: 'eu' }),
      201,
    );
    expect(project).toMatchObject({ key: 'REGION', value: 'eu', scope: 'PROJECT', variable_type: 'VALUE' });
    expect(project.service_id).toBeUndefined();
    expectStatus(
      await f.api.post(`/environment/${f.environmentId}/environmentVariable`, { key: 'TIER', value: 'prod' }),
      201,
    );
    const own = expectStatus(
      await f.api.post(`/application/${f.applicationId}/environmentVariable`, {
        key: 'PORT',
        value: '8080',
        description: 'Where it listens',
      }),
      201,
    );
    expect(own).toMatchObject({
      scope: 'APPLICATION',
      service_id: f.applicationId,
      service_name: 'api',
      service_type: 'APPLICATION',
      owned_by: 'USER',
      description: 'Where it listens',
    });

    const list = expectStatus(await f.api.get(`/application/${f.applicationId}/environmentVariable`), 200);
    const byKey = new Map(list.results.map((row: { key: string; scope: string }) => [row.key, row.scope]));
    expect(byKey.get('REGION')).toBe('PROJECT');
    expect(byKey.get('TIER')).toBe('ENVIRONMENT');
    expect(byKey.get('PORT')).toBe('APPLICATION');
    const builtIns = list.results.filter((row: { scope: string }) => row.scope === 'BUILT_IN');
    expect(builtIns.map((row: { key: string }) => row.key)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^PLATFORM_APPLICATION_Z[0-9A-F]{8}_HOST_INTERNAL$/)]),
    );
    for (const builtIn of builtIns)
      expect(builtIn).toMatchObject({ variable_type: 'BUILT_IN', owned_by: 'PLATFORM' });

    // The project's own list holds only the project's.
    const projectList = expectStatus(await f.api.get(`/project/${f.projectId}/environmentVariable`), 200);
    expect(projectList.results.map((row: { key: string }) => row.key)).toEqual(['REGION']);
  });

  it('refuses a key taken at the same scope and parent (409), keys being case sensitive', async () => {
    const f = await fixture();
    const path = `/application/${f.applicationId}/environmentVariable`;
    expectStatus(await f.api.post(path, { key: 'Token', value: 'a' }), 201);
    expectStatus(await f.api.post(path, { key: 'TOKEN', value: 'b' }), 201);
    const taken = errorOf(await f.api.post(path, { key: 'Token', value: 'c' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('Token');
    // A secret shares the keys of its parent.
    const secret = errorOf(
      await f.api.post(`/application/${f.applicationId}/secret`, { key: 'TOKEN', value: 'd' }),
    );
    expect(secret.status).toBe(409);
    // The same key at another scope is another variable.
    expectStatus(
      await f.api.post(`/environment/${f.environmentId}/environmentVariable`, { key: 'Token', value: 'e' }),
      201,
    );
  });

  it('refuses a description over 255 characters, a bad key and a relative mount path with 400 naming the field', async () => {
    const f = await fixture();
    const path = `/application/${f.applicationId}/environmentVariable`;
    const long = errorOf(await f.api.post(path, { key: 'A', value: '1', description: 'x'.repeat(256) }));
    expect(long).toMatchObject({ status: 400, body: { status: 400 } });
    expect(long.body.message).toContain('body.description');
    expectStatus(await f.api.post(path, { key: 'B', value: '1', description: 'x'.repeat(255) }), 201);
    const key = errorOf(await f.api.post(path, { key: '1 BAD', value: '1' }));
    expect(key.status).toBe(400);
    expect(key.body.message).toContain('body.key');
    const relative = errorOf(await f.api.post(path, { key: 'C', value: '1', mount_path: 'etc/app.conf' }));
    expect(relative.status).toBe(400);
    expect(relative.body.message).toContain('body.mount_path');
  });

  it('makes a FILE of a variable with a mount path, one file per mount path for each service', async () => {
    const f = await fixture();
    const file = expectStatus(
      await f.api.post(`/application/${f.applicationId}/environmentVariable`, {
        key: 'CONFIG',
        value: 'a: {{REGION}}\n',
        mount_path: '/etc/app/config.yaml',
        enable_interpolation_in_file: true,
      }),
      201,
    );
    expect(file).toMatchObject({
      variable_type: 'FILE',
      mount_path: '/etc/app/config.yaml',
      enable_interpolation_in_file: true,
    });
    // The same path from the environment would reach the application too.
    const clash = errorOf(
      await f.api.post(`/environment/${f.environmentId}/environmentVariable`, {
        key: 'OTHER',
        value: 'b',
        mount_path: '/etc/app/config.yaml',
      }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('/etc/app/config.yaml');
    // A PUT without mount_path keeps the file; null makes it a plain value.
    const kept = expectStatus(
      await f.api.put(`/application/${f.applicationId}/environmentVariable/${file.id}`, {
        key: 'CONFIG',
        value: 'a: 1',
      }),
      200,
    );
    expect(kept).toMatchObject({ variable_type: 'FILE', value: 'a: 1' });
    const plain = expectStatus(
      await f.api.put(`/application/${f.applicationId}/environmentVariable/${file.id}`, {
        key: 'CONFIG',
        mount_path: null,
      }),
      200,
    );
    expect(plain).toMatchObject({ variable_type: 'VALUE', mount_path: null, value: 'a: 1' });
  });

  it('overrides a wider variable at a narrower scope only, showing the original', async () => {
    const f = await fixture();
    const environment = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/environmentVariable`, {
        key: 'LOG_LEVEL',
        value: 'info',
      }),
      201,
    );
    const override = expectStatus(
      await f.api.post(`/application/${f.applicationId}/environmentVariable/${environment.id}/override`, {
        value: 'debug',
      }),
      201,
    );
    expect(override).toMatchObject({
      key: 'LOG_LEVEL',
      value: 'debug',
      scope: 'APPLICATION',
      variable_type: 'OVERRIDE',
      overridden_variable: { id: environment.id, key: 'LOG_LEVEL', value: 'info', scope: 'ENVIRONMENT' },
    });
    // Same scope: not narrower.
    const same = errorOf(
      await f.api.post(`/environment/${f.environmentId}/environmentVariable/${environment.id}/override`, {
        value: 'warn',
      }),
    );
    expect(same.status).toBe(400);
    expect(same.body.message).toContain('narrower');
    // Wider: the environment's variable does not reach the project.
    const wider = errorOf(
      await f.api.post(`/project/${f.projectId}/environmentVariable/${environment.id}/override`, {
        value: 'x',
      }),
    );
    expect(wider.status).toBe(400);
    const effective = expectStatus(await f.api.get(`/application/${f.applicationId}/effectiveVariable`), 200);
    expect(effective.results.find((row: { key: string }) => row.key === 'LOG_LEVEL')).toMatchObject({
      value: 'debug',
      variable_id: override.id,
      scope: 'APPLICATION',
      shadowed: [{ id: environment.id, scope: 'ENVIRONMENT' }],
    });
  });

  it('aliases a variable under another key with its value, never an alias of an alias', async () => {
    const f = await fixture();
    const project = expectStatus(
      await f.api.post(`/project/${f.projectId}/environmentVariable`, {
        key: 'API_URL',
        value: 'https://api',
      }),
      201,
    );
    const alias = expectStatus(
      await f.api.post(`/application/${f.applicationId}/environmentVariable/${project.id}/alias`, {
        key: 'BACKEND_URL',
      }),
      201,
    );
    expect(alias).toMatchObject({
      key: 'BACKEND_URL',
      value: 'https://api',
      variable_type: 'ALIAS',
      aliased_variable: { id: project.id, key: 'API_URL', value: 'https://api', scope: 'PROJECT' },
    });
    const again = errorOf(
      await f.api.post(`/application/${f.applicationId}/environmentVariable/${alias.id}/alias`, {
        key: 'THIRD',
      }),
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('alias');
  });

  it('keeps built-ins read-only: database credentials are built-in secrets', async () => {
    const f = await fixture();
    const secrets = expectStatus(await f.api.get(`/application/${f.applicationId}/secret`), 200);
    const keys = secrets.results.map((row: { key: string }) => row.key);
    const prefix = `PLATFORM_DATABASE_Z${f.databaseId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(keys).toEqual(expect.arrayContaining([`${prefix}_PASSWORD`, `${prefix}_DATABASE_URL`]));
    for (const row of secrets.results) expect(row).not.toHaveProperty('value');
    const plain = expectStatus(await f.api.get(`/application/${f.applicationId}/environmentVariable`), 200);
    const host = plain.results.find((row: { key: string }) => row.key === `${prefix}_HOST`);
    expect(host).toMatchObject({ scope: 'BUILT_IN', service_id: f.databaseId, service_type: 'DATABASE' });
    const port = plain.results.find((row: { key: string }) => row.key === `${prefix}_PORT`);
    expect(port.value).toBe('5432');

    const edit = errorOf(
      await f.api.put(`/application/${f.applicationId}/environmentVariable/${host.id}`, {
        key: host.key,
        value: 'x',
      }),
    );
    expect(edit.status).toBe(400);
    expect(edit.body.message).toContain('built-in');
    const remove = errorOf(await f.api.delete(`/variable/${host.id}`));
    expect(remove.status).toBe(400);
    // A built-in can be aliased (from the unified API too, by the id its list answered).
    const alias = expectStatus(
      await f.api.post(`/variable/${host.id}/alias`, {
        key: 'DB_HOST',
        alias_scope: 'APPLICATION',
        alias_parent_id: f.applicationId,
      }),
      201,
    );
    expect(alias).toMatchObject({ value: host.value, aliased_variable: { id: host.id, scope: 'BUILT_IN' } });
  });

  it('resolves {{KEY}} references and reports the missing ones', async () => {
    const f = await fixture();
    const path = `/application/${f.applicationId}/environmentVariable`;
    expectStatus(
      await f.api.post(`/project/${f.projectId}/environmentVariable`, { key: 'HOST', value: 'db.local' }),
      201,
    );
    expectStatus(await f.api.post(path, { key: 'URL', value: 'postgres://{{HOST}}:{{PORT_NOPE}}/app' }), 201);
    expectStatus(
      await f.api.post(`/application/${f.applicationId}/secret`, { key: 'PASS', value: 'hunter2' }),
      201,
    );
    expectStatus(await f.api.post(path, { key: 'DSN', value: 'u:{{PASS}}@{{HOST}}' }), 201);
    const effective = expectStatus(await f.api.get(`/application/${f.applicationId}/effectiveVariable`), 200);
    const url = effective.results.find((row: { key: string }) => row.key === 'URL');
    expect(url).toMatchObject({
      value: 'postgres://db.local:{{PORT_NOPE}}/app',
      missing_references: ['PORT_NOPE'],
    });
    // A secret is never written into a value shown.
    const dsn = effective.results.find((row: { key: string }) => row.key === 'DSN');
    expect(dsn).toMatchObject({ value: 'u:{{PASS}}@db.local', missing_references: [] });
    const pass = effective.results.find((row: { key: string }) => row.key === 'PASS');
    expect(pass).toMatchObject({ value: null, is_secret: true });
  });

  it('imports into a service and the scopes above it, overwriting only when asked', async () => {
    const f = await fixture();
    const path = `/application/${f.applicationId}/environmentVariable/import`;
    const first = expectStatus(
      await f.api.post(path, {
        overwrite: false,
        vars: [
          { name: 'A', value: '1', scope: 'APPLICATION', is_secret: false },
          { name: 'B', value: 'secret-b', scope: 'ENVIRONMENT', is_secret: true },
          { name: 'C', value: '3', scope: 'PROJECT', is_secret: false },
        ],
      }),
      201,
    );
    expect(first.total_variables_to_import).toBe(3);
    expect(first.successful_imported_variables).toEqual([
      { name: 'A', value: '1', scope: 'APPLICATION', is_secret: false },
      { name: 'B', scope: 'ENVIRONMENT', is_secret: true },
      { name: 'C', value: '3', scope: 'PROJECT', is_secret: false },
    ]);
    const skipped = expectStatus(
      await f.api.post(path, {
        overwrite: false,
        vars: [{ name: 'A', value: '2', scope: 'APPLICATION', is_secret: false }],
      }),
      201,
    );
    expect(skipped).toEqual({ total_variables_to_import: 1, successful_imported_variables: [] });
    const overwritten = expectStatus(
      await f.api.post(path, {
        overwrite: true,
        vars: [{ name: 'A', value: '2', scope: 'APPLICATION', is_secret: false }],
      }),
      201,
    );
    expect(overwritten.successful_imported_variables).toHaveLength(1);
    const list = expectStatus(await f.api.get(`/application/${f.applicationId}/environmentVariable`), 200);
    expect(list.results.find((row: { key: string }) => row.key === 'A')).toMatchObject({ value: '2' });
    const wrongScope = errorOf(
      await f.api.post(path, {
        overwrite: false,
        vars: [{ name: 'D', value: '4', scope: 'CONTAINER', is_secret: false }],
      }),
    );
    expect(wrongScope.status).toBe(400);
    expect(wrongScope.body.message).toContain('body.vars.0.scope');
  });

  it('answers the effective set of helm and terraform services, each value with where it comes from', async () => {
    const f = await fixture();
    const requests = minimalRequests(f);
    const helm = expectStatus(await f.api.post(`/environment/${f.environmentId}/helm`, requests.helm), 201);
    const terraform = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/terraform`, requests.terraform),
      201,
    );
    const region = expectStatus(
      await f.api.post(`/project/${f.projectId}/environmentVariable`, { key: 'REGION', value: 'eu' }),
      201,
    );
    const own = (
      scope: 'HELM' | 'TERRAFORM',
      parentId: string,
      key: string,
      value: string,
      isSecret = false,
    ) =>
      f.api.post('/variable', {
        key,
        value,
        is_secret: isSecret,
        variable_scope: scope,
        variable_parent_id: parentId,
      });
    expectStatus(await own('HELM', helm.id, 'RELEASE', 'web-{{REGION}}'), 201);
    expectStatus(await own('HELM', helm.id, 'CHART_TOKEN', 'hidden-chart-token', true), 201);
    expectStatus(
      await f.api.post(`/variable/${region.id}/override`, {
        value: 'us',
        override_scope: 'TERRAFORM',
        override_parent_id: terraform.id,
      }),
      201,
    );

    const helmSet = expectStatus(await f.api.get(`/helm/${helm.id}/effectiveVariable`), 200);
    const helmByKey = new Map(helmSet.results.map((row: { key: string }) => [row.key, row]));
    expect(helmByKey.get('RELEASE')).toMatchObject({
      value: 'web-eu',
      scope: 'HELM',
      missing_references: [],
    });
    expect(helmByKey.get('REGION')).toMatchObject({
      value: 'eu',
      value_from: { id: region.id, scope: 'PROJECT' },
    });
    expect(helmByKey.get('CHART_TOKEN')).toMatchObject({ value: null, is_secret: true });
    expect(JSON.stringify(helmSet)).not.toContain('hidden-chart-token');

    const terraformSet = expectStatus(await f.api.get(`/terraform/${terraform.id}/effectiveVariable`), 200);
    const terraformRegion = terraformSet.results.find((row: { key: string }) => row.key === 'REGION');
    expect(terraformRegion).toMatchObject({
      value: 'us',
      scope: 'TERRAFORM',
      variable_type: 'OVERRIDE',
      shadowed: [{ id: region.id, scope: 'PROJECT' }],
    });
    expect(terraformSet.results.map((row: { key: string }) => row.key)).not.toContain('RELEASE');

    // The kind in the path must name the service, and another organization cannot read it.
    expect(errorOf(await f.api.get(`/terraform/${helm.id}/effectiveVariable`)).status).toBe(404);
    const other = await servicesFixture(t);
    expect(errorOf(await other.api.get(`/helm/${helm.id}/effectiveVariable`)).status).toBe(404);
  });

  it('reaches helm and terraform scopes through /variable, the parent checked by the access rules', async () => {
    const f = await fixture();
    const requests = minimalRequests(f);
    const helm = expectStatus(await f.api.post(`/environment/${f.environmentId}/helm`, requests.helm), 201);
    const created = expectStatus(
      await f.api.post('/variable', {
        key: 'CHART_VALUE',
        value: 'v',
        is_secret: false,
        variable_scope: 'HELM',
        variable_parent_id: helm.id,
      }),
      201,
    );
    expect(created).toMatchObject({ scope: 'HELM', service_type: 'HELM', is_secret: false, value: 'v' });
    const listed = expectStatus(await f.api.get(`/variable?parent_id=${helm.id}&scope=HELM`), 200);
    expect(listed.results.map((row: { key: string }) => row.key)).toContain('CHART_VALUE');
    const edited = expectStatus(
      await f.api.put(`/variable/${created.id}`, { key: 'CHART_VALUE', value: 'w' }),
      200,
    );
    expect(edited.value).toBe('w');
    // Another organization cannot name the parent.
    const other = await servicesFixture(t);
    const outside = errorOf(
      await other.api.post('/variable', {
        key: 'X',
        value: 'v',
        is_secret: false,
        variable_scope: 'HELM',
        variable_parent_id: helm.id,
      }),
    );
    expect(outside.status).toBe(404);
    expect(errorOf(await other.api.get(`/variable?parent_id=${helm.id}&scope=HELM`)).status).toBe(404);
    expect(errorOf(await other.api.delete(`/variable/${created.id}`)).status).toBe(404);
    // The scope must name the parent's kind.
    const mismatch = errorOf(
      await f.api.post('/variable', {
        key: 'Y',
        value: 'v',
        is_secret: false,
        variable_scope: 'TERRAFORM',
        variable_parent_id: helm.id,
      }),
    );
    expect(mismatch.status).toBe(404);
    expectStatus(await f.api.delete(`/variable/${created.id}`), 204);
  });

  it('deletes a variable with the aliases and overrides standing on it', async () => {
    const f = await fixture();
    const original = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/environmentVariable`, { key: 'X', value: '1' }),
      201,
    );
    expectStatus(
      await f.api.post(`/application/${f.applicationId}/environmentVariable/${original.id}/alias`, {
        key: 'Y',
      }),
      201,
    );
    expectStatus(
      await f.api.post(`/application/${f.applicationId}/environmentVariable/${original.id}/override`, {
        value: '2',
      }),
      201,
    );
    expectStatus(
      await f.api.delete(`/environment/${f.environmentId}/environmentVariable/${original.id}`),
      204,
    );
    const list = expectStatus(await f.api.get(`/application/${f.applicationId}/environmentVariable`), 200);
    expect(list.results.filter((row: { key: string }) => row.key === 'X' || row.key === 'Y')).toEqual([]);
  });
});

describe('variables of a cloned environment', () => {
  it('are copied with the services, secrets still sealed, aliases and overrides on the copies', async () => {
    const f = await fixture();
    const envVariable = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/environmentVariable`, {
        key: 'LEVEL',
        value: 'info',
      }),
      201,
    );
    expectStatus(
      await f.api.post(`/environment/${f.environmentId}/secret`, { key: 'TOKEN', value: 'tok-5f0b2c' }),
      201,
    );
    expectStatus(
      await f.api.post(`/application/${f.applicationId}/environmentVariable/${envVariable.id}/override`, {
        value: 'debug',
      }),
      201,
    );
    const list = expectStatus(await f.api.get(`/application/${f.applicationId}/environmentVariable`), 200);
    const dbHost = list.results.find(
      (row: { key: string; service_id?: string }) =>
        row.service_id === f.databaseId && row.key.endsWith('_HOST'),
    );
    expectStatus(
      await f.api.post(`/application/${f.applicationId}/environmentVariable/${dbHost.id}/alias`, {
        key: 'DB_HOST',
      }),
      201,
    );

    const clone = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/clone`, { name: 'copy' }),
      202,
    );
    const services = expectStatus(await f.api.get(`/environment/${clone.id}/application`), 200);
    const copiedApp = services.results[0].id;
    const copied = expectStatus(await f.api.get(`/application/${copiedApp}/environmentVariable`), 200);
    const byKey = new Map(copied.results.map((row: { key: string }) => [row.key, row]));
    const level = copied.results.find(
      (row: { key: string; variable_type: string }) => row.key === 'LEVEL' && row.variable_type === 'VALUE',
    );
    expect(level).toMatchObject({ scope: 'ENVIRONMENT', value: 'info', parent_id: clone.id });
    const override = copied.results.find(
      (row: { key: string; variable_type: string }) =>
        row.key === 'LEVEL' && row.variable_type === 'OVERRIDE',
    );
    expect(override).toMatchObject({
      value: 'debug',
      parent_id: copiedApp,
      overridden_variable: { scope: 'ENVIRONMENT' },
    });
    expect(override.overridden_variable.id).not.toBe(envVariable.id);
    const alias = byKey.get('DB_HOST') as { value: string; aliased_variable: { id: string; key: string } };
    expect(alias.aliased_variable.id).not.toBe(dbHost.id);
    expect(alias.value).not.toBe(dbHost.value);
    expect(alias.value).toBe(
      copied.results.find((row: { id: string }) => row.id === alias.aliased_variable.id).value,
    );

    const secrets = expectStatus(await f.api.get(`/environment/${clone.id}/secret`), 200);
    const token = secrets.results.find((row: { key: string }) => row.key === 'TOKEN');
    expect(token).toMatchObject({ scope: 'ENVIRONMENT', parent_id: clone.id });
    const [stored] = await t.db.select().from(variables).where(eq(variables.id, token.id));
    expect(stored?.sealedValue).toMatch(/^v1\./);
    expect(stored?.sealedValue).not.toContain('tok-5f0b2c');
  });
});

describe('secrets and the unified API', () => {
  it('show the original of an alias or override of a secret in aliased_secret / overridden_secret, never a value', async () => {
    const f = await fixture();
    const original = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/secret`, { key: 'STRIPE_KEY', value: 'sk_live_1' }),
      201,
    );
    expect(original).not.toHaveProperty('value');
    const alias = expectStatus(
      await f.api.post(`/application/${f.applicationId}/secret/${original.id}/alias`, { key: 'PAYMENT_KEY' }),
      201,
    );
    expect(alias).toMatchObject({
      variable_type: 'ALIAS',
      aliased_secret: { id: original.id, key: 'STRIPE_KEY', scope: 'ENVIRONMENT' },
    });
    const override = expectStatus(
      await f.api.post(`/variable/${original.id}/override`, {
        value: 'sk_test_2',
        override_scope: 'APPLICATION',
        override_parent_id: f.applicationId,
      }),
      201,
    );
    expect(override).toMatchObject({
      is_secret: true,
      value: null,
      overridden_variable: { id: original.id, value: null, scope: 'ENVIRONMENT' },
    });
    // A secret is not a variable: the variables' routes do not find it.
    expect(
      (
        await f.api.post(`/application/${f.applicationId}/environmentVariable/${original.id}/alias`, {
          key: 'X',
        })
      ).statusCode,
    ).toBe(404);
    // The unified override checks the scope too.
    const wider = errorOf(
      await f.api.post(`/variable/${override.id}/override`, {
        value: 'x',
        override_scope: 'APPLICATION',
        override_parent_id: f.applicationId,
      }),
    );
    expect(wider.status).toBe(400);
  });

  it('refuses BUILT_IN as a scope people write at, and writes from read-only credentials', async () => {
    const f = await fixture();
    const builtIn = errorOf(
      await f.api.post('/variable', {
        key: 'X',
        value: '1',
        is_secret: false,
        variable_scope: 'BUILT_IN',
        variable_parent_id: f.applicationId,
      }),
    );
    expect(builtIn.status).toBe(400);
    expect(builtIn.body.message).toContain('body.variable_scope');
    const reader = await t.createToken(f.organizationId, 'READ');
    const readOnly = apiClient(t, reader.value);
    const write = await readOnly.post('/variable', {
      key: 'X',
      value: '1',
      is_secret: false,
      variable_scope: 'APPLICATION',
      variable_parent_id: f.applicationId,
    });
    expect(write.statusCode).toBe(403);
    expect((await readOnly.get(`/variable?parent_id=${f.applicationId}&scope=APPLICATION`)).statusCode).toBe(
      200,
    );
  });
});
