import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders } from '../testing/seed';
import { type TestApp, testApp } from '../testing/testApp';
import { pageWindowOf } from './pagination';

let t: TestApp;
let url: string;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  const org = await t.createOrganization();
  url = `/api/organization/${org.id}/project`;
  headers = authHeaders.token(org.adminToken.value);
  for (const name of ['echo', 'alpha', 'delta', 'Bravo', 'charlie']) {
    await t.app.inject({ method: 'POST', url, headers, payload: { name } });
  }
});
afterAll(() => t.close());

const names = (body: { results: { name: string }[] }) => body.results.map((project) => project.name);

describe('pagination', () => {
  it('answers every result and no pagination without page parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.json()).toEqual({ results: expect.any(Array) });
    expect(names(response.json())).toEqual(['alpha', 'Bravo', 'charlie', 'delta', 'echo']);
  });

  it('answers one page with its pagination', async () => {
    const second = await t.app.inject({ method: 'GET', url: `${url}?page=2&page_size=2`, headers });
    expect(second.statusCode).toBe(200);
    expect(names(second.json())).toEqual(['charlie', 'delta']);
    expect(second.json().pagination).toEqual({ page: 2, page_size: 2, total_count: 5, total_pages: 3 });

    const last = await t.app.inject({ method: 'GET', url: `${url}?page=3&page_size=2`, headers });
    expect(names(last.json())).toEqual(['echo']);

    const beyond = await t.app.inject({ method: 'GET', url: `${url}?page=9&page_size=2`, headers });
    expect(beyond.json()).toEqual({
      results: [],
      pagination: { page: 9, page_size: 2, total_count: 5, total_pages: 3 },
    });

    const sizeOnly = await t.app.inject({ method: 'GET', url: `${url}?page_size=4`, headers });
    expect(sizeOnly.json().pagination).toEqual({ page: 1, page_size: 4, total_count: 5, total_pages: 2 });
  });

  it('answers 400 for bad page parameters', async () => {
    const cases: [string, string][] = [
      ['page=0', 'query.page: must be at least 1'],
      ['page=abc', 'query.page: must be a number'],
      ['page=1.5', 'query.page: must be an integer'],
      ['page_size=101', 'query.page_size: must be at most 100'],
      ['page_size=-1', 'query.page_size: must be at least 1'],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 400, error: 'Bad Request', message });
    }
  });
});

describe('pageWindowOf', () => {
  it('turns page numbers into LIMIT and OFFSET', () => {
    expect(pageWindowOf({})).toBeNull();
    expect(pageWindowOf({ page: 3, page_size: 10 })).toEqual({
      page: 3,
      pageSize: 10,
      limit: 10,
      offset: 20,
    });
    expect(pageWindowOf({ page: 2 })).toEqual({ page: 2, pageSize: 20, limit: 20, offset: 20 });
  });
});
