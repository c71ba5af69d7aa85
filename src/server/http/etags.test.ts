import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, type Response } from '../testing/api';
import { authHeaders } from '../testing/seed';
import { minimalRequests, servicesFixture, type ServicesFixture } from '../testing/services';
import { type TestApp, testApp } from '../testing/testApp';
import { ifMatchHolds, ifNoneMatchHolds, oneAtATime, parseEntityTags } from './etags';

let t: TestApp;
let fixture: ServicesFixture;
beforeAll(async () => {
  t = await testApp();
  fixture = await servicesFixture(t);
});
afterAll(() => t.close());

/** A request with the fixture's admin credentials and extra headers, paths as the contract writes them. */
function send(
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  headers: Record<string, string> = {},
  payload?: object,
) {
  return t.app.inject({
    method,
    url: `/api${path}`,
    headers: { ...authHeaders.token(fixture.adminToken), ...headers },
    ...(payload ? { payload } : {}),
  });
}

const tagOf = (response: Response) => {
  const tag = response.headers.etag;
  if (typeof tag !== 'string') throw new Error(`No ETag on ${response.statusCode}: ${response.body}`);
  return tag;
};

async function newApplication(name: string) {
  const request = { ...minimalRequests(fixture).application, name };
  return expectStatus(
    await fixture.api.post(`/environment/${fixture.environmentId}/application`, request),
    201,
  ) as {
    id: string;
    name: string;
  };
}

const applicationEdit = (name: string) => ({ ...minimalRequests(fixture).application, name });

describe('ETags of editable resources', () => {
  it('answers a strong ETag on the GET of every kind of editable resource, and none on lists', async () => {
    const { organizationId, projectId, environmentId, registryId, helmRepositoryId } = fixture;
    const application = await newApplication('tagged');
    const paths = [
      `/organization/${organizationId}`,
      `/project/${projectId}`,
      `/environment/${environmentId}`,
      `/application/${application.id}`,
      `/organization/${organizationId}/containerRegistry/${registryId}`,
      `/organization/${organizationId}/helmRepository/${helmRepositoryId}`,
    ];
    for (const path of paths) {
      const read = await send('GET', path);
      expect(read.statusCode, path).toBe(200);
      expect(tagOf(read), path).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    }
    const list = await send('GET', `/organization/${organizationId}/project`);
    expect(list.statusCode).toBe(200);
    expect(list.headers.etag).toBeUndefined();
  });

  it('keeps the tag while the record is unchanged and changes it with a write, whose answer carries the new one', async () => {
    const application = await newApplication('versioned');
    const before = tagOf(await send('GET', `/application/${application.id}`));
    expect(tagOf(await send('GET', `/application/${application.id}`))).toBe(before);

    const edited = await send('PUT', `/application/${application.id}`, {}, applicationEdit('versioned-2'));
    expect(edited.statusCode).toBe(200);
    const after = tagOf(edited);
    expect(after).not.toBe(before);
    // The answer of the write is the representation a GET answers next, under the same tag.
    expect(tagOf(await send('GET', `/application/${application.id}`))).toBe(after);
  });

  it('refuses a PUT made from a stale version with 412 and the error body, leaving the record as it was', async () => {
    const application = await newApplication('contested');
    const stale = tagOf(await send('GET', `/application/${application.id}`));
    const first = await send(
      'PUT',
      `/application/${application.id}`,
      { 'if-match': stale },
      applicationEdit('theirs'),
    );
    expect(first.statusCode).toBe(200);

    const second = await send(
      'PUT',
      `/application/${application.id}`,
      { 'if-match': stale },
      applicationEdit('mine'),
    );
    expect(second.statusCode).toBe(412);
    expect(second.json()).toEqual({
      status: 412,
      error: 'Precondition Failed',
      message: expect.stringContaining(`Application ${application.id} changed since it was read`),
    });
    const read = await send('GET', `/application/${application.id}`);
    expect(read.json()).toMatchObject({ name: 'theirs' });
    expect(tagOf(read)).toBe(tagOf(first));
  });

  it('carries out a PUT whose If-Match names the current version, alone or in a list, or is *', async () => {
    const { projectId } = fixture;
    const current = tagOf(await send('GET', `/project/${projectId}`));
    const matching = await send(
      'PUT',
      `/project/${projectId}`,
      { 'if-match': current },
      { name: 'renamed-1' },
    );
    expect(matching.statusCode).toBe(200);
    expect(matching.json()).toMatchObject({ name: 'renamed-1' });

    const inList = await send(
      'PUT',
      `/project/${projectId}`,
      { 'if-match': `"stale-version", ${tagOf(matching)}` },
      { name: 'renamed-2' },
    );
    expect(inList.statusCode).toBe(200);

    const any = await send('PUT', `/project/${projectId}`, { 'if-match': '*' }, { name: 'renamed-3' });
    expect(any.statusCode).toBe(200);
    expect(any.json()).toMatchObject({ name: 'renamed-3' });

    // If-Match compares strongly: a weak tag never matches, even of the current version.
    const weak = await send(
      'PUT',
      `/project/${projectId}`,
      { 'if-match': `W/${tagOf(any)}` },
      { name: 'renamed-4' },
    );
    expect(weak.statusCode).toBe(412);
  });

  it('behaves as before without If-Match: the last write wins', async () => {
    const application = await newApplication('unconditional');
    await send('GET', `/application/${application.id}`);
    expect((await send('PUT', `/application/${application.id}`, {}, applicationEdit('one'))).statusCode).toBe(
      200,
    );
    const second = await send('PUT', `/application/${application.id}`, {}, applicationEdit('two'));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ name: 'two' });
    expect((await send('DELETE', `/application/${application.id}`)).statusCode).toBe(204);
  });

  it('refuses a DELETE made from a stale version with 412 and deletes with the current one', async () => {
    const application = await newApplication('doomed');
    const stale = tagOf(await send('GET', `/application/${application.id}`));
    const edited = await send('PUT', `/application/${application.id}`, {}, applicationEdit('doomed-2'));

    const refused = await send('DELETE', `/application/${application.id}`, { 'if-match': stale });
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({ status: 412, error: 'Precondition Failed' });
    expect((await send('GET', `/application/${application.id}`)).statusCode).toBe(200);

    const deleted = await send('DELETE', `/application/${application.id}`, { 'if-match': tagOf(edited) });
    expect(deleted.statusCode).toBe(204);
    expect((await send('GET', `/application/${application.id}`)).statusCode).toBe(404);
  });

  it('answers 404, not 412, when the record If-Match is about does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await send('DELETE', `/application/${missing}`, { 'if-match': '*' });
    expect(response.statusCode).toBe(404);
  });

  it('lets one of two writes made from the same version through, and refuses the other', async () => {
    const application = await newApplication('raced');
    const version = tagOf(await send('GET', `/application/${application.id}`));
    const [first, second] = await Promise.all([
      send('PUT', `/application/${application.id}`, { 'if-match': version }, applicationEdit('raced-a')),
      send('PUT', `/application/${application.id}`, { 'if-match': version }, applicationEdit('raced-b')),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 412]);
  });

  it('answers 304 without a body to a GET whose If-None-Match names the current version', async () => {
    const { environmentId } = fixture;
    const current = tagOf(await send('GET', `/environment/${environmentId}`));
    const cached = await send('GET', `/environment/${environmentId}`, { 'if-none-match': `W/${current}` });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    expect(cached.headers.etag).toBe(current);
    const stale = await send('GET', `/environment/${environmentId}`, { 'if-none-match': '"older"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toMatchObject({ id: environmentId });
  });

  it('lets browsers of other origins read the ETag and send If-Match', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api/project/${fixture.projectId}`,
      headers: {
        origin: 'https://elsewhere.example.com',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,if-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('if-match');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/project/${fixture.projectId}`,
      headers: { ...authHeaders.token(fixture.adminToken), origin: 'https://elsewhere.example.com' },
    });
    expect(String(read.headers['access-control-expose-headers'])).toContain('ETag');
  });
});

