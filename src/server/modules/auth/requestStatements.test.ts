import { describe, expect, it } from 'vitest';
import { apiClient, expectStatus } from '../../testing/api';
import { useLoggedTestApp } from '../../testing/queryLog';
import { authHeaders } from '../../testing/seed';

const logged = useLoggedTestApp();

const everyType = (permission: string) =>
  ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'].map((type) => ({ environment_type: type, permission }));

describe('statements of a request by remembered credentials', () => {
  it('are the permission check and the read alone, for a custom role held by a token or by a person', async () => {
    const org = await logged.t.createOrganization();
    const admin = apiClient(logged.t, org.adminToken.value);
    const project = expectStatus(await admin.post(`/organization/${org.id}/project`, { name: 'Shop' }), 200);
    const role = expectStatus(
      await admin.post(`/organization/${org.id}/customRole`, { name: 'Readers' }),
      201,
    );
    expectStatus(
      await admin.put(`/organization/${org.id}/customRole/${role.id}`, {
        name: 'Readers',
        cluster_permissions: [],
        project_permissions: [{ project_id: project.id, is_admin: false, permissions: everyType('VIEWER') }],
      }),
      200,
    );
    const token = await logged.t.createToken(org.id, 'READ', { roleId: role.id });
    const person = await logged.t.createPerson([
      { organizationId: org.id, role: 'CUSTOM', customRoleId: role.id },
    ]);
    const session = expectStatus(
      await logged.t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: person.email, password: person.password },
      }),
      200,
    );

    for (const headers of [authHeaders.token(token.value), authHeaders.bearer(session.access_token)]) {
      const read = () => logged.t.app.inject({ method: 'GET', url: `/api/project/${project.id}`, headers });
      expectStatus(await read(), 200);
      logged.log.clear();
      expectStatus(await read(), 200);
      // The project's organization for the permission check, then the project: no token, member or role lookups.
      expect(logged.log.statements).toHaveLength(2);
      expect(logged.log.statements.join('\n')).not.toMatch(/api_tokens|memberships|custom_role|"users"/);
    }
  });
});
