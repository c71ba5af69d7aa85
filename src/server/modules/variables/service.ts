import type { EffectiveVariable, WritableVariableScope } from '../../../contract';
import type { Database } from '../../db/database';
import type { Runtime } from '../../runtime';
import type { SecretBox } from '../secrets';
import { withDeps } from '../shared/withDeps';
import { aliasVariable, overrideVariable } from './aliasesAndOverrides';
import { readDatabaseCredentials, rotateDatabasePassword } from './databaseCredentials';
import type { VariableDeps } from './deps';
import { resolveVariables, toEffectiveVariable } from './effective';
import { importVariables } from './imports';
import { findTarget, recordsReaching, type VariableTarget } from './reach';
import { type ShownVariable, shownAmong } from './shown';
import { createVariable, deleteVariable, editVariable } from './variableWrites';

export function findVariableTarget({ db }: VariableDeps, scope: WritableVariableScope, id: string) {
  return findTarget(db, scope, id);
}

/** Every variable reaching the target, optionally only secrets or only plain variables. */
export async function listVariables(
  { db, runtime, secrets }: VariableDeps,
  target: VariableTarget,
  isSecret?: boolean,
): Promise<ShownVariable[]> {
  const reaching = await recordsReaching(db, runtime, secrets, target);
  const listed = reaching.filter((record) => isSecret === undefined || record.isSecret === isSecret);
  return shownAmong(listed, reaching);
}

/** What a service receives, resolved, each key with where its value comes from. */
export async function effectiveVariables(
  { db, runtime, secrets }: VariableDeps,
  target: VariableTarget,
): Promise<EffectiveVariable[]> {
  const reaching = await recordsReaching(db, runtime, secrets, target);
  return resolveVariables(reaching).map(toEffectiveVariable);
}

/**
 * Variables and secrets of projects, environments and services. Reads are here; writes are in `variableWrites.ts`,
 * aliases and overrides in `aliasesAndOverrides.ts`, imports in `imports.ts`.
 */
export function createVariableService(db: Database, runtime: Runtime, secrets: SecretBox) {
  const deps: VariableDeps = { db, runtime, secrets };

  return {
    findTarget: withDeps(deps, findVariableTarget),
    list: withDeps(deps, listVariables),
    create: withDeps(deps, createVariable),
    alias: withDeps(deps, aliasVariable),
    override: withDeps(deps, overrideVariable),
    edit: withDeps(deps, editVariable),
    /** Deletes a variable with the aliases and overrides standing on it. */
    delete: withDeps(deps, deleteVariable),
    /** Imports into a service (or the scopes above it): all checked first, then written in one transaction. */
    import: withDeps(deps, importVariables),
    effective: withDeps(deps, effectiveVariables),
    /** A database's master credentials: its password is one of its built-ins. Each reading is recorded. */
    databaseCredentials: withDeps(deps, readDatabaseCredentials),
    rotateDatabasePassword: withDeps(deps, rotateDatabasePassword),
  };
}

export type VariableService = ReturnType<typeof createVariableService>;

/** The service a per-scope route's kind names, as a variable scope. */
export const scopeOfKind = {
  application: 'APPLICATION',
  container: 'CONTAINER',
  job: 'JOB',
  environment: 'ENVIRONMENT',
  project: 'PROJECT',
} as const satisfies Record<string, WritableVariableScope>;
