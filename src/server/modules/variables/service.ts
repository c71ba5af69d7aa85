import type { z } from 'zod';
import {
  type EffectiveVariable,
  type EnvironmentVariable,
  type Secret,
  type variableImportRequest,
  type VariableImport,
  type VariableResponse,
  type WritableVariableScope,
} from '../../../contract';
import type { Database, Transaction } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, InvalidRequestError, invalidBody, NotFoundError } from '../../domain/errors';
import type { Runtime } from '../../runtime';
import type { SecretBox } from '../secrets';
import { type ConfigurationReach, configurationChanged } from '../shared/configurationChanges';
import { resolveVariables, toEffectiveVariable } from './effective';
import {
  deleteVariablesAndDependents,
  findVariable,
  insertVariables,
  listServicesReached,
  listVariablesOfParents,
  listVariablesOfProject,
  type NewVariableRow,
  updateVariable,
  type VariableRow,
} from './queries';
import { findTarget, recordsReaching, type VariableTarget } from './reach';
import type { VariableRecord } from './records';
import { checkAliasOriginal, checkMountPathFree, checkOverride, checkWritable } from './rules';
import { type OriginalLookup, toEnvironmentVariable, toSecret, toVariableResponse } from './views';

type Db = Database | Transaction;
type ImportRequest = z.output<typeof variableImportRequest>;

/** A record with what its responses need to name its original. */
export interface ShownVariable {
  asVariable(): EnvironmentVariable;
  asSecret(): Secret;
  asResponse(): VariableResponse;
}

/** What a new variable, secret, alias or override holds. */
export interface VariableInput {
  key: string;
  value?: string | null;
  mountPath?: string | null;
  isSecret: boolean;
  description?: string | null;
  enableInterpolationInFile?: boolean | null;
}

export interface VariableEdit {
  key: string;
  value?: string | null;
  mountPath?: string | null;
  /** When sent, what the record must be: a secret stays a secret, a variable a variable. */
  isSecret?: boolean;
  description?: string | null;
  enableInterpolationInFile?: boolean | null;
}

/** What a route allows of the record it names: its parent (per-scope routes) and whether it is a secret. */
export interface RecordExpectation {
  parent?: { scope: WritableVariableScope; id: string };
  isSecret?: boolean;
}

/** Reads a record among those reaching a target by id, from one index built for the whole list. */
export function originalsAmong(reaching: readonly VariableRecord[]): OriginalLookup {
  const byId = new Map(reaching.map((other) => [other.id, other]));
  return (id) => byId.get(id);
}

/** Each record with what its responses need, the lookup of originals shared by all (a list is linear). */
export function shownAmong(
  records: readonly VariableRecord[],
  reaching: readonly VariableRecord[],
): ShownVariable[] {
  const originalOf = originalsAmong(reaching);
  return records.map((record) => shown(record, originalOf));
}

function shown(record: VariableRecord, originalOf: OriginalLookup): ShownVariable {
  return {
    asVariable: () => toEnvironmentVariable(record, originalOf),
    asSecret: () => toSecret(record, originalOf),
    asResponse: () => toVariableResponse(record, originalOf),
  };
}

function conflictOf(error: unknown, key: string, mountPath: string | null | undefined): Error | null {
  if (isUniqueViolation(error, 'variables_parent_key_unique')) {
    return new ConflictError(`A variable or secret with the key "${key}" already exists at this scope`);
  }
  if (isUniqueViolation(error, 'variables_parent_mount_path_unique')) {
    return new ConflictError(`The mount path ${mountPath ?? ''} is already used at this scope`);
  }
  return null;
}

/** The services a variable written at the target reaches. */
const reachOf = (target: VariableTarget): ConfigurationReach =>
  target.scope === 'PROJECT'
    ? { projectId: target.id }
    : target.scope === 'ENVIRONMENT'
      ? { environmentId: target.id }
      : { serviceId: target.id };

const missingVariable = (id: string, isSecret?: boolean) =>
  new NotFoundError(`${isSecret ? 'Secret' : 'Variable'} ${id} not found`);

