import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customRoleProjects, memberships } from '../../db/schema';
import { apiClient, expectStatus, signedInPerson } from '../../testing/api';
import { type TestApp, testApp } from '../../testing/testApp';
import { builtInRoleIds } from '../roles/builtIn';
import { RECENTLY_FOUND_TTL_MS } from '../shared/recentlyFound';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const everyType = (permission: string) =>
  ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'].map((type) => ({ environment_type: type, permission }));

/** An organization with one project and a custom role reading it: the matrix `readable(false)` takes that away. */
async function organizationWithReaderRole() {
  const org = await t.createOrganization();
  const admin = apiClient(t, org.adminToken.value);
  const project = expectStatus(await admin.post(`/organization/${org.id}/project`, { name: 'Shop' }), 200);
  const role = expectStatus(await admin.post(`/organization/${org.id}/customRole`, { name: 'Readers' }), 201);
  const readable = async (canRead: boolean) =>
    expectStatus(
      await admin.put(`/organization/${org.id}/customRole/${role.id}`, {
        name: 'Readers',
        cluster_permissions: [],
        project_permissions: [
          {
            project_id: project.id,
            is_admin: false,
            permissions: everyType(canRead ? 'VIEWER' : 'NO_ACCESS'),
          },
        ],
      }),
      200,
    );
  await readable(true);
  return { org, admin, projectId: project.id as string, roleId: role.id as string, readable };
}

/** A person holding `roleId` in the organization (or ADMIN), signed in. */
const signedInMember = (organizationId: string, roleId: string | null) =>
  signedInPerson(
    t,
    roleId ? [{ organizationId, role: 'CUSTOM', customRoleId: roleId }] : [{ organizationId, role: 'ADMIN' }],
  );

describe('credentials remembered between requests', () => {
  it("read a token's custom role once a while, not on every request", async () => {
    const { org, projectId, roleId } = await organizationWithReaderRole();
    const token = await t.createToken(org.id, 'READ', { roleId });
    const reader = apiClient(t, token.value);
    expectStatus(await reader.get(`/project/${projectId}`), 200);

    // The matrix changed behind this process's back, as another process sharing the database would change it.
    await t.db.delete(customRoleProjects).where(eq(customRoleProjects.roleId, roleId));
    expectStatus(await reader.get(`/project/${projectId}`), 200);
    t.clock.advance(RECENTLY_FOUND_TTL_MS);
    expect((await reader.get(`/project/${projectId}`)).statusCode).toBe(403);
  });

  it("read a person's memberships once a while, not on every request", async () => {
    const org = await t.createOrganization();
    const member = await signedInMember(org.id, null);
    expectStatus(await member.get(`/organization/${org.id}`), 200);

    await t.db.delete(memberships).where(eq(memberships.userId, member.person.userId));
    expectStatus(await member.get(`/organization/${org.id}`), 200);
    t.clock.advance(RECENTLY_FOUND_TTL_MS);
    expect((await member.get(`/organization/${org.id}`)).statusCode).toBe(404);
  });

  it('enforce a custom role edited from the very next request, for tokens and people alike', async () => {
    const { org, projectId, roleId, readable } = await organizationWithReaderRole();
    const token = apiClient(t, (await t.createToken(org.id, 'READ', { roleId })).value);
    const person = await signedInMember(org.id, roleId);
    expectStatus(await token.get(`/project/${projectId}`), 200);
    expectStatus(await person.get(`/project/${projectId}`), 200);

    await readable(false);
    expect((await token.get(`/project/${projectId}`)).statusCode).toBe(403);
    expect((await person.get(`/project/${projectId}`)).statusCode).toBe(403);

    await readable(true);
    expectStatus(await token.get(`/project/${projectId}`), 200);
    expectStatus(await person.get(`/project/${projectId}`), 200);
  });

  it('refuse a member removed, or given a lesser role, from the very next request', async () => {
    const org = await t.createOrganization();
    const admin = apiClient(t, org.adminToken.value);
    const removed = await signedInMember(org.id, null);
    const demoted = await signedInMember(org.id, null);
    expectStatus(await removed.get(`/organization/${org.id}/member`), 200);
    expectStatus(await demoted.get(`/organization/${org.id}/apiToken`), 200);

    expectStatus(
      await admin.delete(`/organization/${org.id}/member`, { user_id: removed.person.userId }),
      204,
    );
    const refused = await removed.get(`/organization/${org.id}/member`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      status: 404,
      error: 'Not Found',
      message: `Organization ${org.id} not found`,
    });

    expectStatus(
      await admin.put(`/organization/${org.id}/member`, {
        user_id: demoted.person.userId,
        role_id: builtInRoleIds.VIEWER,
      }),
      200,
    );
    expect((await demoted.get(`/organization/${org.id}/apiToken`)).statusCode).toBe(403);
  });

  it('let a person who joins through an invitation in from the very next request', async () => {
    const org = await t.createOrganization();
    const person = await signedInMember((await t.createOrganization()).id, null);
    expect((await person.get(`/organization/${org.id}`)).statusCode).toBe(404);

    const admin = apiClient(t, org.adminToken.value);
    const invitation = expectStatus(
      await admin.post(`/organization/${org.id}/inviteMember`, { email: person.person.email }),
      201,
    );
    const secret = String(invitation.invitation_link).split('/invitation/')[1];
    expectStatus(
      await t.app.inject({
        method: 'POST',
        url: `/api/invitation/${secret}/accept`,
        payload: { password: person.person.password },
      }),
      200,
    );
    expectStatus(await person.get(`/organization/${org.id}`), 200);
  });
});
