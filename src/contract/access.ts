import { z } from 'zod';
import { base, description, id, name, timestamp } from './common';
import { countryCodes } from './countries';
import { environmentMode } from './environments';
import { builtInRoleNames } from './roleIds';
import { singleLine, text, trimmedLine } from './text';
import { usStateCodes } from './usStates';

/** The roles every organization has; OWNER and ADMIN may do everything, DEVELOPER all but settings, VIEWER read. */
export const builtInRole = z.enum(builtInRoleNames);
export type BuiltInRole = z.infer<typeof builtInRole>;

export { builtInRoleIds } from './roleIds';

export const clusterPermission = z.enum(['VIEWER', 'ENV_CREATOR', 'ADMIN']);
export type ClusterPermission = z.infer<typeof clusterPermission>;

/** Each includes the ones before it: VIEWER reads, DEPLOYER also deploys, MANAGER also creates, edits, deletes. */
export const projectPermission = z.enum(['NO_ACCESS', 'VIEWER', 'DEPLOYER', 'MANAGER']);
export type ProjectPermission = z.infer<typeof projectPermission>;

export const customRoleCreateRequest = z.object({ name, description: description.optional() });
export type CustomRoleCreateRequest = z.infer<typeof customRoleCreateRequest>;

const environmentPermission = z.object({ environment_type: environmentMode, permission: projectPermission });

/**
 * The row for every project the role does not list, those created after it included; a project's own row overrides
 * it. Absent from a PUT, the role keeps the one it has (clients written before it keep working); null removes it.
 */
const allProjectsPermissions = z.object({
  is_admin: z.boolean().default(false),
  permissions: z.array(environmentPermission),
});

export const customRoleUpdateRequest = z.object({
  name,
  description: description.optional(),
  cluster_permissions: z.array(z.object({ cluster_id: id, permission: clusterPermission })),
  project_permissions: z.array(
    z.object({
      project_id: id,
      is_admin: z.boolean().default(false),
      permissions: z.array(environmentPermission),
    }),
  ),
  all_projects: allProjectsPermissions.nullable().optional(),
});
export type CustomRoleUpdateRequest = z.input<typeof customRoleUpdateRequest>;

export const customRole = z.object({
  id,
  name: singleLine(),
  description: text(),
  cluster_permissions: z.array(
    z.object({ cluster_id: id, cluster_name: singleLine(), permission: clusterPermission }),
  ),
  project_permissions: z.array(
    z.object({
      project_id: id,
      project_name: singleLine(),
      is_admin: z.boolean(),
      permissions: z.array(environmentPermission),
    }),
  ),
  /** What a project without a row of its own gets, those created later included; null: no access. */
  all_projects: z.object({ is_admin: z.boolean(), permissions: z.array(environmentPermission) }).nullable(),
});
export type CustomRole = z.infer<typeof customRole>;

/** A role a member, an invitation or a token may be given: the built-in ones, then the organization's own. */
export const availableRole = z.object({ id, name: singleLine(), built_in: z.boolean() });
export type AvailableRole = z.infer<typeof availableRole>;

export const member = base.extend({
  name: singleLine(),
  email: z.email(),
  /** The built-in role, or null when the member has a custom one. */
  role: builtInRole.nullable(),
  role_id: id,
  role_name: singleLine(),
});
export type Member = z.infer<typeof member>;

export const memberRoleUpdateRequest = z.object({ user_id: id, role_id: id });
export type MemberRoleUpdateRequest = z.infer<typeof memberRoleUpdateRequest>;

export const memberRemoveRequest = z.object({ user_id: id });
export type MemberRemoveRequest = z.infer<typeof memberRemoveRequest>;

/** `role_id` (a built-in or custom role) wins over `role`; without either the invitee becomes a VIEWER. */
export const inviteMemberRequest = z.object({
  email: z.email('must be an email address'),
  role: builtInRole.optional(),
  role_id: id.optional(),
});
export type InviteMemberRequest = z.infer<typeof inviteMemberRequest>;

export const invitationStatus = z.enum(['PENDING', 'EXPIRED']);

export const invitation = base.extend({
  email: z.email(),
  role: builtInRole.nullable(),
  role_id: id,
  role_name: singleLine(),
  /** Only the answer to the invite carries the link: it holds the secret, which is never shown again. */
  invitation_link: singleLine().nullable(),
  invitation_status: invitationStatus,
  organization_name: singleLine(),
  inviter: singleLine(),
  expires_at: timestamp,
});
export type Invitation = z.infer<typeof invitation>;

