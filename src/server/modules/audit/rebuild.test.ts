import { describe, expect, it } from 'vitest';
import { configurationChanges, servicesOf, shownFields, variableOf } from './configurationDiff';
import { configurationBefore, currentConfiguration, flatten, type LoggedChange } from './rebuild';

const ENVIRONMENT = 'e0000000-0000-4000-8000-000000000001';
const WEB = 's0000000-0000-4000-8000-000000000001';
const API = 's0000000-0000-4000-8000-000000000002';
const OLD = 's0000000-0000-4000-8000-000000000003';

const environmentRow = { id: ENVIRONMENT, organization_id: 'o', name: 'production', mode: 'PRODUCTION' };
const web = {
  id: WEB,
  type: 'APPLICATION',
  name: 'web',
  environment_id: ENVIRONMENT,
  config: { cpu: 500, ports: [{ port: 80 }], healthchecks: { liveness: { path: '/ok' } } },
  config_version: 'v9',
};
const api = {
  id: API,
  type: 'CONTAINER',
  name: 'api',
  environment_id: ENVIRONMENT,
  config: { image: 'api:2' },
};
const variable = (key: string, value: string | null, extra: Record<string, unknown> = {}) => ({
  id: `v-${key}`,
  key,
  value,
  scope: 'APPLICATION',
  parent_id: WEB,
  service_id: WEB,
  is_secret: false,
  sealed_value: null,
  ...extra,
});

const now = currentConfiguration({
  environment: environmentRow,
  services: [web, api],
  variables: [
    variable('LOG_LEVEL', 'info'),
    variable('TOKEN', null, { is_secret: true, sealed_value: 'sealed:abc' }),
    variable('REGION', 'eu', { scope: 'ENVIRONMENT', parent_id: ENVIRONMENT, service_id: null }),
  ],
});

const event = (overrides: Partial<LoggedChange>): LoggedChange => ({
  eventType: 'UPDATE',
  targetId: WEB,
  targetName: 'web',
  targetType: 'APPLICATION',
  subTargetType: null,
  change: null,
  ...overrides,
});

describe('flatten', () => {
  it('opens objects into dotted paths as the log names fields, and keeps lists and nulls whole', () => {
    expect(flatten({ a: { b: { c: 1 }, d: [1, { e: 2 }] }, f: null })).toEqual({
      'a.b.c': 1,
      'a.d': [1, { e: 2 }],
      f: null,
    });
  });
});

describe('the configuration before a list of events', () => {
  it('puts back the `before` of each field an update changed, latest event first', () => {
    const past = configurationBefore(now, [
      event({ change: { 'config.cpu': { before: 250, after: 500 } } }),
      event({ change: { 'config.cpu': { before: 100, after: 250 }, name: { before: 'www', after: 'web' } } }),
      event({
        targetType: 'ENVIRONMENT',
        targetId: ENVIRONMENT,
        change: { mode: { before: 'STAGING', after: 'PRODUCTION' } },
      }),
    ]);
    const [, pastWeb] = servicesOf(past);
    expect(pastWeb).toMatchObject({ id: WEB, name: 'www', kind: 'APPLICATION' });
    expect(pastWeb?.fields['config.cpu']).toBe(100);
    expect(past.environment?.mode).toBe('STAGING');
    // The present is left as it was.
    expect(now.services.get(WEB)?.fields['config.cpu']).toBe(500);
  });

  it('drops what was created after the moment and brings back what was deleted after it', () => {
    const past = configurationBefore(now, [
      event({ eventType: 'CREATE', targetId: API, targetType: 'CONTAINER', change: {} }),
      event({
        eventType: 'DELETE',
        targetId: OLD,
        targetType: 'JOB',
        targetName: 'old',
        change: {
          name: { before: 'old', after: null },
          type: { before: 'JOB', after: null },
          'config.schedule.cronjob.scheduled_at': { before: '0 * * * *', after: null },
        },
      }),
    ]);
    expect(servicesOf(past).map((service) => [service.name, service.kind])).toEqual([
      ['old', 'JOB'],
      ['web', 'APPLICATION'],
    ]);
    expect(servicesOf(past)[0]?.fields).toEqual({
      name: 'old',
      'config.schedule.cronjob.scheduled_at': '0 * * * *',
    });
  });

  it('puts back a nested object a field replaced, and a null where an object now stands', () => {
    const past = configurationBefore(now, [
      event({ change: { 'config.healthchecks': { before: null, after: { liveness: { path: '/ok' } } } } }),
      event({ change: { 'config.ports': { before: { http: 80 }, after: [{ port: 80 }] } } }),
    ]);
    const fields = past.services.get(WEB)?.fields ?? {};
    expect(fields['config.healthchecks']).toBeNull();
    expect(fields['config.healthchecks.liveness.path']).toBeUndefined();
    expect(fields['config.ports.http']).toBe(80);
    expect(fields['config.ports']).toBeUndefined();
  });

  it('follows variables by their key through a rename, and marks a secret changed without a value', () => {
    const past = configurationBefore(now, [
      event({
        subTargetType: 'VARIABLE',
        targetName: 'LOG_LEVEL',
        change: { key: { before: 'LEVEL', after: 'LOG_LEVEL' }, value: { before: 'debug', after: 'info' } },
      }),
      event({ subTargetType: 'SECRET', targetName: 'TOKEN', change: { sealed_value: 'changed' } }),
      event({
        eventType: 'CREATE',
        subTargetType: 'VARIABLE',
        targetType: 'ENVIRONMENT',
        targetId: ENVIRONMENT,
        targetName: 'REGION',
      }),
    ]);
    const variables = [...past.variables.values()].map(variableOf).sort((a, b) => a.key.localeCompare(b.key));
    expect(variables).toEqual([
      {
        key: 'LEVEL',
        scope: 'APPLICATION',
        service_id: WEB,
        secret: false,
        value: 'debug',
        secret_changed_since: false,
      },
      {
        key: 'TOKEN',
        scope: 'APPLICATION',
        service_id: WEB,
        secret: true,
        value: null,
        secret_changed_since: true,
      },
    ]);
  });

  it("leaves out the platform's built-in variables, stored or logged", () => {
    const withBuiltIn = currentConfiguration({
      environment: environmentRow,
      services: [web],
      variables: [variable('QOVERY_HOST', null, { scope: 'BUILT_IN' })],
    });
    const past = configurationBefore(withBuiltIn, [
      event({
        eventType: 'DELETE',
        subTargetType: 'SECRET',
        targetType: 'DATABASE',
        targetName: 'PASSWORD',
        change: { key: { before: 'PASSWORD', after: null }, sealed_value: 'changed' },
      }),
    ]);
    expect(withBuiltIn.variables.size).toBe(0);
    expect(past.variables.size).toBe(0);
  });

  it("leaves out an application's built-ins, logged under the application's kind", () => {
    const past = configurationBefore(now, [
      event({
        eventType: 'DELETE',
        subTargetType: 'VARIABLE',
        targetType: 'APPLICATION',
        targetName: 'PLATFORM_APPLICATION_ZWEB_HOST_INTERNAL',
        change: {
          key: { before: 'PLATFORM_APPLICATION_ZWEB_HOST_INTERNAL', after: null },
          scope: { before: 'BUILT_IN', after: null },
          value: { before: 'web.internal', after: null },
        },
      }),
    ]);
    expect([...past.variables.values()].map((variable) => variable.fields.key)).not.toContain(
      'PLATFORM_APPLICATION_ZWEB_HOST_INTERNAL',
    );
  });

  it('has no environment before its creation', () => {
    const past = configurationBefore(now, [
      event({ eventType: 'CREATE', targetType: 'ENVIRONMENT', targetId: ENVIRONMENT, subTargetType: null }),
    ]);
    expect(past.environment).toBeNull();
  });
});

