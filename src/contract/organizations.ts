import { z } from 'zod';
import { base, description, name } from './common';

export const planEnum = z.enum(['FREE', 'TEAM', 'ENTERPRISE', 'PROFESSIONAL', 'BUSINESS']);

export const organization = base.extend({
  name: z.string(),
  description: z.string().nullable(),
  plan: planEnum,
  website_url: z.string().nullable(),
  repository: z.string().nullable(),
  logo_url: z.string().nullable(),
  icon_url: z.string().nullable(),
  admin_emails: z.array(z.string()).nullable(),
  owner: z.uuid().optional(),
});
export type Organization = z.infer<typeof organization>;

const optionalUrl = z.url('must be a URL').nullable().optional();

export const organizationEditRequest = z.object({
  name,
  description: description.nullable().optional(),
  website_url: optionalUrl,
  repository: z.string().nullable().optional(),
  logo_url: optionalUrl,
  icon_url: optionalUrl,
  admin_emails: z.array(z.email('must be an email address')).nullable().optional(),
});
export type OrganizationEditRequest = z.infer<typeof organizationEditRequest>;
