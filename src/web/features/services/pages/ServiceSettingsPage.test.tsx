import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationEndpoints, type Application } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../../../contract/testing';
import { renderServicePage } from '../testing/renderServicePage';
import { toEditRequest } from '../model/editRequest';

const web = application();
const settingsUrl = (section?: string) =>
  paths.serviceSettings(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', web.id, section);

describe('service settings', () => {
  it('saves a section with a PUT of every editable field', async () => {
    const { user, api } = renderServicePage('application', web, settingsUrl('resources'));
    api.on(applicationEndpoints.edit, (request) => ({
      body: { ...web, ...(request.body as Partial<Application>), ports: web.ports } as Application,
    }));
    const form = await screen.findByRole('form', { name: 'Resources' });
    expect(screen.getByRole('heading', { level: 1, name: 'web' })).toBeInTheDocument();
    const save = within(form).getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await user.clear(within(form).getByLabelText(/^Memory/));
    await user.type(within(form).getByLabelText(/^Memory/), '2048');
    expect(within(form).getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save);

    await waitFor(() => expect(api.sent(applicationEndpoints.edit)).toHaveLength(1));
    const sent = api.sent(applicationEndpoints.edit)[0];
    expect(sent?.path).toBe(`/application/${web.id}`);
    expect(sent?.body).toEqual({ ...toEditRequest('application', web), memory: 2048 });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('says which other section stops a save, since saving sends every section', async () => {
    const { user, api } = renderServicePage('application', web, settingsUrl('ports'));
    const form = await screen.findByRole('form', { name: 'Ports' });
    await user.click(within(form).getByRole('button', { name: 'Remove port 1' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent("Health checks: port 8080 is not one of the service's ports");
    expect(within(alert).getByRole('link', { name: 'Health checks' })).toHaveAttribute(
      'href',
      settingsUrl('healthchecks'),
    );
    expect(api.sent(applicationEndpoints.edit)).toHaveLength(0);
  });

  it('asks before leaving a section with unsaved changes, and discards on request', async () => {
    const { user, router } = renderServicePage('application', web, settingsUrl('general'));
    const description = await screen.findByLabelText('Description');
    await user.type(description, ' (EU)');
    await user.click(screen.getByRole('link', { name: 'Ports' }));

    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(settingsUrl('general'));
    expect(screen.getByLabelText('Description')).toHaveValue('The public website (EU)');

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('Description')).toHaveValue('The public website');
    await user.click(screen.getByRole('link', { name: 'Ports' }));
    expect(await screen.findByRole('form', { name: 'Ports' })).toBeInTheDocument();
  });

  it('deletes only once the name is typed, then leaves for the environment', async () => {
    const { user, api } = renderServicePage('application', web, settingsUrl('danger'));
    api.on(applicationEndpoints.delete, { status: 204 });
    const remove = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Delete' });
      expect(button).toBeEnabled();
      return button;
    });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete application?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete application' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type web to confirm'), 'we');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type web to confirm'), 'b');
    await user.click(confirm);

    expect(await screen.findByText(`Navigated to ${routePatterns.environment}`)).toBeInTheDocument();
    expect(api.sent(applicationEndpoints.delete).map((request) => request.path)).toEqual([
      `/application/${web.id}`,
    ]);
  });
});
