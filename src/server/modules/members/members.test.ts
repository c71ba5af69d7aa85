import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, expectStatus, signedInPerson } from '../../testing/api';
import type { SeededOrganization } from '../../testing/seed';
import { type TestApp, testApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const VIEWER_ID = '00000000-0000-4000-8000-000000000004';
const OWNER_ID = '00000000-0000-4000-8000-000000000001';

async function organizationWithOwner(): Promise<{ org: SeededOrganization; ownerId: string }> {
  const org = await t.createOrganization();
  const owner = await t.createPerson([{ organizationId: org.id, role: 'OWNER' }]);
  return { org, ownerId: owner.userId };
}

describe('members', () => {
  it('are listed with their roles, change role, and never lose the last owner', async () => {
    const { org, ownerId } = await organizationWithOwner();
    const api = apiClient(t, org.adminToken.value);
    const members = expectStatus(await api.get(`/organization/${org.id}/member`), 200);
    expect(members.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ownerId, role: 'OWNER', role_id: OWNER_ID, role_name: 'OWNER' }),
        expect.objectContaining({ id: org.admin.userId, role: 'ADMIN' }),
      ]),
    );

    // Owners are an owner's to change: the organization's admin token holds the ADMIN role.
    const owner = apiClient(t, (await t.createToken(org.id, 'ADMIN', { roleId: OWNER_ID })).value);
    const removeAs = (client: ReturnType<typeof apiClient>, userId: string) =>
      client.delete(`/organization/${org.id}/member`, { user_id: userId });
    const demote = await owner.put(`/organization/${org.id}/member`, {
      user_id: ownerId,
      role_id: VIEWER_ID,
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toMatch(/is the last owner: make someone else an owner first/);
    expect((await removeAs(owner, ownerId)).statusCode).toBe(409);

    const promoted = expectStatus(
      await owner.put(`/organization/${org.id}/member`, { user_id: org.admin.userId, role_id: OWNER_ID }),
      200,
    );
    expect(promoted).toMatchObject({ role: 'OWNER' });
    expectStatus(
      await owner.put(`/organization/${org.id}/member`, { user_id: ownerId, role_id: VIEWER_ID }),
      200,
    );
    // No longer an owner, the member is the admin's to remove.
    expect((await removeAs(api, ownerId)).statusCode).toBe(204);
    const after = expectStatus(await api.get(`/organization/${org.id}/member`), 200);
    expect(after.results.map((member: { id: string }) => member.id)).not.toContain(ownerId);
  });
});

describe('invitations', () => {
  it('give a link once, which the invitee opens, sets a password with, and signs in with the role', async () => {
    const { org } = await organizationWithOwner();
    const api = apiClient(t, org.adminToken.value);
    const invited = expectStatus(
      await t.app.inject({
        method: 'POST',
        url: `/api/organization/${org.id}/inviteMember`,
        headers: { authorization: `Token ${org.adminToken.value}`, origin: 'https://console.example.com' },
        payload: { email: 'new.person@example.com', role: 'DEVELOPER' },
      }),
      201,
    );
    expect(invited).toMatchObject({
      role: 'DEVELOPER',
      invitation_status: 'PENDING',
      email: 'new.person@example.com',
    });
    const link: string = invited.invitation_link;
    expect(link).toMatch(/^https:\/\/console\.example\.com\/invitation\/[A-Za-z0-9_-]{32}$/);
    const listed = expectStatus(await api.get(`/organization/${org.id}/inviteMember`), 200);
    expect(listed.results).toEqual([expect.objectContaining({ id: invited.id, invitation_link: null })]);
    expect(
      (await api.post(`/organization/${org.id}/inviteMember`, { email: 'NEW.person@example.com' }))
        .statusCode,
    ).toBe(409);

    const secret = link.split('/').pop();
    const preview = expectStatus(
      await t.app.inject({ method: 'GET', url: `/api/invitation/${secret}` }),
      200,
    );
    expect(preview).toMatchObject({
      organization_name: org.name,
      role_name: 'DEVELOPER',
      has_account: false,
    });
    const noName = await t.app.inject({
      method: 'POST',
      url: `/api/invitation/${secret}/accept`,
      payload: { password: 'a-long-password' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('body.name: is required');
    const session = expectStatus(
      await t.app.inject({
        method: 'POST',
        url: `/api/invitation/${secret}/accept`,
        payload: { name: 'New Person', password: 'a-long-password' },
      }),
      200,
    );
    const me = expectStatus(
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${session.access_token}` },
      }),
      200,
    );
    expect(me.organizations).toEqual([expect.objectContaining({ id: org.id, scope: 'WRITE' })]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'new.person@example.com', password: 'a-long-password' },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitation/${secret}` })).statusCode).toBe(404);
    expect(expectStatus(await api.get(`/organization/${org.id}/inviteMember`), 200).results).toEqual([]);
  });

  it('are refused to an address already a member, and can be withdrawn', async () => {
    const { org } = await organizationWithOwner();
    const api = apiClient(t, org.adminToken.value);
    expect(
      (await api.post(`/organization/${org.id}/inviteMember`, { email: org.admin.email })).statusCode,
    ).toBe(409);
    const invited = expectStatus(
      await api.post(`/organization/${org.id}/inviteMember`, { email: 'x@example.com' }),
      201,
    );
    expect(invited.role).toBe('VIEWER');
    expectStatus(await api.delete(`/organization/${org.id}/inviteMember/${invited.id}`), 204);
    expect((await api.get(`/organization/${org.id}/inviteMember/${invited.id}`)).statusCode).toBe(404);
  });
});

