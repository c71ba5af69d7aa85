import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  applicationEndpoints,
  environmentEndpoints,
  type EnvironmentMode,
  permissionEndpoints,
  type Permissions,
} from '../../../../../contract';
import { customRolePermissions, ORG_ID } from '../../../../test/fixtures';
import { apiError, mockApi } from '../../../../test/mockApi';
import { renderRoutes, signInAs } from '../../../../test/render';
import { application, PROJECT_ID } from '../../../../../contract/testing';
import { environment } from '../../testing/serviceApi';
import { CloneServiceDialog } from './CloneServiceDialog';

const FEATURE_ID = '88888888-0000-4000-8000-000000000001';
const PRODUCTION_ID = '88888888-0000-4000-8000-000000000002';
const web = application();
const development = environment({ name: 'dev', mode: 'DEVELOPMENT' });
const feature = environment({ id: FEATURE_ID, name: 'feature-x', mode: 'DEVELOPMENT' });
const production = environment({ id: PRODUCTION_ID, name: 'production', mode: 'PRODUCTION' });

/** A custom role: Manager on the shop project's development environments, Viewer on its other types. */
const devTeam = (managerOn: EnvironmentMode[] = ['DEVELOPMENT']) =>
  customRolePermissions({ id: PROJECT_ID, name: 'shop' }, managerOn);

function setUp(permissions: Permissions) {
  const api = mockApi().on(environmentEndpoints.list, {
    body: { results: [development, feature, production] },
  });
  signInAs(api, 'WRITE');
  api.on(permissionEndpoints.get, { body: permissions });
  const onCloned = vi.fn();
  const dialog = (
    <CloneServiceDialog
      kind="application"
      service={web}
      organizationId={ORG_ID}
      projectId={PROJECT_ID}
      open
      onClose={() => undefined}
      onCloned={onCloned}
    />
  );
  const view = renderRoutes([{ path: '/', element: dialog }], '/');
  return { api, onCloned, ...view };
}

async function openDestinations(user: ReturnType<typeof setUp>['user']) {
  const dialog = await screen.findByRole('dialog', { name: 'Clone web' });
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: /Environment/ })).toHaveTextContent('dev'),
  );
  await user.click(within(dialog).getByRole('combobox', { name: /Environment/ }));
  return dialog;
}

describe('cloning a service', () => {
  it('offers the environments the role may not create services in disabled, with the reason', async () => {
    const { user, api, onCloned } = setUp(devTeam());
    api.on(applicationEndpoints.clone, {
      status: 202,
      body: { ...web, id: 'cccccccc-9999-4000-8000-000000000000', environment: { id: FEATURE_ID } },
    });
    const dialog = await openDestinations(user);

    const productionOption = await screen.findByRole('option', { name: /production/ });
    expect(productionOption).toHaveAttribute('aria-disabled', 'true');
    expect(productionOption).toHaveTextContent(
      'Your role cannot create services in production environments of shop.',
    );
    const featureOption = screen.getByRole('option', { name: /feature-x/ });
    expect(featureOption).not.toHaveAttribute('aria-disabled', 'true');
    await user.click(featureOption);
    await user.click(within(dialog).getByRole('button', { name: 'Clone application' }));

    await waitFor(() => expect(onCloned).toHaveBeenCalled());
    expect(api.sent(applicationEndpoints.clone).map((request) => request.body)).toEqual([
      { name: 'web-copy', environment_id: FEATURE_ID },
    ]);
  });

  it('says so, and disables Clone with the reason, when no environment may take the copy', async () => {
    const { user, api } = setUp(devTeam([]));
    const dialog = await screen.findByRole('dialog', { name: 'Clone web' });
    const reason =
      'Your role cannot create services in any environment of shop, so this application cannot be cloned.';
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Clone application' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(reason);
    expect(
      within(dialog).getByText('None: your role may create services in no environment of the project.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /Environment/ }));
    for (const option of await screen.findAllByRole('option'))
      expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(api.sent(applicationEndpoints.clone)).toHaveLength(0);
  });

  it('shows the server’s refusal on the form when it refuses the clone anyway', async () => {
    const { user, api } = setUp(devTeam());
    const refusal =
      'Where the result lands (body.environment_id): Role "Dev team" holds VIEWER on PRODUCTION environments of this project';
    api.on(applicationEndpoints.clone, apiError(403, refusal));
    const dialog = await screen.findByRole('dialog', { name: 'Clone web' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Environment/ })).toHaveTextContent('dev'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Clone application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `You are not allowed to clone this application. ${refusal}.`,
    );
  });
});
