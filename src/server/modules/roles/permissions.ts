import type { ApiTokenScope, Permissions } from '../../../contract';
import {
  type Decision,
  decide,
  environmentCreationDecision,
  type RoleGrant,
  type RoleLevel,
  roleIdOf,
  roleNameOf,
  scopeAllows,
  type ScopedAccess,
  type ScopeTarget,
} from '../../domain/access';
import { consoleWords } from './consoleWords';
import type { RoleDeps } from './deps';
import { environmentTypes } from './matrix';
import { clustersOf, projectsOf } from './queries';

/**
 * Everything the credentials may do in the organization, and why not where they may not, for every project and
 * cluster their role reads.
 */
export async function permissionsOf(
  { db }: RoleDeps,
  organizationId: string,
  scope: ApiTokenScope,
  grant: RoleGrant,
): Promise<Permissions> {
  const [projects, clusters] = await Promise.all([
    projectsOf(db, organizationId),
    clustersOf(db, organizationId),
  ]);
  const organizationTarget = { organizationId };
  // Refusals in the console's words: the API's name scopes and permissions as its requests write them.
  const at = (access: ScopedAccess, level: RoleLevel, target: ScopeTarget): Decision =>
    decide(scope, grant, access, level, target, consoleWords);
  return {
    organization_id: organizationId,
    role_id: roleIdOf(grant),
    role_name: roleNameOf(grant),
    scope,
    organization: {
      read: at('read', 'organization', organizationTarget),
      deploy: at('deploy', 'organization', organizationTarget),
      write: at('write', 'organization', organizationTarget),
      admin: at('admin', 'organization', organizationTarget),
    },
    // Only what the role reads: the names of the rest are not its to know.
    projects: projects.flatMap((project) => {
      const target = { organizationId, projectId: project.id };
      const read = at('read', 'project', target);
      if (!read.allowed) return [];
      return {
        project_id: project.id,
        project_name: project.name,
        read,
        manage: at('write', 'project', target),
        environment_types: environmentTypes.map((type) => {
          const typed = { ...target, environmentType: type };
          return {
            environment_type: type,
            read: at('read', 'environment', typed),
            deploy: at('deploy', 'environment', typed),
            write: at('write', 'environment', typed),
          };
        }),
      };
    }),
    clusters: clusters.flatMap((cluster) => {
      const target = { organizationId, clusterId: cluster.id };
      const read = at('read', 'cluster', target);
      if (!read.allowed) return [];
      return {
        cluster_id: cluster.id,
        cluster_name: cluster.name,
        read,
        write: at('write', 'cluster', target),
        create_environments: scopeAllows(scope, 'write')
          ? environmentCreationDecision(grant, cluster, consoleWords)
          : at('write', 'cluster', target),
      };
    }),
  };
}
