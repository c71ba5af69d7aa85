import { z } from 'zod';
import { id, listOf } from '../common';
import { endpointSchemas } from '../endpoint';
import { organizationService, organizationServiceQuery } from '../organizationServices';

export const organizationServiceEndpointSchemas = {
  list: endpointSchemas({
    summary:
      'List every service of the organization the caller may read, with its project, environment, cluster, state and last deployment',
    tag: 'Services',
    params: z.object({ organizationId: id }),
    query: organizationServiceQuery,
    response: listOf(organizationService),
  }),
};