export function createVariableService(db: Database, runtime: Runtime, secrets: SecretBox) {
  const { clock, newId } = runtime;

  async function shownIn(target: VariableTarget, id: string, tx: Db = db): Promise<ShownVariable> {
    const reaching = await recordsReaching(tx, runtime, secrets, target);
    const record = reaching.find((candidate) => candidate.id === id);
    if (!record) throw new Error(`Variable ${id} does not reach ${target.scope} ${target.id}`);
    return shown(record, originalsAmong(reaching));
  }

  /** The rows reaching each service a change at the target reaches, to check mount paths against. */
  async function reachedServices(tx: Db, target: VariableTarget) {
    const rows = await listVariablesOfProject(tx, target.projectId);
    const services = await listServicesReached(tx, target);
    return services.map((service) => ({
      serviceName: service.name,
      rows: rows.filter((row) =>
        [target.projectId, service.environmentId, service.id].includes(row.parentId),
      ),
    }));
  }

  /** A stored record by id, with the rules of the route naming it. */
  async function storedRecord(id: string, expected: RecordExpectation): Promise<VariableRow> {
    const row = await findVariable(db, id);
    if (!row) throw missingVariable(id, expected.isSecret);
    if (expected.isSecret !== undefined && row.isSecret !== expected.isSecret) {
      throw missingVariable(id, expected.isSecret);
    }
    if (expected.parent && row.parentId !== expected.parent.id) {
      // A variable reaching the route's record from a wider scope is changed where it is defined.
      const reaching = await parentReaches(expected.parent, row);
      if (!reaching) throw missingVariable(id, expected.isSecret);
      checkWritable(row);
      throw new InvalidRequestError(
        `${row.key} is defined at the ${row.scope} scope (${row.parentId}): change it there, or override it here`,
      );
    }
    return row;
  }

  async function parentReaches(parent: { scope: WritableVariableScope; id: string }, row: VariableRow) {
    const target = await findTarget(db, parent.scope, parent.id);
    if (row.scope === 'BUILT_IN') return row.environmentId === target.environmentId;
    return [target.projectId, target.environmentId, target.service?.id].includes(row.parentId);
  }

  /** The variable an alias or override is made from, which must reach the target. */
  async function originalFor(target: VariableTarget, id: string, expected: RecordExpectation) {
    const reaching = await recordsReaching(db, runtime, secrets, target);
    const original = reaching.find((record) => record.id === id);
    if (!original) {
      const exists = await findVariable(db, id);
      if (!exists || exists.organizationId !== target.organizationId)
        throw missingVariable(id, expected.isSecret);
      throw new InvalidRequestError(
        `${exists.key} does not reach ${target.scope} ${target.id}: only a variable of a wider scope above it (or of it) can be aliased or overridden there`,
      );
    }
    if (expected.isSecret !== undefined && original.isSecret !== expected.isSecret) {
      throw missingVariable(id, expected.isSecret);
    }
    return original;
  }

  function rowFor(
    target: VariableTarget,
    input: Omit<
      NewVariableRow,
      | 'organizationId'
      | 'projectId'
      | 'environmentId'
      | 'serviceId'
      | 'scope'
      | 'parentId'
      | 'ownedBy'
      | 'createdAt'
      | 'updatedAt'
    >,
  ): NewVariableRow {
    const now = clock.now();
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

  async function insertChecked(target: VariableTarget, row: NewVariableRow): Promise<ShownVariable> {
    try {
      await db.transaction(async (tx) => {
        checkMountPathFree(
          { id: null, key: row.key, mountPath: row.mountPath ?? null },
          await reachedServices(tx, target),
        );
        await insertVariables(tx, [row]);
        await configurationChanged(tx, reachOf(target));
      });
    } catch (error) {
      throw conflictOf(error, row.key, row.mountPath) ?? error;
    }
    return shownIn(target, row.id);
  }

  const sealed = (isSecret: boolean, value: string) =>
    isSecret ? { value: null, sealedValue: secrets.seal(value) } : { value, sealedValue: null };

  return {
    findTarget: (scope: WritableVariableScope, id: string) => findTarget(db, scope, id),

    /** Every variable reaching the target, optionally only secrets or only plain variables. */
    async list(target: VariableTarget, isSecret?: boolean): Promise<ShownVariable[]> {
      const reaching = await recordsReaching(db, runtime, secrets, target);
      const listed = reaching.filter((record) => isSecret === undefined || record.isSecret === isSecret);
      return shownAmong(listed, reaching);
    },

    async create(target: VariableTarget, input: VariableInput): Promise<ShownVariable> {
      const value = input.value ?? '';
      return insertChecked(
        target,
        rowFor(target, {
          id: newId(),
          key: input.key,
          ...sealed(input.isSecret, value),
          isSecret: input.isSecret,
          variableType: input.mountPath ? 'FILE' : 'VALUE',
          mountPath: input.mountPath ?? null,
          description: input.description ?? null,
          enableInterpolationInFile: input.enableInterpolationInFile ?? null,
          originalId: null,
          originalServiceId: null,
        }),
      );
    },

    async alias(
      target: VariableTarget,
      originalId: string,
      input: Pick<VariableInput, 'key' | 'description' | 'enableInterpolationInFile'>,
      expected: RecordExpectation = {},
    ): Promise<ShownVariable> {
      const original = await originalFor(target, originalId, expected);
      checkAliasOriginal(original);
      return insertChecked(
        target,
        rowFor(target, {
          id: newId(),
          key: input.key,
          value: null,
          sealedValue: null,
          isSecret: original.isSecret,
          variableType: 'ALIAS',
          mountPath: null,
          description: input.description ?? null,
          enableInterpolationInFile: input.enableInterpolationInFile ?? null,
          originalId: original.id,
          originalServiceId: original.service?.id ?? null,
        }),
      );
    },

    async override(
      target: VariableTarget,
      originalId: string,
      input: Pick<VariableInput, 'value' | 'description' | 'enableInterpolationInFile'>,
      expected: RecordExpectation = {},
    ): Promise<ShownVariable> {
      const original = await originalFor(target, originalId, expected);
      checkOverride(original, target.scope);
      return insertChecked(
        target,
        rowFor(target, {
          id: newId(),
          key: original.key,
          ...sealed(original.isSecret, input.value ?? ''),
          isSecret: original.isSecret,
          variableType: 'OVERRIDE',
          mountPath: null,
          description: input.description ?? null,
          enableInterpolationInFile: input.enableInterpolationInFile ?? null,
          originalId: original.id,
          originalServiceId: original.service?.id ?? null,
        }),
      );
    },

    async edit(id: string, edit: VariableEdit, expected: RecordExpectation = {}): Promise<ShownVariable> {
      const row = await storedRecord(id, expected);
      checkWritable(row);
      const target = await findTarget(db, row.scope as WritableVariableScope, row.parentId);
      const problems = [];
      if (edit.isSecret !== undefined && edit.isSecret !== row.isSecret) {
        problems.push({
          path: ['is_secret'],
          message: row.isSecret
            ? 'must stay true: a secret cannot become a plain variable (its value would be shown)'
            : 'must stay false: a plain variable cannot become a secret; create a secret and delete the variable',
        });
      }
      if (row.variableType === 'ALIAS' && edit.value != null) {
        problems.push({ path: ['value'], message: "must be left out: an alias takes its original's value" });
      }
      if (row.variableType === 'OVERRIDE' && edit.key !== row.key) {
        problems.push({
          path: ['key'],
          message: `must stay ${row.key}: an override keeps its original's key`,
        });
      }
      if ((row.variableType === 'ALIAS' || row.variableType === 'OVERRIDE') && edit.mountPath) {
        problems.push({
          path: ['mount_path'],
          message: 'must be left out: aliases and overrides are not files',
        });
      }
      if (problems.length > 0) throw invalidBody(problems);
      const mountPath = edit.mountPath === undefined ? row.mountPath : edit.mountPath;
      const value = edit.value ?? null;
      const changes = {
        key: edit.key,
        ...(value === null || row.variableType === 'ALIAS' ? {} : sealed(row.isSecret, value)),
        mountPath,
        variableType:
          row.variableType === 'VALUE' || row.variableType === 'FILE'
            ? mountPath
              ? ('FILE' as const)
              : ('VALUE' as const)
            : row.variableType,
        description: edit.description === undefined ? row.description : edit.description,
        enableInterpolationInFile:
          edit.enableInterpolationInFile === undefined
            ? row.enableInterpolationInFile
            : edit.enableInterpolationInFile,
        updatedAt: clock.now(),
      };
      try {
        await db.transaction(async (tx) => {
          checkMountPathFree({ id: row.id, key: edit.key, mountPath }, await reachedServices(tx, target));
          await updateVariable(tx, id, changes);
          await configurationChanged(tx, reachOf(target));
        });
      } catch (error) {
        throw conflictOf(error, edit.key, mountPath) ?? error;
      }
      return shownIn(target, id);
    },

    /** Deletes a variable with the aliases and overrides standing on it. */
    async delete(id: string, expected: RecordExpectation = {}): Promise<void> {
      const row = await storedRecord(id, expected);
      checkWritable(row);
      const target = await findTarget(db, row.scope as WritableVariableScope, row.parentId);
      await db.transaction(async (tx) => {
        await deleteVariablesAndDependents(tx, [id]);
        await configurationChanged(tx, reachOf(target));
      });
    },

    /** Imports into a service (or the scopes above it): all checked first, then written in one transaction. */
    async import(target: VariableTarget, request: ImportRequest): Promise<VariableImport> {
      const service = target.service;
      if (!service) throw new Error('Imports go into a service');
      const parents: Partial<Record<WritableVariableScope, VariableTarget>> = {
        [target.scope]: target,
        PROJECT: await findTarget(db, 'PROJECT', target.projectId),
        ...(target.environmentId
          ? { ENVIRONMENT: await findTarget(db, 'ENVIRONMENT', target.environmentId) }
          : {}),
      };
      const problems = request.vars.flatMap((entry, index) =>
        parents[entry.scope]
          ? []
          : [{ path: ['vars', index, 'scope'], message: `must be PROJECT, ENVIRONMENT or ${target.scope}` }],
      );
      if (problems.length > 0) throw invalidBody(problems);
      const imported: VariableImport['successful_imported_variables'] = [];
      await db.transaction(async (tx) => {
        const existing = await listVariablesOfParents(
          tx,
          Object.values(parents).map((parent) => parent.id),
        );
        const byParentKey = new Map(existing.map((row) => [`${row.parentId}:${row.key}`, row]));
        for (const entry of request.vars) {
          const parent = parents[entry.scope] as VariableTarget;
          const found = byParentKey.get(`${parent.id}:${entry.name}`);
          if (found) {
            const plain = found.variableType === 'VALUE' || found.variableType === 'FILE';
            if (!request.overwrite || !plain) continue;
            await updateVariable(tx, found.id, {
              ...sealed(entry.is_secret, entry.value),
              isSecret: entry.is_secret,
              updatedAt: clock.now(),
            });
          } else {
            const row = rowFor(parent, {
              id: newId(),
              key: entry.name,
              ...sealed(entry.is_secret, entry.value),
              isSecret: entry.is_secret,
              variableType: 'VALUE',
              mountPath: null,
              description: null,
              enableInterpolationInFile: null,
              originalId: null,
              originalServiceId: null,
            });
            await insertVariables(tx, [row]);
            byParentKey.set(`${parent.id}:${entry.name}`, row as VariableRow);
          }
          imported.push({
            name: entry.name,
            scope: entry.scope,
            is_secret: entry.is_secret,
            ...(entry.is_secret ? {} : { value: entry.value }),
          });
        }
        const widest =
          parents.PROJECT && imported.some((entry) => entry.scope === 'PROJECT') ? parents.PROJECT : null;
        const middle =
          parents.ENVIRONMENT && imported.some((entry) => entry.scope === 'ENVIRONMENT')
            ? parents.ENVIRONMENT
            : null;
        if (imported.length > 0) await configurationChanged(tx, reachOf(widest ?? middle ?? target));
      });
      return { total_variables_to_import: request.vars.length, successful_imported_variables: imported };
    },

    /** What a service receives, resolved, each key with where its value comes from. */
    async effective(target: VariableTarget): Promise<EffectiveVariable[]> {
      const reaching = await recordsReaching(db, runtime, secrets, target);
      return resolveVariables(reaching).map(toEffectiveVariable);
    },
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
