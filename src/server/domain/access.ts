import {
  type AccessClass,
  type ApiTokenScope,
  type BuiltInRole,
  builtInRoleIds,
  type ClusterPermission,
  type EnvironmentMode,
  type ProjectPermission,
} from '../../contract';

export type ScopedAccess = Exclude<AccessClass, 'public' | 'authenticated'>;

/** Each scope includes the ones before it. */
const scopeRank: Record<ApiTokenScope, number> = { READ: 0, DEPLOY: 1, WRITE: 2, ADMIN: 3 };

/** The least scope an access class needs. */
export const scopeNeeded: Record<ScopedAccess, ApiTokenScope> = {
  read: 'READ',
  deploy: 'DEPLOY',
  write: 'WRITE',
  admin: 'ADMIN',
};

export function scopeAllows(held: ApiTokenScope, access: ScopedAccess): boolean {
  return scopeRank[held] >= scopeRank[scopeNeeded[access]];
}

/**
 * The part of a role that decides for a kind of record: see `roleLevelOfKind` in scopes.ts. `someProject` is for an
 * operation of the organization that serves a write in a project (the endpoint's `scopeParam.roleLevel`).
 */
export type RoleLevel = 'organization' | 'someProject' | 'cluster' | 'project' | 'environment';

/** Where a request lands, as much as a role decision needs: the resolvers answer it for the record a path names. */
export interface ScopeTarget {
  organizationId: string;
  clusterId?: string;
  projectId?: string;
  environmentType?: EnvironmentMode;
  /** Where this record itself sits, for a kind whose records sit at several levels (a variable of a project or of an
   * environment); absent, the kind's level decides. */
  level?: RoleLevel;
}

export interface ProjectGrant {
  /** MANAGER on every environment type, and the project itself (edit, delete, create environments). */
  isAdmin: boolean;
  /** An environment type absent is NO_ACCESS. */
  permissions: Partial<Record<EnvironmentMode, ProjectPermission>>;
}

/** The role credentials act with in one organization. */
export type RoleGrant =
  | { kind: 'built_in'; role: BuiltInRole }
  | {
      kind: 'custom';
      id: string;
      name: string;
      /** A cluster absent is out of reach. */
      clusters: ReadonlyMap<string, ClusterPermission>;
      /** A project absent is NO_ACCESS. */
      projects: ReadonlyMap<string, ProjectGrant>;
    };

/** The scope each built-in role amounts to: their permissions are the same on every project and cluster. */
export const scopeOfBuiltInRole: Record<BuiltInRole, ApiTokenScope> = {
  OWNER: 'ADMIN',
  ADMIN: 'ADMIN',
  DEVELOPER: 'WRITE',
  VIEWER: 'READ',
};

const projectRank: Record<ProjectPermission, number> = { NO_ACCESS: 0, VIEWER: 1, DEPLOYER: 2, MANAGER: 3 };
const projectPermissionNeeded: Record<ScopedAccess, ProjectPermission> = {
  read: 'VIEWER',
  deploy: 'DEPLOYER',
  write: 'MANAGER',
  admin: 'MANAGER',
};
const clusterRank: Record<ClusterPermission, number> = { VIEWER: 1, ENV_CREATOR: 2, ADMIN: 3 };
const clusterPermissionNeeded: Record<ScopedAccess, ClusterPermission> = {
  read: 'VIEWER',
  deploy: 'ADMIN',
  write: 'ADMIN',
  admin: 'ADMIN',
};

/**
 * The most a custom role can ever do somewhere, as a scope: what `/auth/me` shows of it and the first, cheap,
 * check; the role decides per record after that. ADMIN on a cluster reaches its ADMIN operations (edit, install,
 * stop, lock); across the organization a custom role still only reads (see `roleDecision`).
 */
export function scopeCeilingOf(grant: RoleGrant): ApiTokenScope {
  if (grant.kind === 'built_in') return scopeOfBuiltInRole[grant.role];
  for (const permission of grant.clusters.values()) if (permission === 'ADMIN') return 'ADMIN';
  let best = 0;
  for (const project of grant.projects.values()) {
    if (project.isAdmin) return 'WRITE';
    for (const permission of Object.values(project.permissions)) {
      best = Math.max(best, projectRank[permission] - 1);
    }
  }
  return (['READ', 'DEPLOY', 'WRITE'] as const)[Math.max(0, best)] ?? 'READ';
}

export function roleNameOf(grant: RoleGrant): string {
  return grant.kind === 'built_in' ? grant.role : grant.name;
}

/** The role's id: a built-in role's is the same in every organization. */
export function roleIdOf(grant: RoleGrant): string {
  return grant.kind === 'built_in' ? builtInRoleIds[grant.role] : grant.id;
}

export type Decision = { allowed: true; reason: null } | { allowed: false; reason: string };

const ALLOWED: Decision = { allowed: true, reason: null };
const denied = (reason: string): Decision => ({ allowed: false, reason });

/**
 * How a refusal names permissions. The API names them as its requests write them (`ENV_CREATOR`); the console's
 * permissions answer names them as its pages show them (`Environment creator`).
 */
export interface PermissionWords {
  /** Credentials whose scope is short of what the operation needs. */
  scopeRefusal(needed: ApiTokenScope, held: ApiTokenScope): string;
  builtInRole(role: BuiltInRole): string;
  cluster(permission: ClusterPermission): string;
  project(permission: ProjectPermission): string;
  environmentType(type: EnvironmentMode): string;
}

