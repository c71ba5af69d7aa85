import type { AccessClass } from '../../contract';
import { type ScopedAccess, scopeNeeded } from '../domain/access';

export { scopeAllows, scopeNeeded } from '../domain/access';

export function isScopedAccess(access: AccessClass): access is ScopedAccess {
  return access in scopeNeeded;
}