describe('entity tag conditions', () => {
  it('reads *, lists and weak tags', () => {
    expect(parseEntityTags(' * ')).toBe('*');
    expect(parseEntityTags('"a", W/"b",  "c,d"')).toEqual([
      { weak: false, opaque: '"a"' },
      { weak: true, opaque: '"b"' },
      { weak: false, opaque: '"c,d"' },
    ]);
  });

  it('compares strongly for If-Match and weakly for If-None-Match', () => {
    expect(ifMatchHolds('"x"', '"x"')).toBe(true);
    expect(ifMatchHolds('W/"x"', '"x"')).toBe(false);
    expect(ifMatchHolds('"y", "x"', '"x"')).toBe(true);
    expect(ifMatchHolds('not a tag', '"x"')).toBe(false);
    expect(ifNoneMatchHolds('W/"x"', '"x"')).toBe(true);
    expect(ifNoneMatchHolds('"y"', '"x"')).toBe(false);
  });
});

describe('one write of a record at a time', () => {
  it('starts the next write of the same record only once the one before has ended, failed or not', async () => {
    const events: string[] = [];
    let releaseFirst = () => {};
    const first = oneAtATime('/project/1', async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => (releaseFirst = resolve));
      events.push('first ends');
      throw new Error('refused');
    });
    const second = oneAtATime('/project/1', async () => {
      events.push('second starts');
      return 'second';
    });
    const other = oneAtATime('/project/2', async () => {
      events.push('other record');
      return 'other';
    });
    await expect(other).resolves.toBe('other');
    expect(events).toEqual(['first starts', 'other record']);
    releaseFirst();
    await expect(first).rejects.toThrow('refused');
    await expect(second).resolves.toBe('second');
    expect(events).toEqual(['first starts', 'other record', 'first ends', 'second starts']);
  });
});
