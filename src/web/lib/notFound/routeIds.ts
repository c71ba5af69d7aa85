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

/**
 * The UUIDs the contract's `id` accepts (RFC 9562: versions 1 to 8, the nil and the max UUID), in either case. Written
 * out rather than asked of the contract's schema, which would bring zod into the first load of every page (the
 * shell checks every address with it); `routeIds.test.ts` holds the two to the same answers.
 */
const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether a path parameter can name a record at all: the API's ids are UUIDs. */
export const isWellFormedId = (value: string) => uuidPattern.test(value);

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
