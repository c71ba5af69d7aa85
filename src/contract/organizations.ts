import { z } from 'zod';
import { base, description, name } from './common';
import { singleLine, text, url } from './text';

export const planEnum = z.enum(['FREE', 'TEAM', 'ENTERPRISE', 'PROFESSIONAL', 'BUSINESS']);

export const organization = base.extend({
  name: text(),
  description: text().nullable(),
  plan: planEnum,
  website_url: text().nullable(),
  repository: text().nullable(),
  logo_url: text().nullable(),
  icon_url: text().nullable(),
  admin_emails: z.array(text()).nullable(),
  owner: z.uuid().optional(),
});
export type Organization = z.infer<typeof organization>;

const optionalUrl = url('must be a URL').nullable().optional();

export const organizationEditRequest = z.object({
  name,
  description: description.nullable().optional(),
  website_url: optionalUrl,
  repository: singleLine().nullable().optional(),
  logo_url: optionalUrl,
  icon_url: optionalUrl,
  admin_emails: z.array(z.email('must be an email address')).nullable().optional(),
});
export type OrganizationEditRequest = z.infer<typeof organizationEditRequest>;