/** What an invitee sees before accepting. */
export const invitationPreview = z.object({
  email: z.email(),
  organization_name: singleLine(),
  role_name: singleLine(),
  inviter: singleLine(),
  invitation_status: invitationStatus,
  /** Whether the email already has an account, whose password accepting then needs. */
  has_account: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreview>;

export const invitationAcceptRequest = z.object({
  /** Ignored when the email already has an account. */
  name: trimmedLine().min(1, 'is required').max(255, 'must be at most 255 characters').optional(),
  password: singleLine().min(8, 'must be at least 8 characters').max(200, 'must be at most 200 characters'),
});
export type InvitationAcceptRequest = z.infer<typeof invitationAcceptRequest>;

/** Whether the current credentials may do something, and why not when they may not. */
export const decision = z.object({ allowed: z.boolean(), reason: text().nullable() });
export type Decision = z.infer<typeof decision>;

export const permissions = z.object({
  organization_id: id,
  role_id: id,
  role_name: singleLine(),
  scope: z.enum(['READ', 'DEPLOY', 'WRITE', 'ADMIN']),
  /**
   * Organization-wide operations: read; deploy anywhere; create projects (write); settings, tokens, roles, members
   * (admin). For a built-in role these hold everywhere.
   */
  organization: z.object({ read: decision, deploy: decision, write: decision, admin: decision }),
  projects: z.array(
    z.object({
      project_id: id,
      project_name: singleLine(),
      read: decision,
      /** Edit or delete the project, create environments in it. */
      manage: decision,
      environment_types: z.array(
        z.object({ environment_type: environmentMode, read: decision, deploy: decision, write: decision }),
      ),
    }),
  ),
  clusters: z.array(
    z.object({
      cluster_id: id,
      cluster_name: singleLine(),
      read: decision,
      write: decision,
      /** Create an environment on it, or clone one to it (the project's own permission decides too). */
      create_environments: decision,
    }),
  ),
});
export type Permissions = z.infer<typeof permissions>;

const requiredLine = (max: number) =>
  trimmedLine().min(1, 'is required').max(max, `must be at most ${max} characters`);
const optionalLine = (max: number) =>
  trimmedLine()
    .max(max, `must be at most ${max} characters`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** A VAT identification number: the country's two letters, then 2 to 13 letters or digits (spaces ignored). */
export const VAT_NUMBER_PATTERN = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

export const billingInfoRequest = z
  .object({
    first_name: requiredLine(100),
    last_name: requiredLine(100),
    email: z.email('must be an email address'),
    address: requiredLine(255),
    city: requiredLine(100),
    zip: requiredLine(20),
    state: optionalLine(2),
    country_code: z.enum(countryCodes, 'must be an ISO 3166-1 alpha-2 country code (such as FR or US)'),
    company: optionalLine(255),
    vat_number: optionalLine(20).transform((value) => value?.replace(/\s+/g, '').toUpperCase() ?? null),
  })
  .superRefine((info, context) => {
    const isUs = info.country_code === 'US';
    if (isUs && !info.state) {
      context.addIssue({ code: 'custom', path: ['state'], message: 'is required for a US address' });
    } else if (isUs && !(usStateCodes as readonly string[]).includes(info.state ?? '')) {
      context.addIssue({ code: 'custom', path: ['state'], message: 'must be a US state code (such as CA)' });
    } else if (!isUs && info.state) {
      context.addIssue({ code: 'custom', path: ['state'], message: 'applies to US addresses only' });
    }
    if (info.vat_number && !VAT_NUMBER_PATTERN.test(info.vat_number)) {
      context.addIssue({
        code: 'custom',
        path: ['vat_number'],
        message: 'must be two country letters and 2 to 13 letters or digits (such as FR12345678901)',
      });
    }
  });
export type BillingInfoRequest = z.input<typeof billingInfoRequest>;

export const billingInfo = z.object({
  first_name: singleLine().nullable(),
  last_name: singleLine().nullable(),
  email: singleLine().nullable(),
  address: singleLine().nullable(),
  city: singleLine().nullable(),
  zip: singleLine().nullable(),
  state: singleLine().nullable(),
  country_code: singleLine().nullable(),
  company: singleLine().nullable(),
  vat_number: singleLine().nullable(),
});
export type BillingInfo = z.infer<typeof billingInfo>;
