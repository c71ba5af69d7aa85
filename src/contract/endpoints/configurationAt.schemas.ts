import { z } from 'zod';
import { id } from '../common';
import { configurationAtQuery, environmentConfigurationAt } from '../configurationAt';
import { endpointSchemas } from '../endpoint';

export const environmentConfigurationEndpointSchemas = {
  at: endpointSchemas({
    summary:
      "An environment's configuration at a past moment, rebuilt from the audit log, and what changed since then per service and field",
    tag: 'Audit log',
    params: z.object({ environmentId: id }),
    query: configurationAtQuery,
    response: environmentConfigurationAt,
  }),
};
