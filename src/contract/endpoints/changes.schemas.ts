import { z } from 'zod';
import { changesQuery, organizationChanges } from '../changes';
import { id } from '../common';
import { endpointSchemas } from '../endpoint';

export const changeEndpointSchemas = {
  changes: endpointSchemas({
    summary:
      'What changed in an organization since a version: the environments whose deployments, services or variables changed',
    tag: 'Changes',
    params: z.object({ organizationId: id }),
    query: changesQuery,
    response: organizationChanges,
  }),
};
