import { routes, type RouteFields } from '../endpoint';
import type { CommitKind } from '../commits';
import { capitalized } from './families';
import type { commitEndpointSchemas } from './commits.schemas';

/** `GET /{kind}/{kindId}/commit`: the latest commits of the service's branch. */
const listCommits = (kind: CommitKind): RouteFields => ({
  method: 'GET',
  path: `/${kind}/{${kind}Id}/commit`,
  operationId: `list${capitalized(kind)}Commit`,
  access: 'read',
  scopeParam: { param: `${kind}Id`, kind },
  status: 200,
});

export const commitEndpoints = routes<typeof commitEndpointSchemas>({
  application: listCommits('application'),
  job: listCommits('job'),
  helm: listCommits('helm'),
  terraform: listCommits('terraform'),
});
