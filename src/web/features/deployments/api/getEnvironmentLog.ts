import { environmentDeploymentEndpoints, type LogQuery } from '../../../../contract';
import { call } from '../../../lib/api/client';

/**
 * A part of the environment's log (see the API's log pages): the log of its latest deployment, every service's
 * lines.
 */
export const getEnvironmentLogPage = (environmentId: string, query: LogQuery, signal?: AbortSignal) =>
  call(environmentDeploymentEndpoints.logs, { params: { environmentId }, query, signal });
