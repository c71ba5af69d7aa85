import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  builtInRoleIds,
  customRoleEndpoints,
  memberEndpoints,
  permissionEndpoints,
  type BuiltInRole,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID, permissionsOf } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { availableRoles, customRole, invitation, member } from '../testing/fixtures';
import { MembersPage } from './MembersPage';

const owner = member('Olivia Owner', 'OWNER');
const grace = member('Grace Hopper', 'VIEWER');
const auditors = customRole('Auditors');
const ownerRefusal = 'Only an owner may grant the Owner role; your role here is Admin.';

/** The members page for a session holding `role` (an admin's API scope either way). */
function setUp(role: BuiltInRole = 'ADMIN') {
  const api = mockApi()
    .on(memberEndpoints.list, { body: { results: [owner, grace] } })
    .on(memberEndpoints.listInvitations, { body: { results: [] } })
    .on(customRoleEndpoints.available, { body: availableRoles(auditors) });
  signInAs(api, 'ADMIN');
  api.on(permissionEndpoints.get, {
    body: { ...permissionsOf('ADMIN'), role_id: builtInRoleIds[role], role_name: role },
  });
  const view = renderPage(MembersPage, { path: routePatterns.members, url: paths.members(ORG_ID) });
  return { api, ...view };
}

const optionNamed = (select: HTMLElement, name: RegExp) =>
  within(select).getByRole('option', { name }) as HTMLOptionElement;

describe('members page', () => {
  it('lists the members with their roles', async () => {
    setUp();
    const table = await screen.findByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('olivia.owner@example.com'),
      expect.stringContaining('grace.hopper@example.com'),
    ]);
    expect(await screen.findByRole('combobox', { name: 'Role of Grace Hopper' })).toHaveValue(
      builtInRoleIds.VIEWER,
    );
  });

  it('invites with a role and shows the link once', async () => {
    const { user, api } = setUp();
    const link = 'https://console.example.com/invitation/s3cr3t-link-value';
    api.on(memberEndpoints.invite, (request) => ({
      status: 201,
      body: invitation('new.person@example.com', { invitation_link: link, ...(request.body as object) }),
    }));
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const form = await screen.findByRole('dialog', { name: 'Invite member' });
    await user.type(within(form).getByLabelText(/Email/), 'new.person@example.com');
    await user.click(within(form).getByRole('combobox', { name: /Role/ }));
    const ownerOption = await screen.findByRole('option', { name: /Owner/ });
    expect(ownerOption).toHaveAttribute('aria-disabled', 'true');
    expect(ownerOption).toHaveTextContent(ownerRefusal);
    await user.click(screen.getByRole('option', { name: /Developer/ }));
    // Once made, the invitation lists without its link, as the API lists it.
    api.on(memberEndpoints.listInvitations, {
      body: { results: [invitation('new.person@example.com')] },
    });
    await user.click(within(form).getByRole('button', { name: 'Create invitation' }));

    const shown = await screen.findByRole('dialog', { name: 'Invitation link' });
    expect(api.sent(memberEndpoints.invite)[0]?.body).toEqual({
      email: 'new.person@example.com',
      role_id: builtInRoleIds.DEVELOPER,
    });
    expect(within(shown).getByTestId('invitation-link')).toHaveTextContent(link);
    expect(shown).toHaveTextContent('It is shown this once');
    await user.click(within(shown).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const invitations = await screen.findByRole('table', { name: 'Pending invitations' });
    expect(await within(invitations).findByText('new.person@example.com')).toBeInTheDocument();
    expect(screen.queryByText(link)).not.toBeInTheDocument();
  });

  it("changes a member's role, the Owner role being an owner's to give", async () => {
    const { user, api } = setUp();
    api.on(memberEndpoints.editRole, (request) => ({
      body: {
        ...grace,
        role: null,
        role_id: auditors.id,
        role_name: auditors.name,
        ...(request.body as object),
      },
    }));
    const select = await screen.findByRole('combobox', { name: 'Role of Grace Hopper' });
    await waitFor(() => expect(optionNamed(select, /^Owner/).disabled).toBe(true));
    expect(optionNamed(select, /^Owner/)).toHaveTextContent(ownerRefusal);

    await user.selectOptions(select, 'Auditors');
    await waitFor(() => expect(api.sent(memberEndpoints.editRole)).toHaveLength(1));
    expect(api.sent(memberEndpoints.editRole)[0]?.body).toEqual({ user_id: grace.id, role_id: auditors.id });
    expect(await screen.findByText('Grace Hopper is now Auditors.')).toBeInTheDocument();
  });

  it('offers the Owner role to an owner', async () => {
    const { user, api } = setUp('OWNER');
    api.on(memberEndpoints.editRole, { body: { ...grace, role: 'OWNER', role_id: builtInRoleIds.OWNER } });
    const select = await screen.findByRole('combobox', { name: 'Role of Grace Hopper' });
    await waitFor(() => expect(optionNamed(select, /^Owner/).disabled).toBe(false));
    await user.selectOptions(select, 'Owner');
    await waitFor(() =>
      expect(api.sent(memberEndpoints.editRole)[0]?.body).toEqual({
        user_id: grace.id,
        role_id: builtInRoleIds.OWNER,
      }),
    );
  });

  it('removes a member after a confirmation naming them', async () => {
    const { user, api } = setUp();
    api.on(memberEndpoints.remove, { status: 204 });
    await user.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member?' });
    expect(dialog).toHaveTextContent('Grace Hopper loses access to this organization.');
    api.on(memberEndpoints.list, { body: { results: [owner] } });
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent(memberEndpoints.remove).map((request) => request.body)).toEqual([{ user_id: grace.id }]);
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
  });

  it('leaves an owner’s role and membership to owners, saying why', async () => {
    setUp('ADMIN');
    const remove = await screen.findByRole('button', { name: 'Remove Olivia Owner' });
    await waitFor(() =>
      expect(remove).toHaveAccessibleDescription(
        "Only an owner may change an owner's role or remove one; your role here is Admin.",
      ),
    );
    expect(remove).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Role of Olivia Owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of Grace Hopper' })).toBeEnabled();
  });

  it('does not offer to remove the last owner, saying why', async () => {
    setUp('OWNER');
    const remove = await screen.findByRole('button', { name: 'Remove Olivia Owner' });
    await waitFor(() => expect(remove).toBeDisabled());
    expect(remove).toHaveAccessibleDescription(
      'Olivia Owner is the last owner: make someone else an owner first.',
    );
    expect(screen.getByRole('button', { name: 'Remove Grace Hopper' })).toBeEnabled();
  });
});
