import { z } from 'zod';
import { commitList, commitQuery, type CommitKind } from '../commits';
import { id } from '../common';
import { endpointSchemas } from '../endpoint';

const summary =
  "List the latest commits of the service's branch, newest first, with the commit that runs and how many commits it is behind";
const description =
  "Asked of the git provider through the service's git token; a repository without a token, or a provider that cannot be reached, answers the simulated provider's history of the repository and branch, the same on every call.";

/* #__NO_SIDE_EFFECTS__ */
function commitSchemasFor<K extends CommitKind>(kind: K) {
  return endpointSchemas({
    summary,
    description,
    tag: 'Commits',
    params: z.object({ [`${kind}Id`]: id }) as z.ZodObject<Record<`${K}Id`, typeof id>>,
    query: commitQuery,
    response: commitList,
  });
}

export const commitEndpointSchemas = {
  application: commitSchemasFor('application'),
  job: commitSchemasFor('job'),
  helm: commitSchemasFor('helm'),
  terraform: commitSchemasFor('terraform'),
};
