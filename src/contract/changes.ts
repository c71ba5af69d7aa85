import { z } from 'zod';
import { MAX_ENVIRONMENTS_WITH_STATUSES } from './changeLimits';
import { id } from './common';
import { environmentStatuses } from './deployments/status';
import { singleLine } from './text';

/** A comma-separated list of environment ids, each read as `id` reads one. */
const environmentIdList = singleLine().transform((value, context) => {
  const ids = value.split(',').map((part) => id.safeParse(part.trim()));
  if (ids.some((parsed) => !parsed.success)) {
    context.addIssue({ code: 'custom', message: 'must be environment ids separated by commas' });
    return z.NEVER;
  }
  if (ids.length > MAX_ENVIRONMENTS_WITH_STATUSES) {
    context.addIssue({
      code: 'custom',
      message: `must name at most ${MAX_ENVIRONMENTS_WITH_STATUSES} environments`,
    });
    return z.NEVER;
  }
  return [...new Set(ids.flatMap((parsed) => (parsed.success ? [parsed.data] : [])))];
});

/**
 * `since`: the `version` of an earlier answer; without it, only the current version is answered.
 * `with_statuses`: environments whose statuses the answer carries when they changed (those a page shows), so the
 * page has them without asking again.
 */
export const changesQuery = z.object({
  since: z.coerce.number().int('must be an integer').min(0, 'must be at least 0').optional(),
  with_statuses: environmentIdList.optional(),
});
export type ChangesQuery = z.infer<typeof changesQuery>;

/**
 * What changed in an organization since a version: the environments whose deployments, services, variables,
 * deployment stages or own settings changed (those the caller sees), and the version to ask from next. Nothing
 * changed: the same version, no environment. An environment named in `with_statuses` carries its statuses as
 * `GET /environment/{id}/statuses` answers them.
 */
export const organizationChanges = z.object({
  version: z.number().int(),
  environments: z.array(z.object({ id, project_id: id, statuses: environmentStatuses.optional() })),
});
export type OrganizationChanges = z.infer<typeof organizationChanges>;
