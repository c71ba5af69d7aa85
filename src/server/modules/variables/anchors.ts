import type { Database, Transaction } from '../../db/database';
import type { EnvironmentPlacement } from '../environments';
import { insertVariablesIfAbsent, type NewVariableRow } from './queries';
import type { VariableRecord } from './records';

/**
 * A row for each derived built-in, holding no value: its id is then found like any variable's (the access check
 * of `/variable/{variableId}` starts from it), and it goes with its service.
 */
export async function anchor(
  db: Database | Transaction,
  builtIns: readonly VariableRecord[],
  placement: EnvironmentPlacement,
  now: Date,
): Promise<void> {
  const { organizationId, projectId, id: environmentId } = placement.environment;
  const rows: NewVariableRow[] = builtIns
    .filter((builtIn) => builtIn.row === null)
    .map((builtIn) => ({
      id: builtIn.id,
      organizationId,
      projectId,
      environmentId,
      serviceId: builtIn.parentId,
      scope: 'BUILT_IN',
      parentId: builtIn.parentId,
      key: builtIn.key,
      value: null,
      sealedValue: null,
      isSecret: builtIn.isSecret,
      variableType: 'BUILT_IN',
      ownedBy: 'PLATFORM',
      createdAt: now,
      updatedAt: now,
    }));
  await insertVariablesIfAbsent(db, rows);
}
