import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billingEndpoints, type ApiTokenScope, type BillingInfo } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { billingInfo } from '../testing/fixtures';
import { BillingPage } from './BillingPage';

function setUp(info: BillingInfo = billingInfo(), scope: ApiTokenScope = 'ADMIN') {
  const api = mockApi().on(billingEndpoints.get, { body: info });
  signInAs(api, scope);
  const view = renderPage(BillingPage, { path: routePatterns.billing, url: paths.billing(ORG_ID) });
  return { api, ...view };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save changes' });

async function replace(user: ReturnType<typeof setUp>['user'], label: RegExp | string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

describe('billing info', () => {
  it('checks the email before saving', async () => {
    const { user, api } = setUp();
    await screen.findByDisplayValue('billing@acme.example.com');
    await replace(user, /Billing email/, 'billing-at-acme');
    await user.click(save());
    await waitFor(() =>
      expect(field(/Billing email/)).toHaveAccessibleDescription('Billing email must be an email address'),
    );
    expect(api.sent(billingEndpoints.edit)).toHaveLength(0);
  });

  it('asks a US address for its state code', async () => {
    const { user, api } = setUp();
    await screen.findByDisplayValue('billing@acme.example.com');
    await replace(user, /State/, '');
    await user.click(save());
    await waitFor(() =>
      expect(field(/State/)).toHaveAccessibleDescription('State is required for a US address'),
    );
    await replace(user, /State/, 'ZZ');
    await user.click(save());
    await waitFor(() =>
      expect(field(/State/)).toHaveAccessibleDescription('State must be a US state code (such as CA)'),
    );
    expect(api.sent(billingEndpoints.edit)).toHaveLength(0);
  });

  it('refuses a state outside the US', async () => {
    const { user, api } = setUp(billingInfo({ country_code: 'FR', state: 'CA' }));
    await screen.findByDisplayValue('billing@acme.example.com');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveTextContent('France (FR)');
    await replace(user, /City/, 'Paris');
    await user.click(save());
    await waitFor(() =>
      expect(field(/State/)).toHaveAccessibleDescription('State applies to US addresses only'),
    );
    expect(api.sent(billingEndpoints.edit)).toHaveLength(0);
  });

  it('checks the shape of a VAT number, then sends it and the country code as the API takes them', async () => {
    const { user, api } = setUp(billingInfo({ country_code: 'FR', state: null }));
    api.on(billingEndpoints.edit, (request) => ({ body: { ...billingInfo(), ...(request.body as object) } }));
    await screen.findByDisplayValue('billing@acme.example.com');
    await replace(user, /VAT number/, '12345');
    await user.click(save());
    await waitFor(() =>
      expect(field(/VAT number/)).toHaveAccessibleDescription(
        'VAT number must be two country letters and 2 to 13 letters or digits (such as FR12345678901)',
      ),
    );
    expect(api.sent(billingEndpoints.edit)).toHaveLength(0);

    await replace(user, /VAT number/, 'fr 123 456 789 01');
    await user.click(save());
    await waitFor(() => expect(api.sent(billingEndpoints.edit)).toHaveLength(1), { timeout: 20_000 });
    expect(api.sent(billingEndpoints.edit)[0]?.body).toMatchObject({
      country_code: 'FR',
      state: null,
      vat_number: 'FR12345678901',
    });
    expect(await screen.findByText('Billing info saved.')).toBeInTheDocument();
  });

  it('does not save a country code that is not one', async () => {
    const { user, api } = setUp(billingInfo({ country_code: 'UK', state: null }));
    await screen.findByDisplayValue('billing@acme.example.com');
    await replace(user, /City/, 'London');
    await user.click(save());
    await waitFor(() =>
      expect(
        screen.getByText('Country is “UK”, which is not one of the choices: choose one'),
      ).toBeInTheDocument(),
    );
    expect(api.sent(billingEndpoints.edit)).toHaveLength(0);
  });

  it("shows the server's refusals: on the field it names, else above the form", async () => {
    const { user, api } = setUp();
    await screen.findByDisplayValue('billing@acme.example.com');
    api.on(billingEndpoints.edit, apiError(400, 'body.zip: must be at most 20 characters'));
    await replace(user, /City/, 'Shelbyville');
    await user.click(save());
    await waitFor(() =>
      expect(field(/ZIP or postal code/)).toHaveAccessibleDescription(
        'ZIP or postal code must be at most 20 characters',
      ),
    );

    api.on(billingEndpoints.edit, apiError(409, 'The billing info changed meanwhile: reload it'));
    await user.click(save());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The billing info changed meanwhile: reload it/)).toBeInTheDocument();
  });

  it('is for admins only, saying why, without asking the API', async () => {
    const { api } = setUp(billingInfo(), 'WRITE');
    expect(await screen.findByText(/Only admins see and change the billing info/)).toBeInTheDocument();
    expect(api.sent(billingEndpoints.get)).toHaveLength(0);
  });
});
