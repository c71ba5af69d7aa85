import type {
  DeployAllRequest,
  EnvironmentServiceIdsRequest,
  EnvironmentStatuses,
  RebootServicesRequest,
  ServiceKind,
  ServiceType,
} from '../../../../contract';
import { serviceStates } from '../../../lib/deployments/serviceStates';
import { serviceStatusesOf, statusesInFlight } from '../../../lib/deployments/statuses';
import { kindOfType } from './kinds';
import { kindAllows, serviceActionRefusal } from './serviceActions';
import { kindWords } from './words';

/** What can be asked of several chosen services of an environment at once, in one request. */
export type SelectedServicesActionName = 'deploy' | 'restart' | 'stop';
export const selectedServicesActionNames: readonly SelectedServicesActionName[] = [
  'deploy',
  'restart',
  'stop',
];

export interface ChosenService {
  id: string;
  name: string;
  service_type: ServiceType;
}

/** The services as one subject: the name of one, "3 services" of several. */
export const subjectOf = (services: readonly ChosenService[]) =>
  services.length === 1 ? services[0]!.name : `${services.length} services`;

export interface SelectedServicesActionSpec {
  label: string;
  question: (services: readonly ChosenService[]) => string;
  consequence: (services: readonly ChosenService[]) => string;
  confirmLabel: (services: readonly ChosenService[]) => string;
  destructive: boolean;
  accepted: (services: readonly ChosenService[]) => string;
  /** Completes "Could not …" when it fails. */
  attempt: (services: readonly ChosenService[]) => string;
  /** Said when some chosen services are of a kind without the action. */
  kindRule?: string;
}

const they = (services: readonly ChosenService[]) => (services.length === 1 ? 'It' : 'They');

export const selectedServicesActions: Record<SelectedServicesActionName, SelectedServicesActionSpec> = {
  deploy: {
    label: 'Deploy',
    question: (services) => `Deploy ${subjectOf(services)}?`,
    consequence: (services) =>
      `${they(services)} deploy with their current configuration, stage by stage: databases first, then applications and the rest. The request waits in the environment's queue behind any deployment under way.`,
    confirmLabel: (services) => `Deploy ${subjectOf(services)}`,
    destructive: false,
    accepted: (services) => `Deployment of ${subjectOf(services)} queued.`,
    attempt: (services) => `deploy ${subjectOf(services)}`,
  },
  restart: {
    label: 'Restart',
    question: (services) => `Restart ${subjectOf(services)}?`,
    consequence: (services) =>
      `${they(services)} restart their instances one by one, at the version running now.`,
    confirmLabel: (services) => `Restart ${subjectOf(services)}`,
    destructive: false,
    accepted: (services) => `Restart of ${subjectOf(services)} queued.`,
    attempt: (services) => `restart ${subjectOf(services)}`,
    kindRule: 'Only applications, containers and databases restart.',
  },
  stop: {
    label: 'Stop',
    question: (services) => `Stop ${subjectOf(services)}?`,
    consequence: (services) =>
      `${they(services)} scale down to zero instances, in the reverse order of a deployment. Their configuration stays; deploying starts them again.`,
    confirmLabel: (services) => `Stop ${subjectOf(services)}`,
    destructive: true,
    accepted: (services) => `Stop of ${subjectOf(services)} queued.`,
    attempt: (services) => `stop ${subjectOf(services)}`,
    kindRule: 'Terraform cannot be stopped: uninstall it to destroy what it created.',
  },
};

function idsByKind(services: readonly ChosenService[]): Record<ServiceKind, string[]> {
  const ids: Record<ServiceKind, string[]> = {
    application: [],
    container: [],
    database: [],
    job: [],
    helm: [],
    terraform: [],
  };
  for (const service of services) ids[kindOfType(service.service_type)].push(service.id);
  return ids;
}

/** Leaves out the empty lists: the API takes a missing list as none. */
function nonEmpty<T extends Record<string, unknown[]>>(lists: T): Partial<T> {
  return Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0)) as Partial<T>;
}

/** The body of `POST /environment/{id}/service/deploy`: each service at its configured version. */
export function deployBody(services: readonly ChosenService[]): DeployAllRequest {
  const ids = idsByKind(services);
  const byId = (list: string[]) => list.map((id) => ({ id }));
  return nonEmpty({
    applications: ids.application.map((application_id) => ({ application_id })),
    databases: ids.database,
    containers: byId(ids.container),
    jobs: byId(ids.job),
    helms: byId(ids.helm),
    terraforms: byId(ids.terraform),
  });
}

/** The body of `POST /environment/{id}/service/restart-service` (applications, containers, databases only). */
export function restartBody(services: readonly ChosenService[]): RebootServicesRequest {
  const ids = idsByKind(services);
  return nonEmpty({
    application_ids: ids.application,
    container_ids: ids.container,
    database_ids: ids.database,
  });
}

/** The body of `POST /environment/{id}/service/stop`. */
export function stopBody(services: readonly ChosenService[]): EnvironmentServiceIdsRequest {
  const ids = idsByKind(services);
  return nonEmpty({
    application_ids: ids.application,
    container_ids: ids.container,
    database_ids: ids.database,
    job_ids: ids.job,
    helm_ids: ids.helm,
    terraform_ids: ids.terraform,
  });
}

const listed = (names: string[]) =>
  names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;

/**
 * Why the action cannot be asked of these services now, or undefined when it can: permission first, then a
 * deployment of the environment under way, then each service's kind and state (naming those that cannot).
 */
export function selectedServicesRefusal(
  action: SelectedServicesActionName,
  services: readonly ChosenService[],
  statuses: EnvironmentStatuses | undefined,
  permission: { allowed: boolean; reason?: string | undefined },
): string | undefined {
  if (!permission.allowed) return permission.reason;
  if (services.length === 0) return 'Choose services first.';
  if (!statuses) return 'Checking the state of the services…';
  if (statusesInFlight(statuses)) {
    return 'A deployment of this environment is under way: wait for it to end, or cancel it.';
  }
  const known = serviceStatusesOf(statuses);
  const refused = services.flatMap((service) => {
    const kind = kindOfType(service.service_type);
    const status = known.find((candidate) => candidate.id === service.id) ?? null;
    const subject = { kind, name: service.name };
    if (!serviceActionRefusal(action, subject, status, { allowed: true })) return [];
    if (!kindAllows(kind, action)) return [{ name: `${service.name} (${kindWords[kind]})`, ofKind: true }];
    const state = status ? serviceStates[status.state].label.toLowerCase() : 'state unknown';
    return [{ name: `${service.name} (${state})`, ofKind: false }];
  });
  if (refused.length === 0) return undefined;

  const spec = selectedServicesActions[action];
  const verb = spec.label.toLowerCase();
  const rule = refused.some(({ ofKind }) => ofKind) && spec.kindRule ? ` ${spec.kindRule}` : '';
  const names = listed(refused.map(({ name }) => name));
  if (refused.length === services.length) {
    return `${spec.label} does not apply to ${names}.${rule}`;
  }
  const them = refused.length === 1 ? 'it' : 'them';
  return `${spec.label} does not apply to ${names}.${rule} Deselect ${them} to ${verb} the others.`;
}
