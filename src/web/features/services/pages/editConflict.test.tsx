import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationEndpoints, type Application } from '../../../../contract';
import { paths } from '../../../lib/paths';
import { apiError } from '../../../test/mockApi';
import { ORG_ID } from '../../../test/fixtures';
import { application, ENVIRONMENT_ID, PROJECT_ID } from '../../../../contract/testing';
import { renderServicePage } from '../testing/renderServicePage';

const opened = application({ description: 'The public website' });
const theirs: Application = {
  ...opened,
  description: 'Their website',
  updated_at: '2026-02-01T00:00:00.000Z',
};
const generalUrl = paths.serviceSettings(
  ORG_ID,
  PROJECT_ID,
  ENVIRONMENT_ID,
  'application',
  opened.id,
  'general',
);

/** The settings of a service someone else saves (their description, version "v2") once it is open at "v1". */
async function openAndEditStale() {
  const view = renderServicePage('application', opened, generalUrl, { ETag: '"v1"' });
  const description = await screen.findByLabelText('Description');
  view.api.on(applicationEndpoints.get, { body: theirs, headers: { ETag: '"v2"' } });
  view.api.on(applicationEndpoints.edit, (request) =>
    request.headers.get('If-Match') === '"v2"'
      ? { body: { ...theirs, ...(request.body as Partial<Application>) }, headers: { ETag: '"v3"' } }
      : apiError(412, `Application ${opened.id} changed since it was read`),
  );
  await view.user.clear(description);
  await view.user.type(description, 'My website');
  const form = screen.getByRole('form', { name: 'General' });
  await view.user.click(within(form).getByRole('button', { name: 'Save changes' }));
  const dialog = await screen.findByRole('dialog', {
    name: `Someone else changed the application ${opened.name}`,
  });
  return { ...view, dialog, form };
}

describe('a save made from a version someone else has replaced', () => {
  it('sends the version it was opened with, and shows their value beside yours for what they changed', async () => {
    const { api, dialog } = await openAndEditStale();
    expect(api.sent(applicationEndpoints.edit)[0]?.headers.get('If-Match')).toBe('"v1"');
    expect(dialog).toHaveAccessibleDescription(/since you opened it\. Your changes are not saved yet/);
    const changes = within(dialog).getAllByRole('listitem');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toHaveTextContent('Description');
    expect(changes[0]).toHaveTextContent('TheirsTheir website');
    expect(changes[0]).toHaveTextContent('YoursMy website');
  });

  it('keeps what was typed when the dialog is closed, until the person chooses', async () => {
    const { user, dialog } = await openAndEditStale();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Description')).toHaveValue('My website');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows theirs on Reload, discarding what was typed, and sends nothing', async () => {
    const { user, api, dialog } = await openAndEditStale();
    await user.click(within(dialog).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Description')).toHaveValue('Their website');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(api.sent(applicationEndpoints.edit)).toHaveLength(1);
  });

  it('saves what was typed over theirs on Overwrite, from their version', async () => {
    const { user, api, dialog } = await openAndEditStale();
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(api.sent(applicationEndpoints.edit)).toHaveLength(2));
    const overwrite = api.sent(applicationEndpoints.edit)[1];
    expect(overwrite?.headers.get('If-Match')).toBe('"v2"');
    expect(overwrite?.body).toMatchObject({ description: 'My website' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Description')).toHaveValue('My website');
  });
});
