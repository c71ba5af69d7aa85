import { useParams } from 'react-router';

/** A path parameter the matched route always has; a missing one means a route was wired wrongly. */
export function useRouteParam(
  name: 'organizationId' | 'clusterId' | 'projectId' | 'environmentId' | 'customRoleId' | 'invitationToken',
): string {
  const value = useParams()[name];
  if (!value) throw new Error(`The route has no ":${name}" parameter`);
  return value;
}
