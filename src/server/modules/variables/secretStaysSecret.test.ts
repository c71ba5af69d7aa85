import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, type PlatformFixture, platformFixture } from '../../testing/api';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
let f: PlatformFixture;
beforeAll(async () => {
  t = await testApp();
  f = await platformFixture(t);
});
afterAll(() => t.close());

const SECRET_STAYS =
  'body.is_secret: must stay true: a secret cannot become a plain variable (its value would be shown)';
const key = () => t.unique('KEY').replaceAll('-', '_');

async function secretOf(path: string) {
  return expectStatus(await f.api.post(`${path}/secret`, { key: key(), value: 'hunter2' }), 201);
}

describe('is_secret on an edit', () => {
  it('cannot turn a secret into a plain variable on its own route, at any scope', async () => {
    for (const parent of [`/project/${f.projectId}`, `/environment/${f.environmentId}`]) {
      const secret = await secretOf(parent);
      const response = await f.api.put(`${parent}/secret/${secret.id}`, {
        key: secret.key,
        value: 'hunter2',
        is_secret: false,
      });
      expect(response.statusCode, parent).toBe(400);
      expect(response.json().message).toBe(SECRET_STAYS);
    }
  });

  it('cannot turn a secret into a plain variable through /variable, which still shows no value', async () => {
    const secret = await secretOf(`/environment/${f.environmentId}`);
    const response = await f.api.put(`/variable/${secret.id}`, { key: secret.key, is_secret: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SECRET_STAYS);

    const listed = expectStatus(
      await f.api.get(`/variable?scope=ENVIRONMENT&parent_id=${f.environmentId}&is_secret=true`),
      200,
    );
    expect(listed.results.find((variable: { id: string }) => variable.id === secret.id)).toMatchObject({
      is_secret: true,
      value: null,
    });
  });

  it('cannot turn a plain variable into a secret', async () => {
    const variable = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/environmentVariable`, { key: key(), value: 'v' }),
      201,
    );
    const response = await f.api.put(`/variable/${variable.id}`, { key: variable.key, is_secret: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'body.is_secret: must stay false: a plain variable cannot become a secret; create a secret and delete the variable',
    );
  });

  it('may say what the record is', async () => {
    const secret = await secretOf(`/environment/${f.environmentId}`);
    expectStatus(await f.api.put(`/variable/${secret.id}`, { key: secret.key, is_secret: true }), 200);
    expectStatus(
      await f.api.put(`/environment/${f.environmentId}/secret/${secret.id}`, {
        key: secret.key,
        is_secret: true,
      }),
      200,
    );
  });
});
