import type { ClusterPermission, EnvironmentMode, ProjectPermission } from '../../contract';
import { type ApiClient, apiClient, expectStatus } from './api';
import type { TestApp } from './testApp';

const environmentTypes: EnvironmentMode[] = ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'];

/** A custom role's reach, by id: what is left out is NO_ACCESS (a project) or out of reach (a cluster). */
export interface RoleMatrix {
  clusters?: Record<string, ClusterPermission>;
  projects?: Record<
    string,
    { isAdmin?: boolean; types?: Partial<Record<EnvironmentMode, ProjectPermission>> }
  >;
}

/**
 * A custom role made and set through the API by an admin (`api`), its matrix naming every project of the
 * organization as the API requires; answers the role's id.
 */
export async function customRoleWith(
  api: ApiClient,
  organizationId: string,
  name: string,
  matrix: RoleMatrix,
): Promise<string> {
  const role = expectStatus(await api.post(`/organization/${organizationId}/customRole`, { name }), 201);
  await setRoleMatrix(api, organizationId, { id: role.id, name }, matrix);
  return role.id;
}

/** Replaces a custom role's matrix, naming every project of the organization as the API requires. */
export async function setRoleMatrix(
  api: ApiClient,
  organizationId: string,
  role: { id: string; name: string },
  matrix: RoleMatrix,
): Promise<void> {
  const projects = expectStatus(await api.get(`/organization/${organizationId}/project`), 200);
  const project_permissions = projects.results.map(({ id }: { id: string }) => {
    const entry = matrix.projects?.[id] ?? {};
    return {
      project_id: id,
      is_admin: entry.isAdmin ?? false,
      permissions: entry.isAdmin
        ? []
        : environmentTypes.map((type) => ({
            environment_type: type,
            permission: entry.types?.[type] ?? 'NO_ACCESS',
          })),
    };
  });
  const cluster_permissions = Object.entries(matrix.clusters ?? {}).map(([cluster_id, permission]) => ({
    cluster_id,
    permission,
  }));
  expectStatus(
    await api.put(`/organization/${organizationId}/customRole/${role.id}`, {
      name: role.name,
      cluster_permissions,
      project_permissions,
    }),
    200,
  );
}

/** A client whose requests carry a new WRITE token bound to the role. */
export async function clientWithRole(t: TestApp, organizationId: string, roleId: string): Promise<ApiClient> {
  const token = await t.createToken(organizationId, 'WRITE', { roleId });
  return apiClient(t, token.value);
}
