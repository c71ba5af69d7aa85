import type { ServiceType, VariableOwner, VariableScope, VariableType } from '../../../contract';
import type { SecretBox } from '../secrets';
import type { VariableRow } from './queries';

/** The service a variable belongs to (its own scope, or the built-ins it generates). */
export interface OwningService {
  id: string;
  name: string;
  type: ServiceType;
}

/**
 * A variable as the rules see it, stored or derived (a built-in): everything but its value in clear, which
 * `reveal` gives only where a deployment or an interpolation needs it.
 */
export interface VariableRecord {
  id: string;
  scope: VariableScope;
  parentId: string;
  key: string;
  /** A plain variable's own value; null for a secret, and for an alias (which reads its original's). */
  value: string | null;
  isSecret: boolean;
  variableType: VariableType;
  mountPath: string | null;
  description: string | null;
  enableInterpolationInFile: boolean | null;
  originalId: string | null;
  service: OwningService | null;
  ownedBy: VariableOwner;
  createdAt: Date;
  updatedAt: Date;
  /** The stored row; null for a derived built-in. */
  row: VariableRow | null;
  /** The value in clear: a secret opened. An alias answers its own (empty) value; read its original's. */
  reveal(): string;
}

/** A stored row as a record, the name and type of its service looked up in `services`. */
export function recordOfRow(
  row: VariableRow,
  services: ReadonlyMap<string, OwningService>,
  secrets: SecretBox,
): VariableRecord {
  const value = row.isSecret ? null : (row.value ?? '');
  return {
    id: row.id,
    scope: row.scope,
    parentId: row.parentId,
    key: row.key,
    value: row.variableType === 'ALIAS' ? null : value,
    isSecret: row.isSecret,
    variableType: row.variableType,
    mountPath: row.mountPath,
    description: row.description,
    enableInterpolationInFile: row.enableInterpolationInFile,
    originalId: row.originalId,
    service: row.serviceId ? (services.get(row.serviceId) ?? null) : null,
    ownedBy: row.ownedBy,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    row,
    reveal: () => (row.isSecret ? (row.sealedValue ? secrets.open(row.sealedValue) : '') : (row.value ?? '')),
  };
}
