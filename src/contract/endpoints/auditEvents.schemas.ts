import { z } from 'zod';
import { auditEventList, auditEventsQuery, auditTargetList, auditTargetsQuery } from '../auditEvents';
import { id } from '../common';
import { endpointSchemas } from '../endpoint';

export const auditEventEndpointSchemas = {
  list: endpointSchemas({
    summary:
      'The audit log: every change in the organization, latest first, with who made it and what changed',
    tag: 'Audit log',
    params: z.object({ organizationId: id }),
    query: auditEventsQuery,
    response: auditEventList,
  }),
  targets: endpointSchemas({
    summary: 'The targets the audit log names, for its filter by target',
    tag: 'Audit log',
    params: z.object({ organizationId: id }),
    query: auditTargetsQuery,
    response: auditTargetList,
  }),
};