describe('what people read of it', () => {
  it('shows neither bookkeeping nor secret fields, whatever the row holds', () => {
    expect(
      shownFields({
        id: 'x',
        config_version: 'v',
        name: 'db',
        'config.password': 'p',
        'config.sealed_key': 's',
        'config.cpu': 1,
      }),
    ).toEqual({ 'config.cpu': 1, name: 'db' });
  });

  it('lists the changes since the moment per record and field, variables as fields of their owner', () => {
    const past = configurationBefore(now, [
      event({ change: { 'config.cpu': { before: 250, after: 500 } } }),
      event({ eventType: 'CREATE', targetId: API, targetType: 'CONTAINER' }),
      event({ subTargetType: 'SECRET', targetName: 'TOKEN', change: { sealed_value: 'changed' } }),
      event({
        subTargetType: 'VARIABLE',
        targetType: 'ENVIRONMENT',
        targetId: ENVIRONMENT,
        targetName: 'REGION',
        change: { value: { before: 'us', after: 'eu' } },
      }),
      event({
        eventType: 'DELETE',
        subTargetType: 'VARIABLE',
        targetName: 'GONE',
        change: {
          key: { before: 'GONE', after: null },
          value: { before: 'bye', after: null },
          scope: { before: 'APPLICATION', after: null },
          parent_id: { before: WEB, after: null },
          service_id: { before: WEB, after: null },
          is_secret: { before: false, after: null },
        },
      }),
    ]);
    const changes = configurationChanges(past, now, { id: ENVIRONMENT, name: 'production' });
    expect(changes).toEqual([
      {
        id: ENVIRONMENT,
        name: 'production',
        kind: 'ENVIRONMENT',
        change: 'CHANGED',
        fields: [{ field: 'variables.REGION', change: 'CHANGED', before: 'us', after: 'eu', secret: false }],
      },
      {
        id: WEB,
        name: 'web',
        kind: 'APPLICATION',
        change: 'CHANGED',
        fields: [
          { field: 'config.cpu', change: 'CHANGED', before: 250, after: 500, secret: false },
          { field: 'variables.GONE', change: 'REMOVED', before: 'bye', secret: false },
          { field: 'variables.TOKEN', change: 'CHANGED', secret: true },
        ],
      },
      {
        id: API,
        name: 'api',
        kind: 'CONTAINER',
        change: 'ADDED',
        fields: [
          { field: 'config.image', change: 'ADDED', after: 'api:2', secret: false },
          { field: 'name', change: 'ADDED', after: 'api', secret: false },
        ],
      },
    ]);
    expect(JSON.stringify(changes)).not.toContain('sealed:abc');
  });

  it('says nothing changed when no event came after the moment', () => {
    expect(configurationChanges(configurationBefore(now, []), now, { id: ENVIRONMENT, name: 'p' })).toEqual(
      [],
    );
  });
});