describe('the owner role', () => {
  const refusal = {
    status: 403,
    error: 'Forbidden',
    message: 'Only an owner may grant the OWNER role; these credentials act as ADMIN',
  };

  /** A client signed in as a new member of the organization holding the role. */
  const signedIn = (organizationId: string, role: 'OWNER' | 'ADMIN') =>
    signedInPerson(t, [{ organizationId, role }]);

  it('is given to a member only by an owner', async () => {
    const { org } = await organizationWithOwner();
    const admin = await signedIn(org.id, 'ADMIN');
    const raised = await admin.put(`/organization/${org.id}/member`, {
      user_id: admin.person.userId,
      role_id: OWNER_ID,
    });
    expect(raised.statusCode).toBe(403);
    expect(raised.json()).toEqual(refusal);
    const byToken = await apiClient(t, org.adminToken.value).put(`/organization/${org.id}/member`, {
      user_id: org.admin.userId,
      role_id: OWNER_ID,
    });
    expect(byToken.json()).toEqual(refusal);
    // Other roles stay the admin's to give.
    expectStatus(
      await admin.put(`/organization/${org.id}/member`, { user_id: org.admin.userId, role_id: VIEWER_ID }),
      200,
    );

    const owner = await signedIn(org.id, 'OWNER');
    expect(
      expectStatus(
        await owner.put(`/organization/${org.id}/member`, {
          user_id: admin.person.userId,
          role_id: OWNER_ID,
        }),
        200,
      ),
    ).toMatchObject({ role: 'OWNER' });
  });

  it('is taken away, by a change of role or a removal, only by an owner', async () => {
    const { org, ownerId } = await organizationWithOwner();
    const admin = await signedIn(org.id, 'ADMIN');
    const second = await signedIn(org.id, 'OWNER');
    const ownerRefusal = {
      status: 403,
      error: 'Forbidden',
      message: expect.stringMatching(
        /is an owner: only an owner may change an owner's role or remove one; these credentials act as ADMIN$/,
      ),
    };
    const demoted = await admin.put(`/organization/${org.id}/member`, {
      user_id: ownerId,
      role_id: VIEWER_ID,
    });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json()).toEqual(ownerRefusal);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/organization/${org.id}/member`,
      headers: { authorization: `Token ${org.adminToken.value}` },
      payload: { user_id: ownerId },
    });
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual(ownerRefusal);
    // Nothing changed; another owner may do both.
    const listed = expectStatus(
      await apiClient(t, org.adminToken.value).get(`/organization/${org.id}/member`),
      200,
    );
    expect(listed.results).toContainEqual(expect.objectContaining({ id: ownerId, role: 'OWNER' }));
    expectStatus(
      await second.put(`/organization/${org.id}/member`, { user_id: ownerId, role_id: VIEWER_ID }),
      200,
    );
  });

  it('is invited with only by an owner, named by role or by role id', async () => {
    const { org } = await organizationWithOwner();
    const admin = await signedIn(org.id, 'ADMIN');
    const byName = await admin.post(`/organization/${org.id}/inviteMember`, {
      email: 'boss@example.com',
      role: 'OWNER',
    });
    expect(byName.statusCode).toBe(403);
    expect(byName.json()).toEqual(refusal);
    const byId = await admin.post(`/organization/${org.id}/inviteMember`, {
      email: 'boss@example.com',
      role_id: OWNER_ID,
    });
    expect(byId.json()).toEqual(refusal);
    expect(
      expectStatus(await apiClient(t, org.adminToken.value).get(`/organization/${org.id}/inviteMember`), 200)
        .results,
    ).toEqual([]);

    const owner = await signedIn(org.id, 'OWNER');
    expect(
      expectStatus(
        await owner.post(`/organization/${org.id}/inviteMember`, {
          email: 'boss@example.com',
          role: 'OWNER',
        }),
        201,
      ),
    ).toMatchObject({ role: 'OWNER', email: 'boss@example.com' });
  });

  it('is bound to an API token only by an owner', async () => {
    const { org } = await organizationWithOwner();
    const url = `/organization/${org.id}/apiToken`;
    const refused = await apiClient(t, org.adminToken.value).post(url, { name: 'root', role_id: OWNER_ID });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal);

    const admin = await signedIn(org.id, 'ADMIN');
    expect((await admin.post(url, { name: 'root', role_id: OWNER_ID })).json()).toEqual(refusal);

    const owner = await signedIn(org.id, 'OWNER');
    expect(expectStatus(await owner.post(url, { name: 'root', role_id: OWNER_ID }), 201)).toMatchObject({
      role_id: OWNER_ID,
      role_name: 'OWNER',
    });
    // A token holding the owner role is an owner's credentials in turn.
    const ownerToken = apiClient(t, (await t.createToken(org.id, 'ADMIN', { roleId: OWNER_ID })).value);
    expectStatus(await ownerToken.post(url, { name: 'root-too', role_id: OWNER_ID }), 201);
  });
});
