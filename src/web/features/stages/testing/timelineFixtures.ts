import type {
  DeploymentStep,
  EnvironmentDeployment,
  ServiceDeployment,
  ServiceStepName,
  StepStatus,
} from '../../../../contract';

const START = Date.parse('2025-05-01T10:00:00Z');
const at = (second: number) => new Date(START + second * 1000).toISOString();

/** A step from `from` to `to` seconds after the deployment started; `to` null while it runs. */
export function step(
  step_name: ServiceStepName,
  from: number,
  to: number | null,
  status: StepStatus = to === null ? 'ONGOING' : 'SUCCESS',
): DeploymentStep {
  return {
    step_name,
    status,
    started_at: at(from),
    ended_at: to === null ? null : at(to),
    duration_sec: to === null ? null : to - from,
  };
}

/** The moment `second` seconds after the deployment started, as the time an answer was read. */
export const secondsIn = (second: number) => START + second * 1000;

export function serviceRun(
  id: string,
  name: string,
  stageIndex: number,
  steps: DeploymentStep[],
): ServiceDeployment {
  const running = steps.some((one) => one.ended_at === null);
  return {
    id: `run-${id}`,
    deployment_request_id: 'request-1',
    identifier: { service_id: id, service_type: 'APPLICATION', name, execution_id: `run-${id}` },
    action: 'DEPLOY',
    state: running ? 'DEPLOYING' : 'DEPLOYED',
    status_details: { action: 'DEPLOY', status: running ? 'ONGOING' : 'SUCCESS', sub_action: 'NONE' },
    created_at: at(0),
    started_at: steps[0]?.started_at ?? null,
    ended_at: running ? null : (steps.at(-1)?.ended_at ?? null),
    total_duration_sec: null,
    reason: null,
    version: {
      config_version: '1',
      branch: 'main',
      git_commit_id: null,
      image_tag: null,
      chart_version: null,
    },
    stage: { index: stageIndex, name: `Stage ${stageIndex}` },
    steps,
  };
}

/** An environment deployment whose stages hold the services given, in order. */
export function deploymentOf(
  stages: { name: string; services: ServiceDeployment[] }[],
  status: EnvironmentDeployment['status'] = 'DONE',
): EnvironmentDeployment {
  return {
    id: 'request-1',
    environment_id: 'environment-1',
    action: 'DEPLOY',
    status,
    state: status === 'RUNNING' ? 'DEPLOYING' : 'DEPLOYED',
    origin: 'CONSOLE',
    triggered_by: 'Demo User',
    created_at: at(0),
    started_at: at(0),
    ended_at: status === 'RUNNING' ? null : at(60),
    total_duration_sec: null,
    reason: null,
    stages: stages.map((stage) => ({
      stage_id: `stage-${stage.name}`,
      name: stage.name,
      status: status === 'RUNNING' ? 'ONGOING' : 'DONE',
      started_at: at(0),
      ended_at: null,
      service_ids: stage.services.map((service) => service.identifier.service_id),
      skipped_service_ids: [],
      reason: null,
    })),
    services: stages.flatMap((stage) => stage.services),
  };
}

/**
 * A release of two stages: the database (10 s) outlasts the cache (4 s) in the first; the web application (build
 * then deploy, 10 s to 40 s) outlasts the worker (10 s to 22 s) in the second. The critical path: db, then web.
 */
export function twoStageRelease(): EnvironmentDeployment {
  return deploymentOf([
    {
      name: 'Databases',
      services: [
        serviceRun('db', 'orders-db', 0, [step('DEPLOYMENT_QUEUEING', 0, 1), step('DEPLOYMENT', 1, 10)]),
        serviceRun('cache', 'cache', 0, [step('DEPLOYMENT', 0, 4)]),
      ],
    },
    {
      name: 'Applications',
      services: [
        serviceRun('worker', 'worker', 1, [step('BUILD', 10, 16), step('DEPLOYMENT', 16, 22)]),
        serviceRun('web', 'web', 1, [
          step('GIT_CLONE', 10, 12),
          step('BUILD_QUEUEING', 12, 14),
          step('BUILD', 14, 30),
          step('DEPLOYMENT_QUEUEING', 30, 31),
          step('DEPLOYMENT', 31, 38),
          step('ROUTER_DEPLOYMENT', 38, 40),
        ]),
      ],
    },
  ]);
}
