import type { ApiTokenScope } from '../../../contract';
import type { MembershipRole } from '../../db/schema';

/** The scope a person holds in an organization, from their role there. */
export const scopeOfRole: Record<MembershipRole, ApiTokenScope> = {
  OWNER: 'ADMIN',
  ADMIN: 'ADMIN',
  DEVOPS: 'WRITE',
  DEPLOYER: 'DEPLOY',
  VIEWER: 'READ',
};
