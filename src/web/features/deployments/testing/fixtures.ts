import type {
  DeploymentLogLine,
  EnvironmentDeployment,
  EnvironmentStatuses,
  QueuedDeploymentRequest,
  ServiceDeployment,
  ServiceState,
  ServiceStatus,
  ServiceType,
} from '../../../../contract';
import { ENVIRONMENT_ID } from '../../../test/environmentFixtures';

let sequence = 0;
const nextId = () => `dededede-${String(++sequence).padStart(4, '0')}-4000-8000-000000000000`;

const settled = (state: ServiceState) =>
  !['QUEUED', 'DEPLOYMENT_QUEUED', 'BUILDING', 'DEPLOYING', 'EXECUTING', 'CANCELING', 'STOPPING'].includes(
    state,
  );

export function serviceStatus(
  id: string,
  state: ServiceState,
  overrides: Partial<ServiceStatus> = {},
): ServiceStatus {
  return {
    id,
    state,
    service_deployment_status: state === 'READY' ? 'NEVER_DEPLOYED' : 'UP_TO_DATE',
    last_deployment_date: state === 'READY' ? undefined : '2025-05-01T10:00:00Z',
    is_part_last_deployment: true,
    status_details: { action: 'DEPLOY', status: settled(state) ? 'SUCCESS' : 'ONGOING', sub_action: 'NONE' },
    deployment_request_id: null,
    deployment_requests_count: 0,
    ...overrides,
  };
}

type ByType = Partial<
  Record<'applications' | 'containers' | 'databases' | 'jobs' | 'helms' | 'terraforms', ServiceStatus[]>
>;

export function environmentStatuses(
  services: ByType,
  environmentState: ServiceState = 'DEPLOYED',
  environmentId = ENVIRONMENT_ID,
): EnvironmentStatuses {
  return {
    environment: {
      id: environmentId,
      state: environmentState,
      last_deployment_date: '2025-05-01T10:00:00Z',
      last_deployment_state: environmentState,
      last_deployment_id: 'request-1',
      total_deployment_duration_in_seconds: 42,
      origin: 'CONSOLE',
      triggered_by: 'Demo User',
      deployment_status: environmentState === 'READY' ? 'NEVER_DEPLOYED' : 'UP_TO_DATE',
      deployment_request_id: null,
    },
    applications: [],
    containers: [],
    databases: [],
    jobs: [],
    helms: [],
    terraforms: [],
    ...services,
  };
}

export function serviceDeployment(
  service: { id: string; name: string; type?: ServiceType },
  overrides: Partial<ServiceDeployment> = {},
): ServiceDeployment {
  return {
    id: nextId(),
    deployment_request_id: 'request-1',
    identifier: {
      service_id: service.id,
      service_type: service.type ?? 'APPLICATION',
      name: service.name,
      execution_id: 'exec-0001',
    },
    action: 'DEPLOY',
    state: 'DEPLOYED',
    status_details: { action: 'DEPLOY', status: 'SUCCESS', sub_action: 'NONE' },
    created_at: '2025-05-01T09:59:50Z',
    started_at: '2025-05-01T10:00:00Z',
    ended_at: '2025-05-01T10:01:05Z',
    total_duration_sec: 65,
    reason: null,
    version: {
      config_version: 'c0ffee12345',
      branch: 'main',
      git_commit_id: 'a1b2c3d4e5f6a7b8',
      image_tag: null,
      chart_version: null,
    },
    stage: { index: 1, name: 'Applications' },
    steps: [step('GIT_CLONE', 'SUCCESS', 3), step('BUILD', 'SUCCESS', 40), step('DEPLOYMENT', 'SUCCESS', 22)],
    ...overrides,
  };
}

export function step(
  name: ServiceDeployment['steps'][number]['step_name'],
  status: ServiceDeployment['steps'][number]['status'],
  seconds: number | null,
  startedAt: string | null = '2025-05-01T10:00:00Z',
): ServiceDeployment['steps'][number] {
  return {
    step_name: name,
    status,
    started_at: status === 'PENDING' ? null : startedAt,
    ended_at:
      seconds === null || status === 'PENDING' || status === 'ONGOING' ? null : '2025-05-01T10:00:30Z',
    duration_sec: status === 'PENDING' || status === 'ONGOING' ? null : seconds,
  };
}

export function environmentDeployment(
  services: ServiceDeployment[],
  overrides: Partial<EnvironmentDeployment> = {},
): EnvironmentDeployment {
  return {
    id: 'request-1',
    environment_id: ENVIRONMENT_ID,
    action: 'DEPLOY',
    status: 'DONE',
    state: 'DEPLOYED',
    origin: 'CONSOLE',
    triggered_by: 'Demo User',
    created_at: '2025-05-01T09:59:50Z',
    started_at: '2025-05-01T10:00:00Z',
    ended_at: '2025-05-01T10:01:05Z',
    reason: null,
    total_duration_sec: 65,
    stages: [
      {
        stage_id: null,
        name: 'Applications',
        status: 'DONE',
        started_at: '2025-05-01T10:00:00Z',
        ended_at: '2025-05-01T10:01:05Z',
        service_ids: services.map((service) => service.identifier.service_id),
        skipped_service_ids: [],
        reason: null,
      },
    ],
    services,
    ...overrides,
  };
}

export function logLine(
  deployment: ServiceDeployment,
  message: string,
  level: DeploymentLogLine['level'] = 'INFO',
  step: DeploymentLogLine['step'] = 'BUILD',
): DeploymentLogLine {
  return {
    id: nextId(),
    created_at: '2025-05-01T10:00:10Z',
    level,
    step,
    message,
    service_id: deployment.identifier.service_id,
    deployment_id: deployment.id,
    deployment_request_id: deployment.deployment_request_id,
    execution_id: deployment.identifier.execution_id,
  };
}

export function queuedRequest(
  id: string,
  position: number,
  services: { id: string; type?: ServiceType }[],
  overrides: Partial<QueuedDeploymentRequest> = {},
): QueuedDeploymentRequest {
  return {
    id,
    created_at: '2025-05-01T10:00:30Z',
    action: 'DEPLOY',
    status: position === 0 ? 'RUNNING' : 'QUEUED',
    position,
    origin: 'CONSOLE',
    triggered_by: 'Demo User',
    services: services.map((service) => ({ id: service.id, service_type: service.type ?? 'APPLICATION' })),
    ...overrides,
  };
}
