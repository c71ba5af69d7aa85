import type {
  DeploymentStage,
  DeploymentStageList,
  EnvironmentDeployment,
  EnvironmentStatusesWithStages,
  ServiceState,
  ServiceType,
  StageProgress,
} from '../../../../contract';
import { ENVIRONMENT_ID } from '../../../test/environmentFixtures';

/** A service as the fixtures place it: a name, a type and a fixed id. */
export interface FixtureService {
  id: string;
  name: string;
  type: ServiceType;
}

const serviceId = (n: number) => `5e5e5e5e-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const stageId = (n: number) => `57a9e000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ordersDb: FixtureService = { id: serviceId(1), name: 'orders-db', type: 'DATABASE' };
export const cache: FixtureService = { id: serviceId(2), name: 'cache', type: 'DATABASE' };
export const apiService: FixtureService = { id: serviceId(3), name: 'api', type: 'APPLICATION' };
export const worker: FixtureService = { id: serviceId(4), name: 'worker', type: 'APPLICATION' };
export const web: FixtureService = { id: serviceId(5), name: 'web', type: 'APPLICATION' };
export const services = [ordersDb, cache, apiService, worker, web];

export const DATA = stageId(1);
export const BACKEND = stageId(2);
export const FRONTEND = stageId(3);

interface StagePlan {
  id: string;
  name: string;
  description?: string;
  services: FixtureService[];
  skipped?: FixtureService[];
}

/** The environment's stages, in the order given, each with its services (and those it skips). */
export function stageList(plans: StagePlan[]): DeploymentStageList {
  return {
    results: plans.map((plan, order): DeploymentStage => ({
      id: plan.id,
      created_at: '2025-03-01T10:00:00Z',
      updated_at: '2025-03-01T10:00:00Z',
      environment: { id: ENVIRONMENT_ID },
      name: plan.name,
      description: plan.description ?? '',
      deployment_order: order,
      services: [...plan.services, ...(plan.skipped ?? [])].map((service) => ({
        id: `a77ac4ed-0000-4000-8000-${service.id.slice(-12)}`,
        created_at: '2025-03-01T10:00:00Z',
        service_id: service.id,
        service_type: service.type,
        is_skipped: (plan.skipped ?? []).includes(service),
      })),
    })),
  };
}

export const dataStage = (services: FixtureService[] = [ordersDb, cache], skipped?: FixtureService[]) => ({
  id: DATA,
  name: 'Data',
  description: 'Databases first: everything connects to them',
  services,
  skipped,
});
export const backendStage = (
  services: FixtureService[] = [apiService, worker],
  skipped?: FixtureService[],
) => ({
  id: BACKEND,
  name: 'Backend',
  services,
  skipped,
});
export const frontendStage = (services: FixtureService[] = [web], skipped?: FixtureService[]) => ({
  id: FRONTEND,
  name: 'Frontend',
  services,
  skipped,
});

/** Data (orders-db, cache), Backend (api, worker), Frontend (web). */
export const threeStages = () => stageList([dataStage(), backendStage(), frontendStage()]);

/** What `GET /environment/{id}/services` answers, as much of it as the board reads. */
export const serviceListAnswer = (list: FixtureService[] = services) => ({
  results: list.map((service) => ({ id: service.id, name: service.name, service_type: service.type })),
});

const status = (id: string, state: ServiceState) => ({
  id,
  state,
  service_deployment_status: 'UP_TO_DATE' as const,
  is_part_last_deployment: true,
  status_details: { action: 'DEPLOY' as const, status: 'SUCCESS' as const, sub_action: 'NONE' as const },
  deployment_request_id: null,
  deployment_requests_count: 0,
});

interface LivePlan {
  id: string;
  name: string;
  progress?: Pick<StageProgress, 'status' | 'reason'> & { seconds?: number | null };
  states: [FixtureService, ServiceState][];
}

