import { z } from 'zod';
import { application, applicationRequest } from './application';
import { container, containerRequest } from './container';
import { database, databaseEditRequest, databaseRequest } from './database';
import { helm, helmRequest } from './helm';
import { job, jobRequest } from './job';
import { terraform, terraformRequest } from './terraform';

export * from './common';
export * from './workload';
export * from './application';
export * from './container';
export * from './database';
export * from './helm';
export * from './job';
export * from './terraform';
export { checkHealthcheckPorts, checkPorts, checkScaling, checkWorkload } from './rules';
export { HOSTED_PROVIDERS, hostOf, providerFromUrl } from './gitHosts';

/**
 * The six kinds of service, keyed by the path segment that names them (`/application/{applicationId}`).
 * Endpoints, the server's storage and the console's catalog are all built from this one table.
 */
export const serviceKinds = {
  application: {
    type: 'APPLICATION',
    label: 'Application',
    idParam: 'applicationId',
    createRequest: applicationRequest,
    editRequest: applicationRequest,
    response: application,
  },
  container: {
    type: 'CONTAINER',
    label: 'Container',
    idParam: 'containerId',
    createRequest: containerRequest,
    editRequest: containerRequest,
    response: container,
  },
  database: {
    type: 'DATABASE',
    label: 'Database',
    idParam: 'databaseId',
    createRequest: databaseRequest,
    editRequest: databaseEditRequest,
    response: database,
  },
  job: {
    type: 'JOB',
    label: 'Job',
    idParam: 'jobId',
    createRequest: jobRequest,
    editRequest: jobRequest,
    response: job,
  },
  helm: {
    type: 'HELM',
    label: 'Helm chart',
    idParam: 'helmId',
    createRequest: helmRequest,
    editRequest: helmRequest,
    response: helm,
  },
  terraform: {
    type: 'TERRAFORM',
    label: 'Terraform',
    idParam: 'terraformId',
    createRequest: terraformRequest,
    editRequest: terraformRequest,
    response: terraform,
  },
} as const;
export type ServiceKind = keyof typeof serviceKinds;
export const serviceKindNames = Object.keys(serviceKinds) as ServiceKind[];

/** Any service, told apart by `service_type`. */
export const anyService = z.discriminatedUnion('service_type', [
  application,
  container,
  database,
  job,
  helm,
  terraform,
]);
export type AnyService = z.infer<typeof anyService>;
