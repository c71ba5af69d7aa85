import { eq } from 'drizzle-orm';
import type { BillingInfo, billingInfoRequest } from '../../../contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { billingInfos } from '../../db/schema';
import type { Runtime } from '../../runtime';
import { withDeps } from '../shared/withDeps';

type BillingInfoRow = typeof billingInfos.$inferSelect;
type BillingInfoInput = z.output<typeof billingInfoRequest>;

const EMPTY: BillingInfo = {
  first_name: null,
  last_name: null,
  email: null,
  address: null,
  city: null,
  zip: null,
  state: null,
  country_code: null,
  company: null,
  vat_number: null,
};

function toBillingInfo(row: BillingInfoRow): BillingInfo {
  return {
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    address: row.address,
    city: row.city,
    zip: row.zip,
    state: row.state,
    country_code: row.countryCode,
    company: row.company,
    vat_number: row.vatNumber,
  };
}

export interface BillingDeps {
  db: Database;
  runtime: Runtime;
}

/** An organization that never gave its billing info answers every field null. */
export async function getBillingInfo({ db }: BillingDeps, organizationId: string): Promise<BillingInfo> {
  const [row] = await db.select().from(billingInfos).where(eq(billingInfos.organizationId, organizationId));
  return row ? toBillingInfo(row) : EMPTY;
}

/** PUT replaces every field: one left out is cleared. */
export async function editBillingInfo(
  { db, runtime }: BillingDeps,
  organizationId: string,
  request: BillingInfoInput,
): Promise<BillingInfo> {
  const values = {
    firstName: request.first_name,
    lastName: request.last_name,
    email: request.email,
    address: request.address,
    city: request.city,
    zip: request.zip,
    state: request.state ?? null,
    countryCode: request.country_code,
    company: request.company ?? null,
    vatNumber: request.vat_number ?? null,
    updatedAt: runtime.clock.now(),
  };
  const [row] = await db
    .insert(billingInfos)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: billingInfos.organizationId, set: values })
    .returning();
  if (!row) throw new Error('Writing billing info returned no row');
  return toBillingInfo(row);
}

export function createBillingService(db: Database, runtime: Runtime) {
  const deps: BillingDeps = { db, runtime };
  return {
    get: withDeps(deps, getBillingInfo),
    edit: withDeps(deps, editBillingInfo),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
