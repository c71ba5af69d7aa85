import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, type PlatformFixture, platformFixture } from '../testing/api';
import { awsClusterRequest } from '../testing/clusters';
import { type TestApp, testApp } from '../testing/testApp';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await testApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: { status?: number; message?: string; [key: string]: unknown };
}

/** One request over a real connection, with exactly these headers and bytes (no client adds its own). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}/api${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text === '' ? {} : JSON.parse(text) });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A new cluster of the fixture's organization, with credentials, not installed yet: its path. */
async function newCluster(fixture: PlatformFixture) {
  const credentials = expectStatus(
    await fixture.api.post(`/organization/${fixture.organizationId}/aws/credentials`, {
      name: t.unique('aws'),
      access_key_id: 'AKIAIOSFODNN7EXAMPLE',
      secret_access_key: 'wJalrXUtnFEMI/K7MDENG',
    }),
    201,
  );
  const url = `/organization/${fixture.organizationId}/cluster`;
  const request = awsClusterRequest({ ...fixture, credentials }, { name: t.unique('cluster') });
  return `${url}/${expectStatus(await fixture.api.post(url, request), 201).id}`;
}

/** What axios sends on a call without a body: a form type over no bytes at all. */
const axiosBodyless = (token: string) => ({
  Authorization: `Token ${token}`,
  Accept: 'application/json, text/plain, */*',
  'Content-Type': 'application/x-www-form-urlencoded',
  'Content-Length': '0',
  'User-Agent': 'axios/1.18.1',
});

describe('an empty body is no body, whatever type it declares', () => {
  it('lets body-less actions through when the client declares a form body of zero bytes', async () => {
    const fixture = await platformFixture(t);
    const headers = axiosBodyless(fixture.adminToken);
    const cluster = await newCluster(fixture);

    const deployed = await send('POST', `${cluster}/deploy`, headers);
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(201);
    expect(deployed.body).toMatchObject({ status: 'DEPLOYMENT_QUEUED' });

    const stages = `/environment/${fixture.environmentId}/deploymentStage`;
    const [first, second] = expectStatus(await fixture.api.get(stages), 200).results as { id: string }[];
    const moved = await send('PUT', `/deploymentStage/${first?.id}/moveAfter/${second?.id}`, headers);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const order = (moved.body.results as { id: string }[]).map((stage) => stage.id);
    expect(order.indexOf(first?.id ?? '')).toBe(order.indexOf(second?.id ?? '') + 1);
  });

  it('reads a declared JSON type over zero bytes, or a chunked empty body, as no body too', async () => {
    const fixture = await platformFixture(t);
    const token = `Token ${fixture.adminToken}`;
    const stages = `/environment/${fixture.environmentId}/deploymentStage`;
    const [first, second] = expectStatus(await fixture.api.get(stages), 200).results as { id: string }[];
    const asJson = await send('PUT', `/deploymentStage/${second?.id}/moveBefore/${first?.id}`, {
      Authorization: token,
      'Content-Type': 'application/json',
      'Content-Length': '0',
    });
    expect(asJson.status, JSON.stringify(asJson.body)).toBe(200);
    const chunked = await send('POST', `${await newCluster(fixture)}/deploy`, {
      Authorization: token,
      'Content-Type': 'text/plain',
      'Transfer-Encoding': 'chunked',
    });
    expect(chunked.status, JSON.stringify(chunked.body)).toBe(201);
  });

  it('answers an operation that needs a body "body: is required" (400), not 415', async () => {
    const fixture = await platformFixture(t);
    const answer = await send(
      'POST',
      `/organization/${fixture.organizationId}/project`,
      axiosBodyless(fixture.adminToken),
    );
    expect(answer).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', message: 'body: is required' },
    });
  });

  it('keeps 415 for a body that is there and is not JSON', async () => {
    const fixture = await platformFixture(t);
    const answer = await send(
      'POST',
      `/organization/${fixture.organizationId}/project`,
      { Authorization: `Token ${fixture.adminToken}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      'name=web',
    );
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({
      status: 415,
      message: 'Request bodies must be JSON: send Content-Type: application/json',
    });
  });
});

describe('a JSON body that is not UTF-8', () => {
  it('answers 400 saying so, and stores nothing', async () => {
    const fixture = await platformFixture(t);
    const projects = `/organization/${fixture.organizationId}/project`;
    // "caf" then a lone Latin-1 "é" (0xE9): no UTF-8 sequence starts that way before a quote.
    const latin1 = Buffer.concat([Buffer.from('{"name":"caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const answer = await send(
      'POST',
      projects,
      { Authorization: `Token ${fixture.adminToken}`, 'Content-Type': 'application/json' },
      latin1,
    );
    expect(answer).toEqual({
      status: 400,
      body: { status: 400, error: 'Bad Request', message: 'body: is not valid UTF-8' },
    });
    const names = (expectStatus(await fixture.api.get(projects), 200).results as { name: string }[]).map(
      (project) => project.name,
    );
    expect(names.some((name) => name.startsWith('caf'))).toBe(false);
  });

  it('still reads well-formed UTF-8 beyond ASCII', async () => {
    const fixture = await platformFixture(t);
    const answer = await send(
      'POST',
      `/organization/${fixture.organizationId}/project`,
      { Authorization: `Token ${fixture.adminToken}`, 'Content-Type': 'application/json; charset=utf-8' },
      Buffer.from(JSON.stringify({ name: 'café 東京' }), 'utf8'),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.name).toBe('café 東京');
  });
});
