import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type ApiTokenScope,
  databaseConnectionEndpoints,
  databaseEndpoints,
  type Database,
} from '../../../../contract';
import { paths } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { database, ENVIRONMENT_ID, PROJECT_ID } from '../../../../contract/testing';
import { renderServicePage } from '../testing/renderServicePage';

const db = database();
const credentials = { host: db.host, port: 5432, login: 'superuser', password: 'Pa55-word-from-the-server' };

function renderOverview(scope: ApiTokenScope = 'WRITE') {
  return renderServicePage(
    'database',
    db,
    paths.service(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'database', db.id),
    undefined,
    scope,
  );
}

describe('a database’s connection', () => {
  it('shows host, port and login, and reads the password only when Reveal is pressed', async () => {
    const { user, api } = renderOverview();
    api.on(databaseConnectionEndpoints.credentials, { body: credentials });
    const card = await screen.findByRole('region', { name: 'Connection' });
    expect(within(card).getByText('zmain-db.internal')).toBeInTheDocument();
    expect(within(card).getByText('5432')).toBeInTheDocument();
    expect(within(card).getByText('superuser')).toBeInTheDocument();
    expect(within(card).getByLabelText('Password: hidden')).toBeInTheDocument();
    expect(api.sent(databaseConnectionEndpoints.credentials)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Reveal' }));
    expect(await within(card).findByText(credentials.password)).toBeInTheDocument();
    expect(api.sent(databaseConnectionEndpoints.credentials)).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: 'Copy the password' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(credentials.password);

    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(within(card).queryByText(credentials.password)).not.toBeInTheDocument();
    expect(api.sent(databaseConnectionEndpoints.credentials)).toHaveLength(1);
  });

  it('rotates the password after a confirmation naming the database and the redeploy it needs', async () => {
    const { user, api } = renderOverview();
    api.on(databaseConnectionEndpoints.rotateCredentials, {
      body: { ...credentials, password: 'a-brand-new-password-0042' },
    });
    const card = await screen.findByRole('region', { name: 'Connection' });
    await user.click(within(card).getByRole('button', { name: 'Rotate password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the password of main-db?' });
    expect(dialog).toHaveTextContent('main-db needs a redeploy');
    expect(api.sent(databaseConnectionEndpoints.rotateCredentials)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rotate password' }));

    await waitFor(() => expect(api.sent(databaseConnectionEndpoints.rotateCredentials)).toHaveLength(1));
    expect(api.sent(databaseConnectionEndpoints.rotateCredentials)[0]?.body).toEqual({});
    expect(await screen.findByText(/New password for main-db\. Redeploy it/)).toBeInTheDocument();
    expect(await within(card).findByText('a-brand-new-password-0042')).toBeInTheDocument();
  });

  it('says why a viewer can neither reveal nor rotate', async () => {
    renderOverview('READ');
    const card = await screen.findByRole('region', { name: 'Connection' });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Reveal' })).toBeDisabled());
    expect(within(card).getByRole('button', { name: 'Rotate password' })).toBeDisabled();
    expect(within(card).getByText('zmain-db.internal')).toBeInTheDocument();
  });
});

describe('a database’s version in its settings', () => {
  it('offers the versions the server says it can move to, and saves the one chosen', async () => {
    const { user, api } = renderServicePage(
      'database',
      db,
      paths.serviceSettings(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'database', db.id, 'configuration'),
    );
    api.on(databaseConnectionEndpoints.versions, { body: { results: [{ name: '17' }, { name: '16' }] } });
    api.on(databaseEndpoints.edit, (request) => ({
      body: { ...db, ...(request.body as Partial<Database>) } as Database,
    }));
    const form = await screen.findByRole('form', { name: 'Configuration' });
    await user.click(within(form).getByRole('combobox', { name: /Version/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['17', '16']);
    await user.click(screen.getByRole('option', { name: '17' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.sent(databaseEndpoints.edit)).toHaveLength(1));
    expect(api.sent(databaseEndpoints.edit)[0]?.body).toMatchObject({ version: '17' });
  });
});
