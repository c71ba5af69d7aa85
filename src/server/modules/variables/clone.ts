import type { Database, Transaction } from '../../db/database';
import type { Runtime } from '../../runtime';
import { builtInId, builtInKey } from './builtIns';
import {
  insertVariables,
  listVariablesOfEnvironment,
  type NewVariableRow,
  type VariableRow,
} from './queries';

type Db = Database | Transaction;

interface CloneTarget {
  environmentId: string;
  projectId: string;
}

/** What a built-in holds, read back from its key (`PLATFORM_DATABASE_Z1A2B3C4D_HOST` holds `HOST`). */
function builtInSuffix(row: VariableRow): string | null {
  if (!row.serviceId) return null;
  const prefix = builtInKey({ id: row.serviceId, type: row.key.split('_')[1] ?? '' }, '');
  return row.key.startsWith(prefix) ? row.key.slice(prefix.length) : null;
}

/**
 * Copies an environment's variables, and its services', into its clone: secrets stay sealed as they are, aliases
 * and overrides stand on the copies of their originals (a built-in of a copied service on the copy's). One
 * whose original no longer reaches it (a project variable, the clone being in another project) is left out.
 * Built-ins are not copied: the copies' own are derived, and a copied database gets a password of its own.
 */
export async function copyEnvironmentVariables(
  tx: Db,
  runtime: Runtime,
  sourceEnvironmentId: string,
  target: CloneTarget,
  serviceCopies: ReadonlyMap<string, string>,
): Promise<void> {
  const rows = await listVariablesOfEnvironment(tx, sourceEnvironmentId);
  const now = runtime.clock.now();
  const copies = new Map<string, string>();
  for (const row of rows) if (row.scope !== 'BUILT_IN') copies.set(row.id, runtime.newId());
  const builtIns = new Map(rows.filter((row) => row.scope === 'BUILT_IN').map((row) => [row.id, row]));
  const sameProject = rows[0]?.projectId === target.projectId;

  const originalOf = (row: VariableRow): { id: string; serviceId: string | null } | null => {
    if (!row.originalId) return { id: '', serviceId: null };
    const copied = copies.get(row.originalId);
    if (copied) {
      const serviceId = row.originalServiceId ? (serviceCopies.get(row.originalServiceId) ?? null) : null;
      return { id: copied, serviceId };
    }
    const builtIn = builtIns.get(row.originalId);
    if (builtIn?.serviceId) {
      const suffix = builtInSuffix(builtIn);
      const serviceId = serviceCopies.get(builtIn.serviceId);
      return suffix && serviceId ? { id: builtInId(serviceId, suffix), serviceId } : null;
    }
    // A project variable: it reaches the clone only within the same project.
    return sameProject ? { id: row.originalId, serviceId: null } : null;
  };

  const values: NewVariableRow[] = [];
  for (const row of rows) {
    const id = copies.get(row.id);
    if (!id) continue;
    const original = originalOf(row);
    if (!original) continue;
    const serviceId = row.serviceId ? serviceCopies.get(row.serviceId) : null;
    if (row.serviceId && !serviceId) continue;
    values.push({
      ...row,
      id,
      projectId: target.projectId,
      environmentId: target.environmentId,
      serviceId: serviceId ?? null,
      parentId: serviceId ?? target.environmentId,
      originalId: row.originalId ? original.id : null,
      originalServiceId: original.serviceId,
      createdAt: now,
      updatedAt: now,
    });
  }
  await insertVariables(tx, values);
}
