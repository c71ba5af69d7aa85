import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  advancedSettingsEndpoints,
  type ApiTokenScope,
  defaultApplicationAdvancedSettings,
  type ApplicationAdvancedSettings,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { ServiceAdvancedSettingsPage } from './ServiceAdvancedSettingsPage';

const PROJECT_ID = '00000000-0000-4000-8000-0000000000a1';
const ENVIRONMENT_ID = '00000000-0000-4000-8000-0000000000b1';
const SERVICE_ID = '00000000-0000-4000-8000-0000000000c1';

function setUp(saved: Partial<ApplicationAdvancedSettings> = {}, scope: ApiTokenScope = 'ADMIN') {
  const api = mockApi();
  signInAs(api, scope);
  let current: ApplicationAdvancedSettings = { ...defaultApplicationAdvancedSettings, ...saved };
  api.on(advancedSettingsEndpoints.applicationGet, () => ({ body: current }));
  api.on(advancedSettingsEndpoints.applicationEdit, (request) => {
    current = { ...current, ...(request.body as Partial<ApplicationAdvancedSettings>) };
    return { status: 201, body: current };
  });
  const view = renderPage(ServiceAdvancedSettingsPage, {
    path: routePatterns.serviceAdvancedSettings,
    url: paths.serviceAdvancedSettings(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', SERVICE_ID),
  });
  return { ...view, api };
}

const rowOf = (key: string) => {
  const code = screen.getByText(key, { selector: 'code' });
  const row = code.closest('tr');
  if (!row) throw new Error(`No row for ${key}`);
  return row;
};

describe('advanced settings table', () => {
  it('lists every key with its value, default and what it does, the changed ones marked and filtered', async () => {
    const { user } = setUp({ 'build.timeout_max_sec': 600 });
    const table = await screen.findByRole('table', { name: 'Advanced settings of the application' });
    expect(within(table).getAllByRole('row')).toHaveLength(
      Object.keys(defaultApplicationAdvancedSettings).length + 1,
    );
    const timeout = rowOf('build.timeout_max_sec');
    expect(within(timeout).getByText('Changed')).toBeInTheDocument();
    expect(within(timeout).getByRole('textbox', { name: 'build.timeout_max_sec' })).toHaveValue('600');
    expect(within(timeout).getByText('1800')).toBeInTheDocument();
    expect(within(timeout).getByText('Seconds a build may run before it fails')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Changed from default (1)' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await user.click(screen.getByRole('checkbox', { name: 'Changed from default (1)' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search settings' }), 'cors');
    const keys = within(table)
      .getAllByText(/./, { selector: 'code' })
      .map((code) => code.textContent)
      .filter((text) => text?.includes('.'));
    expect(keys.every((key) => key?.includes('cors'))).toBe(true);
  });

  it('refuses a value of the wrong type on its row, naming the key, and saves nothing', async () => {
    const { user, api } = setUp();
    await screen.findByRole('table', { name: 'Advanced settings of the application' });
    const field = within(rowOf('build.timeout_max_sec')).getByRole('textbox', {
      name: 'build.timeout_max_sec',
    });
    await user.clear(field);
    await user.type(field, 'soon');
    // On the key's row (its detail line) and in the summary above the table.
    expect(screen.getAllByText('build.timeout_max_sec: must be a whole number')).toHaveLength(2);
    expect(
      screen
        .getAllByRole('alert')
        .some((alert) => alert.textContent?.includes('build.timeout_max_sec: must be a whole number')),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Save 1 change' })).toBeDisabled();
    expect(api.sent(advancedSettingsEndpoints.applicationEdit)).toHaveLength(0);
  });

  it('saves the edited keys with their count, and resets one to its default', async () => {
    const { user, api } = setUp({ 'build.timeout_max_sec': 600 });
    await screen.findByRole('table', { name: 'Advanced settings of the application' });
    await user.click(screen.getByRole('switch', { name: 'network.ingress.enable_cors' }));
    await user.click(screen.getByRole('button', { name: 'Reset build.timeout_max_sec to its default' }));
    await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));

    await waitFor(() => expect(api.sent(advancedSettingsEndpoints.applicationEdit)).toHaveLength(1));
    expect(api.sent(advancedSettingsEndpoints.applicationEdit)[0]?.body).toEqual({
      'network.ingress.enable_cors': true,
      'build.timeout_max_sec': 1800,
    });
    expect(await screen.findByText('2 settings saved. Redeploy to apply them.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('lets a person who may not edit the service read the settings, every control disabled and saying why', async () => {
    const { user, api } = setUp({ 'build.timeout_max_sec': 600 }, 'READ');
    await screen.findByRole('table', { name: 'Advanced settings of the application' });
    const reason = 'Needs Write access — your access here is Read';
    expect(
      await screen.findByText(`You can read these settings but not change them: ${reason}.`),
    ).toBeVisible();

    const timeout = within(rowOf('build.timeout_max_sec')).getByRole('textbox', {
      name: 'build.timeout_max_sec',
    });
    expect(timeout).toHaveValue('600');
    expect(timeout).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'network.ingress.enable_cors' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Reset build.timeout_max_sec to its default' }),
    ).not.toBeInTheDocument();

    await user.hover(timeout.closest('span') ?? timeout);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
    expect(api.sent(advancedSettingsEndpoints.applicationEdit)).toHaveLength(0);
  });
});