/** What `statusesWithStages` answers: each stage with its state in the latest deployment and its services'. */
export function liveAnswer(
  plans: LivePlan[],
  environmentState: ServiceState = 'DEPLOYED',
): EnvironmentStatusesWithStages {
  return {
    environment: {
      id: ENVIRONMENT_ID,
      state: environmentState,
      last_deployment_date: '2025-05-01T10:00:00Z',
      last_deployment_state: environmentState,
      last_deployment_id: null,
      total_deployment_duration_in_seconds: null,
      triggered_by: 'Demo User',
      deployment_status: 'UP_TO_DATE',
      deployment_request_id: null,
    },
    stages: plans.map((plan) => ({
      stage: {
        id: plan.id,
        name: plan.name,
        description: '',
        ...(plan.progress
          ? {
              status: plan.progress.status,
              reason: plan.progress.reason,
              steps: { total_duration_sec: plan.progress.seconds ?? null, details: [] },
              // The deployment ran the services the stage held then.
              service_ids: plan.states.map(([service]) => service.id),
              skipped_service_ids: [],
            }
          : {}),
      },
      applications: plan.states
        .filter(([s]) => s.type === 'APPLICATION')
        .map(([s, state]) => status(s.id, state)),
      containers: [],
      jobs: [],
      databases: plan.states.filter(([s]) => s.type === 'DATABASE').map(([s, state]) => status(s.id, state)),
      helms: [],
      terraforms: [],
    })),
    pre_check_stage: null,
  };
}

/** A past environment deployment: Data done, Backend failed on api, Frontend canceled, web skipped in it. */
export function pastDeployment(): EnvironmentDeployment {
  const ran = (service: FixtureService, state: ServiceState) => ({
    id: `de000000-0000-4000-8000-${service.id.slice(-12)}`,
    deployment_request_id: 'request-1',
    identifier: {
      service_id: service.id,
      service_type: service.type,
      name: service.name,
      execution_id: 'exec-1',
    },
    action: 'DEPLOY' as const,
    state,
    status_details: { action: 'DEPLOY' as const, status: 'SUCCESS' as const, sub_action: 'NONE' as const },
    created_at: '2025-05-01T10:00:00Z',
    started_at: '2025-05-01T10:00:00Z',
    ended_at: '2025-05-01T10:00:30Z',
    total_duration_sec: 30,
    reason: null,
    version: {
      config_version: 'c0ffee1',
      branch: 'main',
      git_commit_id: null,
      image_tag: null,
      chart_version: null,
    },
    stage: { index: 0, name: 'Data' },
    steps: [],
  });
  return {
    id: 'request-1',
    environment_id: ENVIRONMENT_ID,
    action: 'DEPLOY',
    status: 'DONE',
    state: 'DEPLOYMENT_ERROR',
    origin: 'CONSOLE',
    triggered_by: 'Demo User',
    created_at: '2025-05-01T10:00:00Z',
    started_at: '2025-05-01T10:00:00Z',
    ended_at: '2025-05-01T10:01:00Z',
    total_duration_sec: 60,
    reason: null,
    stages: [
      {
        stage_id: DATA,
        name: 'Data',
        status: 'DONE',
        started_at: '2025-05-01T10:00:00Z',
        ended_at: '2025-05-01T10:00:12Z',
        service_ids: [ordersDb.id, cache.id],
        skipped_service_ids: [],
        reason: null,
      },
      {
        stage_id: BACKEND,
        name: 'Backend',
        status: 'ERROR',
        started_at: '2025-05-01T10:00:12Z',
        ended_at: '2025-05-01T10:00:57Z',
        service_ids: [apiService.id, worker.id],
        skipped_service_ids: [],
        reason: null,
      },
      {
        stage_id: FRONTEND,
        name: 'Frontend',
        status: 'SKIPPED',
        started_at: null,
        ended_at: null,
        service_ids: [],
        skipped_service_ids: [web.id],
        reason: null,
      },
    ],
    services: [
      ran(ordersDb, 'DEPLOYED'),
      ran(cache, 'DEPLOYED'),
      ran(apiService, 'DEPLOYMENT_ERROR'),
      ran(worker, 'DEPLOYED'),
    ],
  };
}
