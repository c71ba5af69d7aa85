import { describe, expect, it } from 'vitest';
import { projectEndpoints } from '../../../contract';
import { mockApi } from '../../test/mockApi';
import { createQueryClient } from '../queryClient';
import { call } from './client';
import { entityTagOf } from './entityTags';

const project = (name: string) => ({
  id: 'p1',
  name,
  description: '',
  updated_at: `2026-01-01T00:00:0${name.length}Z`,
});

describe("the versions (ETags) of the API's answers", () => {
  it('keeps the ETag of an answer with the object it answered, and nothing for answers without one', async () => {
    mockApi()
      .on(projectEndpoints.get, { body: project('web'), headers: { ETag: '"v1"' } })
      .on(projectEndpoints.list, { body: { results: [project('web')] } });
    const read = await call(projectEndpoints.get, { params: { projectId: 'p1' } });
    expect(entityTagOf(read)).toBe('"v1"');
    const list = await call(projectEndpoints.list, { params: { organizationId: 'o1' } });
    expect(entityTagOf(list)).toBeUndefined();
    expect(entityTagOf(list.results[0])).toBeUndefined();
  });

  it('sends the version of the copy a write was made from as If-Match, and none for a copy without one', async () => {
    const api = mockApi()
      .on(projectEndpoints.get, { body: project('web'), headers: { ETag: '"v1"' } })
      .on(projectEndpoints.edit, { body: project('shop'), headers: { ETag: '"v2"' } });
    const opened = await call(projectEndpoints.get, { params: { projectId: 'p1' } });
    const saved = await call(projectEndpoints.edit, {
      params: { projectId: 'p1' },
      body: { name: 'shop' },
      basedOn: opened,
    });
    // The answer of the write is the version the next write goes from.
    expect(entityTagOf(saved)).toBe('"v2"');
    await call(projectEndpoints.edit, {
      params: { projectId: 'p1' },
      body: { name: 'web' },
      basedOn: { ...opened },
    });
    await call(projectEndpoints.edit, { params: { projectId: 'p1' }, body: { name: 'web' } });
    expect(api.sent(projectEndpoints.edit).map((request) => request.headers.get('If-Match'))).toEqual([
      '"v1"',
      null,
      null,
    ]);
  });

  it("keeps each cached record's version when a refetch brings a changed record, and the old one when unchanged", async () => {
    let answer = { body: project('web'), headers: { ETag: '"v1"' } };
    mockApi().on(projectEndpoints.get, () => answer);
    const queryClient = createQueryClient(
      { onUnauthorized: () => {}, onRateLimited: () => {} },
      { retry: false },
    );
    const options = {
      queryKey: ['project', 'p1'],
      queryFn: () => call(projectEndpoints.get, { params: { projectId: 'p1' } }),
    };
    const first = await queryClient.fetchQuery(options);
    expect(entityTagOf(first)).toBe('"v1"');

    answer = { body: { ...project('web'), description: 'changed' }, headers: { ETag: '"v2"' } };
    await queryClient.refetchQueries({ queryKey: ['project', 'p1'] });
    const changed = queryClient.getQueryData<object>(['project', 'p1']);
    expect(changed).not.toBe(first);
    expect(entityTagOf(changed)).toBe('"v2"');
    expect(entityTagOf(first)).toBe('"v1"');

    answer = { body: { ...project('web'), description: 'changed' }, headers: { ETag: '"v2"' } };
    await queryClient.refetchQueries({ queryKey: ['project', 'p1'] });
    expect(queryClient.getQueryData(['project', 'p1'])).toBe(changed);
  });
});
