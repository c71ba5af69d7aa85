import { z } from 'zod';
import { id, pageQuery, timestamp } from './common';
import { deploymentAction, serviceState } from './deployments/states';
import { environmentMode } from './environments';
import { serviceType } from './services/common';
import { text, trimmedLine } from './text';

/** The deployment a service's row shows: its newest, whatever it did. */
export const lastServiceDeployment = z.object({
  id,
  action: deploymentAction,
  state: serviceState,
  created_at: timestamp,
  ended_at: timestamp.nullable(),
  git_commit_id: text().nullable(),
  image_tag: text().nullable(),
  chart_version: text().nullable(),
});
export type LastServiceDeployment = z.infer<typeof lastServiceDeployment>;

/**
 * One service of an organization, as the public API's `ServiceLightResponse`, with the names of what it sits in
 * and its state: its newest deployment's, READY when it was never deployed.
 */
export const organizationService = z.object({
  id,
  name: text(),
  description: text(),
  icon_uri: text(),
  service_type: serviceType,
  project_id: id,
  project_name: text(),
  environment_id: id,
  environment_name: text(),
  environment_mode: environmentMode,
  cluster_id: id,
  cluster_name: text(),
  state: serviceState,
  last_deployment: lastServiceDeployment.nullable(),
});
export type OrganizationService = z.infer<typeof organizationService>;

export const organizationServiceSortKeys = [
  'name',
  'project',
  'environment',
  'kind',
  'state',
  'last_deployment',
] as const;
export type OrganizationServiceSortKey = (typeof organizationServiceSortKeys)[number];
/** A key, or the key after `-` for the reverse order. */
export const organizationServiceSort = z.enum([
  ...organizationServiceSortKeys,
  ...organizationServiceSortKeys.map((key) => `-${key}` as const),
]);
export type OrganizationServiceSort = z.infer<typeof organizationServiceSort>;

/** States separated by commas (`DEPLOYED,STOPPED`): services in any of them. */
const stateList = trimmedLine().transform((value, context) => {
  const states = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = states.filter((state) => !serviceState.safeParse(state).success);
  if (unknown.length > 0 || states.length === 0) {
    context.addIssue({
      code: 'custom',
      message: `must be service states separated by commas (${unknown.join(', ') || 'none given'} is not one)`,
    });
    return z.NEVER;
  }
  return states as z.infer<typeof serviceState>[];
});

/**
 * The public API's filters (`project_id`, `environment_id`, `cluster_id`), and the console's: `service_type`,
 * `state`, `q` (a text the name holds, ignoring case) and `sort` (by name unless said). Paged as every list.
 */
export const organizationServiceQuery = pageQuery.extend({
  project_id: id.optional(),
  environment_id: id.optional(),
  cluster_id: id.optional(),
  service_type: serviceType.optional(),
  state: stateList.optional(),
  q: trimmedLine().max(100, 'must be at most 100 characters').optional(),
  sort: organizationServiceSort.optional(),
});
export type OrganizationServiceQuery = z.output<typeof organizationServiceQuery>;
