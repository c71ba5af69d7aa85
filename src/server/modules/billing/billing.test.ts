import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectStatus } from '../../testing/api';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const valid = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'billing@example.com',
  address: '12 rue de la Paix',
  city: 'Paris',
  zip: '75002',
  country_code: 'FR',
  company: 'Analytical Engines',
  vat_number: 'fr 12 345678901',
};

describe('billing info', () => {
  it('answers nulls until written, then what was written, the VAT number normalised', async () => {
    const org = await t.createOrganization();
    const api = apiClient(t, org.adminToken.value);
    const empty = expectStatus(await api.get(`/organization/${org.id}/billingInfo`), 200);
    expect(Object.values(empty).every((value) => value === null)).toBe(true);
    const written = expectStatus(await api.put(`/organization/${org.id}/billingInfo`, valid), 200);
    expect(written).toEqual({ ...valid, state: null, vat_number: 'FR12345678901' });
    expect(expectStatus(await api.get(`/organization/${org.id}/billingInfo`), 200)).toEqual(written);
  });

  it.each([
    [{ email: 'not-an-email' }, 'body.email: must be an email address'],
    [
      { country_code: 'XX' },
      'body.country_code: must be an ISO 3166-1 alpha-2 country code (such as FR or US)',
    ],
    [{ state: 'CA' }, 'body.state: applies to US addresses only'],
    [{ country_code: 'US' }, 'body.state: is required for a US address'],
    [{ country_code: 'US', state: 'ZZ' }, 'body.state: must be a US state code (such as CA)'],
    [
      { vat_number: '12345' },
      'body.vat_number: must be two country letters and 2 to 13 letters or digits (such as FR12345678901)',
    ],
    [{ city: '' }, 'body.city: is required'],
  ])('refuses %o naming the field', async (change, message) => {
    const org = await t.createOrganization();
    const response = await apiClient(t, org.adminToken.value).put(`/organization/${org.id}/billingInfo`, {
      ...valid,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, error: 'Bad Request', message });
  });

  it('takes a US address with its state', async () => {
    const org = await t.createOrganization();
    const written = expectStatus(
      await apiClient(t, org.adminToken.value).put(`/organization/${org.id}/billingInfo`, {
        ...valid,
        country_code: 'US',
        state: 'CA',
        vat_number: '',
      }),
      200,
    );
    expect(written).toMatchObject({ country_code: 'US', state: 'CA', vat_number: null });
  });
});
