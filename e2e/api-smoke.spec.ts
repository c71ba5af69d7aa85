import { errorBody } from '../src/contract/common';
import { organizationEndpoints } from '../src/contract/endpoints';
import { endpointOf } from '../src/contract/endpoints/all';
import { expect, test } from './fixtures';

test.describe('API smoke', () => {
  test('publishes its OpenAPI 3.0 document without credentials', async ({ request }) => {
    const response = await request.get('/api/openapi.json');

    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const document = (await response.json()) as { openapi?: unknown };
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
  });

  test('shows the demo organization to its admin token', async ({ request, adminToken, api }) => {
    const response = await request.get('/api/organization', {
      headers: { Authorization: `Token ${adminToken}` },
    });

    expect(response.status()).toBe(200);
    const { results } = endpointOf(organizationEndpoints.list).response.parse(await response.json());
    expect(results).toHaveLength(1);
    const demo = results[0]!; // one, as checked above
    const organization = await api.call(organizationEndpoints.get, { params: { organizationId: demo.id } });
    expect(organization).toMatchObject({ id: demo.id, name: demo.name });
  });

  test('answers 401 with the error body when no credentials are sent', async ({ request }) => {
    const response = await request.get('/api/organization');

    expect(response.status()).toBe(401);
    const body = errorBody.parse(await response.json());
    expect(body.status).toBe(401);
    expect(body.error).not.toBe('');
    expect(body.message).not.toBe('');
  });
});
