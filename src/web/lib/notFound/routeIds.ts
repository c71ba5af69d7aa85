import { id } from '../../../contract';

/** The path parameters that name a record, outermost first: each page's record sits under the one before. */
export const routeIdParams = [
  'organizationId',
  'clusterId',
  'projectId',
  'environmentId',
  'serviceId',
  'deploymentId',
] as const;
export type RouteIdParam = (typeof routeIdParams)[number];

/** Whether a path parameter can name a record at all: the API's ids are UUIDs. */
export const isWellFormedId = (value: string) => id.safeParse(value).success;

/** The outermost id of a route's parameters that cannot name a record, if one does not. */
export function malformedRouteId(
  params: Readonly<Partial<Record<string, string>>>,
): { param: RouteIdParam; value: string } | undefined {
  for (const param of routeIdParams) {
    const value = params[param];
    if (value !== undefined && !isWellFormedId(value)) return { param, value };
  }
  return undefined;
}

/** Whether a failed load means the record asked for is not there. */
export const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
