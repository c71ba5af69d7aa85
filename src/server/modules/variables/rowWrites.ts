import type { Database, Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError } from '../../domain/errors';
import { type ConfigurationReach, configurationChanged } from '../shared/configurationChanges';
import type { VariableDeps } from './deps';
import {
  insertVariable,
  listServicesReached,
  listVariablesAtMountPath,
  type NewVariableRow,
} from './queries';
import type { VariableTarget } from './reach';
import type { VariableRecord } from './records';
import { checkMountPathFree } from './rules';
import { type ShownVariable, shownRow } from './shown';

type Db = Database | Transaction;

/** The fields of a new row its target and the clock give. */
type PlacedFields =
  | 'organizationId'
  | 'projectId'
  | 'environmentId'
  | 'serviceId'
  | 'scope'
  | 'parentId'
  | 'ownedBy'
  | 'createdAt'
  | 'updatedAt';

export function conflictOf(error: unknown, key: string, mountPath: string | null | undefined): Error | null {
  if (isUniqueViolation(error, 'variables_parent_key_unique')) {
    return new ConflictError(`A variable or secret with the key "${key}" already exists at this scope`);
  }
  if (isUniqueViolation(error, 'variables_parent_mount_path_unique')) {
    return new ConflictError(`The mount path ${mountPath ?? ''} is already used at this scope`);
  }
  return null;
}

/** The services a variable written at the target reaches. */
export const reachOf = (target: VariableTarget): ConfigurationReach =>
  target.scope === 'PROJECT'
    ? { projectId: target.id }
    : target.scope === 'ENVIRONMENT'
      ? { environmentId: target.id }
      : { serviceId: target.id };

/**
 * The rows at `mountPath` reaching each service a change at the target reaches, to check the path against; none
 * for a write that is no file. Only the rows of that path are read, not every row of the project.
 */
export async function reachedServices(tx: Db, target: VariableTarget, mountPath: string | null | undefined) {
  if (!mountPath) return [];
  const rows = await listVariablesAtMountPath(tx, target.projectId, mountPath);
  const services = await listServicesReached(tx, target);
  return services.map((service) => ({
    serviceName: service.name,
    rows: rows.filter((row) => [target.projectId, service.environmentId, service.id].includes(row.parentId)),
  }));
}

/** A value as stored: a secret's sealed, a plain variable's as given. */
export const sealed = ({ secrets }: VariableDeps, isSecret: boolean, value: string) =>
  isSecret ? { value: null, sealedValue: secrets.seal(value) } : { value, sealedValue: null };

/** A new row written by people at the target. */
export function rowFor(
  { runtime }: VariableDeps,
  target: VariableTarget,
  input: Omit<NewVariableRow, PlacedFields>,
): NewVariableRow {
  const now = runtime.clock.now();
  return {
    ...input,
    organizationId: target.organizationId,
    projectId: target.projectId,
    environmentId: target.environmentId,
    serviceId: target.service?.id ?? null,
    scope: target.scope,
    parentId: target.id,
    ownedBy: 'USER',
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Inserts a row once its mount path is free in every service it reaches; a taken key or path is a 409 (the key's
 * uniqueness is the database's index, whatever the number of siblings). Answers the row with `original`, the
 * record an alias or override stands on.
 */
export async function insertChecked(
  deps: VariableDeps,
  target: VariableTarget,
  row: NewVariableRow,
  original: VariableRecord | null = null,
): Promise<ShownVariable> {
  try {
    const stored = await deps.db.transaction(async (tx) => {
      const mountPath = row.mountPath ?? null;
      checkMountPathFree({ id: null, key: row.key, mountPath }, await reachedServices(tx, target, mountPath));
      const inserted = await insertVariable(tx, row);
      await configurationChanged(tx, reachOf(target));
      return inserted;
    });
    return shownRow(deps, target, stored, original);
  } catch (error) {
    throw conflictOf(error, row.key, row.mountPath) ?? error;
  }
}