export const apiWords: PermissionWords = {
  scopeRefusal: (needed, held) => `This operation needs the ${needed} scope; these credentials hold ${held}`,
  builtInRole: (role) => role,
  cluster: (permission) => permission,
  project: (permission) => permission,
  environmentType: (type) => type,
};

const doing: Record<ScopedAccess, string> = {
  read: 'reading',
  deploy: 'deploying',
  write: 'creating, editing or deleting',
  admin: 'changing organization settings',
};

/** What the role allows on the target, at the level its kind of record is decided at. */
export function roleDecision(
  grant: RoleGrant,
  access: ScopedAccess,
  level: RoleLevel,
  target: ScopeTarget,
  words: PermissionWords = apiWords,
): Decision {
  if (grant.kind === 'built_in') {
    const held = scopeOfBuiltInRole[grant.role];
    return scopeAllows(held, access)
      ? ALLOWED
      : denied(`The ${words.builtInRole(grant.role)} role does not allow ${doing[access]}`);
  }
  const role = `Role "${grant.name}"`;
  if (level === 'organization') {
    return access === 'read'
      ? ALLOWED
      : denied(`${role} does not allow ${doing[access]} across the organization; that needs a built-in role`);
  }
  if (level === 'someProject') {
    const needed = projectPermissionNeeded[access];
    const reaches = [...grant.projects.values()].some(
      (project) =>
        project.isAdmin ||
        Object.values(project.permissions).some((held) => projectRank[held] >= projectRank[needed]),
    );
    return reaches
      ? ALLOWED
      : denied(
          `${role} holds ${words.project(needed)} on no environment type of any project; ${doing[access]} needs it`,
        );
  }
  if (level === 'cluster') {
    const held = target.clusterId ? grant.clusters.get(target.clusterId) : undefined;
    if (!held) return denied(`${role} has no access to this cluster`);
    const needed = clusterPermissionNeeded[access];
    return clusterRank[held] >= clusterRank[needed]
      ? ALLOWED
      : denied(
          `${role} holds ${words.cluster(held)} on this cluster; ${doing[access]} needs ${words.cluster(needed)}`,
        );
  }
  const project = target.projectId ? grant.projects.get(target.projectId) : undefined;
  if (level === 'project') {
    if (project?.isAdmin) return ALLOWED;
    if (access !== 'read')
      return denied(`${role} is not an admin of this project; ${doing[access]} it needs that`);
    const seesSome = project && Object.values(project.permissions).some((p) => projectRank[p] > 0);
    return seesSome ? ALLOWED : denied(`${role} has no access to this project`);
  }
  if (project?.isAdmin) return ALLOWED;
  const type = target.environmentType;
  if (!type) return denied(`${role} cannot be checked here: the environment type is unknown`);
  const held = project?.permissions[type] ?? 'NO_ACCESS';
  const needed = projectPermissionNeeded[access];
  if (projectRank[held] >= projectRank[needed]) return ALLOWED;
  return denied(
    `${role} holds ${words.project(held)} on ${words.environmentType(type)} environments of this project; ` +
      `${doing[access]} needs ${words.project(needed)}`,
  );
}

/**
 * Creating an environment on a cluster, or cloning one to it, beside what the project needs: a custom role must hold
 * ENV_CREATOR or ADMIN on that cluster. Built-in roles reach every cluster alike, so their scope has decided already.
 */
export function environmentCreationDecision(
  grant: RoleGrant,
  cluster: { id: string; name: string },
  words: PermissionWords = apiWords,
): Decision {
  if (grant.kind === 'built_in') return ALLOWED;
  const held = grant.clusters.get(cluster.id);
  if (held && clusterRank[held] >= clusterRank.ENV_CREATOR) return ALLOWED;
  const reach = held ? `holds ${words.cluster(held)} on` : 'has no access to';
  const needed = `${words.cluster('ENV_CREATOR')} or ${words.cluster('ADMIN')}`;
  return denied(
    `Role "${grant.name}" ${reach} cluster "${cluster.name}"; creating environments there needs ${needed}`,
  );
}

/**
 * What only an owner may do, `refusal` saying what it is: make another owner, whether by a member's role, an
 * invitation or an API token (an admin could otherwise raise anyone, itself included, to the one role that cannot
 * be taken back without another owner), and change or remove an owner.
 */
export function ownerOnlyDecision(granter: RoleGrant, refusal: string): Decision {
  if (isOwner(granter)) return ALLOWED;
  return denied(`${refusal}; these credentials act as ${roleNameOf(granter)}`);
}

const isOwner = (grant: RoleGrant) => grant.kind === 'built_in' && grant.role === 'OWNER';

/**
 * The scope message is the one the API always gave; the role's follows when the scope allows. A custom role that
 * refuses too says why in its own terms (what it holds on the record): a person's scope is only the most their
 * role reaches anywhere, which says nothing of this record.
 */
export function decide(
  scope: ApiTokenScope,
  grant: RoleGrant,
  access: ScopedAccess,
  level: RoleLevel,
  target: ScopeTarget,
  words: PermissionWords = apiWords,
): Decision {
  if (scopeAllows(scope, access)) return roleDecision(grant, access, level, target, words);
  const byRole = grant.kind === 'custom' ? roleDecision(grant, access, level, target, words) : ALLOWED;
  if (!byRole.allowed) return byRole;
  return denied(words.scopeRefusal(scopeNeeded[access], scope));
}
