import {
  serviceKinds,
  type ServiceType,
  variableScopeRank,
  type WritableVariableScope,
} from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { NotFoundError } from '../../domain/errors';
import type { Runtime } from '../../runtime';
import { type EnvironmentPlacement, findEnvironmentPlacement } from '../environments';
import { findProject } from '../projects';
import type { SecretBox } from '../secrets';
import { findService, kindOfType } from '../services';
import { builtInsOfEnvironment } from './builtIns';
import { listVariablesOfParents } from './queries';
import { type OwningService, recordOfRow, type VariableRecord } from './records';

type Db = Database | Transaction;

/** What variables are defined on or listed for: a project, an environment or a service. */
export interface VariableTarget {
  scope: WritableVariableScope;
  id: string;
  organizationId: string;
  projectId: string;
  environmentId: string | null;
  service: OwningService | null;
  placement: EnvironmentPlacement | null;
}

const labels: Record<WritableVariableScope, string> = {
  PROJECT: 'Project',
  ENVIRONMENT: 'Environment',
  APPLICATION: serviceKinds.application.label,
  CONTAINER: serviceKinds.container.label,
  JOB: serviceKinds.job.label,
  HELM: serviceKinds.helm.label,
  TERRAFORM: serviceKinds.terraform.label,
};

/** The record a scope and an id name; 404 when there is none of that kind. */
export async function findTarget(db: Db, scope: WritableVariableScope, id: string): Promise<VariableTarget> {
  const missing = () => new NotFoundError(`${labels[scope]} ${id} not found`);
  if (scope === 'PROJECT') {
    const project = await findProject(db, id);
    if (!project) throw missing();
    const base = { scope, id, organizationId: project.organizationId, projectId: project.id };
    return { ...base, environmentId: null, service: null, placement: null };
  }
  if (scope === 'ENVIRONMENT') {
    const placement = await findEnvironmentPlacement(db, id);
    if (!placement) throw missing();
    const { organizationId, projectId } = placement.environment;
    return { scope, id, organizationId, projectId, environmentId: id, service: null, placement };
  }
  const service = await findService(db, id, scope as ServiceType);
  const placement = service && (await findEnvironmentPlacement(db, service.environmentId));
  if (!service || !placement) throw missing();
  return {
    scope,
    id,
    organizationId: service.organizationId,
    projectId: service.projectId,
    environmentId: service.environmentId,
    service: { id: service.id, name: service.name, type: service.type },
    placement,
  };
}

/** The scope of a service's own variables (a database has none: only its built-ins). */
export function scopeOfServiceType(type: ServiceType): WritableVariableScope | null {
  return type === 'DATABASE' ? null : (type as WritableVariableScope);
}

/** The path segment naming a service type (`application`). */
export const kindOf = (type: ServiceType) => kindOfType[type];

/** The parents whose variables reach a target, widest first. */
export function parentsOf(target: VariableTarget): string[] {
  return [target.projectId, target.environmentId, target.service?.id].filter(
    (id): id is string => typeof id === 'string',
  );
}

/**
 * Every variable reaching a target: the project's, the environment's, the service's own (each including the
 * aliases and overrides defined there) and, below a project, the built-ins of the environment's services.
 */
export async function recordsReaching(
  db: Db,
  runtime: Runtime,
  secrets: SecretBox,
  target: VariableTarget,
): Promise<VariableRecord[]> {
  const services = new Map<string, OwningService>(
    target.service ? [[target.service.id, target.service]] : [],
  );
  const rows = (await listVariablesOfParents(db, parentsOf(target))).filter(
    (row) => row.scope !== 'BUILT_IN',
  );
  const records = rows.map((row) => recordOfRow(row, services, secrets));
  const builtIns = target.placement
    ? await builtInsOfEnvironment(db, runtime, secrets, target.placement)
    : [];
  return [...builtIns, ...records].sort(
    (a, b) =>
      variableScopeRank[a.scope] - variableScopeRank[b.scope] ||
      a.key.localeCompare(b.key) ||
      a.id.localeCompare(b.id),
  );
}
