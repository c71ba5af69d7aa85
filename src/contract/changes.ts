import { z } from 'zod';
import { id } from './common';

/** `since`: the `version` of an earlier answer; without it, only the current version is answered. */
export const changesQuery = z.object({
  since: z.coerce.number().int('must be an integer').min(0, 'must be at least 0').optional(),
});
export type ChangesQuery = z.infer<typeof changesQuery>;

/**
 * What changed in an organization since a version: the environments whose deployments, services or variables
 * changed (those the caller sees), and the version to ask from next. Nothing changed: the same version, no
 * environment.
 */
export const organizationChanges = z.object({
  version: z.number().int(),
  environments: z.array(z.object({ id, project_id: id })),
});
export type OrganizationChanges = z.infer<typeof organizationChanges>;
