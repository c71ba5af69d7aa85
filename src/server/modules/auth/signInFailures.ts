import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

/**
 * A refused sign-in to a member's account goes to the audit log of each organization they belong to, in one
 * statement. The person is named by email; nothing of the password tried is kept. A sign-in for an email no
 * account has belongs to no organization and is not recorded.
 */
export async function recordSignInFailure(
  db: Database,
  user: { id: string; email: string },
  at: Date,
): Promise<void> {
  await db.execute(sql`insert into "audit_events"
      (organization_id, "timestamp", event_type, target_id, target_name, target_type, sub_target_type, origin,
       triggered_by)
    select organization_id, ${at.toISOString()}::timestamptz, 'SIGN_IN_FAILED', ${user.id}::uuid, ${user.email},
      'MEMBERS_AND_ROLES', 'MEMBER_ROLE', 'CONSOLE', ${user.email}
    from "memberships" where user_id = ${user.id}::uuid`);
}
