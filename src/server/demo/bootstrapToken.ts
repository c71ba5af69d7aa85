import type { Database } from '../db/database';
import { createApiTokenService, newApiTokenValue } from '../modules/apiTokens';
import { createRoleService } from '../modules/roles';
import { accessChanges } from '../modules/shared/recentlyFound';
import { organizationIdIfExists } from '../modules/organizations';
import type { Runtime } from '../runtime';

export const BOOTSTRAP_TOKEN_NAME = 'bootstrap-admin';

export type BootstrapToken =
  /** Generated on this (first) start: shown once, never again. */
  | { kind: 'generated'; value: string }
  /** BOOTSTRAP_ADMIN_TOKEN is installed as the token's value. */
  | { kind: 'configured' }
  | { kind: 'none' };

/**
 * An ADMIN API token of the demo organization, so scripts can drive the API from the first minute: the value of
 * BOOTSTRAP_ADMIN_TOKEN when set (on every start), otherwise one generated on the first start.
 */
export async function installBootstrapToken(
  db: Database,
  runtime: Runtime,
  options: { organizationId: string; configuredValue: string | null; firstStart: boolean },
): Promise<BootstrapToken> {
  if (!options.configuredValue && !options.firstStart) return { kind: 'none' };
  // The demo organization may have been removed since the first start.
  if (!(await organizationIdIfExists(db, options.organizationId))) return { kind: 'none' };
  const value = options.configuredValue ?? newApiTokenValue(runtime.randomBytes);
  // Before the app serves: no credentials are remembered yet that a new value would have to forget.
  const access = accessChanges();
  await createApiTokenService(db, runtime, createRoleService(db, runtime, access), access).installWithValue(
    options.organizationId,
    BOOTSTRAP_TOKEN_NAME,
    value,
    'ADMIN',
  );
  return options.configuredValue ? { kind: 'configured' } : { kind: 'generated', value };
}
