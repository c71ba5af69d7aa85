import type {
  DeploymentStageProgress,
  EnvironmentStatusesWithStages,
  ServiceStatus,
  ServiceType,
  StageWithStatuses,
} from '../../../contract';
import type { Database } from '../../db/database';
import type { EngineQueries } from '../../engine';
import { listStages, type StageWithServices } from './queries';

/** What the live view needs of the deployment engine. */
export type StageStatusSource = Pick<EngineQueries, 'environmentStatuses' | 'environmentHistory'>;

type StatusGroup = Exclude<keyof StageWithStatuses, 'stage'>;

const groupOf: Record<ServiceType, StatusGroup> = {
  APPLICATION: 'applications',
  CONTAINER: 'containers',
  DATABASE: 'databases',
  JOB: 'jobs',
  HELM: 'helms',
  TERRAFORM: 'terraforms',
};

const seconds = (from: string | null, to: string | null) =>
  from && to ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000)) : null;

const metricStatus = {
  DONE: 'SUCCESS',
  ERROR: 'ERROR',
  CANCELED: 'CANCEL',
  SKIPPED: 'SKIP',
} as const;

function stageOf(stage: StageWithServices, progress: DeploymentStageProgress | undefined) {
  const duration = progress ? seconds(progress.started_at, progress.ended_at) : null;
  const ended = progress && progress.status in metricStatus ? progress.status : null;
  return {
    id: stage.id,
    name: stage.name,
    description: stage.description,
    ...(progress
      ? {
          status: progress.status,
          steps: {
            total_duration_sec: duration,
            details: ended
              ? [
                  {
                    step_name: 'TOTAL' as const,
                    status: metricStatus[ended as keyof typeof metricStatus],
                    duration_sec: duration,
                  },
                ]
              : [],
          },
          reason: progress.reason,
          service_ids: progress.service_ids,
          skipped_service_ids: progress.skipped_service_ids,
        }
      : {}),
  };
}

/**
 * How a stage went describes the services it held then: once one of them has left the stage (moved, or deleted),
 * that run no longer describes the stage, and the stage shows none. Services added since do not count against it:
 * each shows its own state.
 */
function describesStage(stage: StageWithServices, progress: DeploymentStageProgress | undefined) {
  if (!progress) return undefined;
  const held = new Set(stage.services.map((member) => member.serviceId));
  const ran = [...progress.service_ids, ...progress.skipped_service_ids];
  return ran.every((serviceId) => held.has(serviceId)) ? progress : undefined;
}

/**
 * Every service status of an environment grouped by its deployment stages, in order, each stage with where it
 * stands in the environment's latest deployment: the live view of a release, in one request.
 */
export async function statusesWithStages(
  db: Database,
  engine: StageStatusSource,
  environmentId: string,
): Promise<EnvironmentStatusesWithStages> {
  const [statuses, stages, history] = await Promise.all([
    engine.environmentStatuses(environmentId),
    listStages(db, environmentId),
    engine.environmentHistory(environmentId, { offset: 0, limit: 1 }),
  ]);
  const byService = new Map<string, ServiceStatus>(
    Object.values(groupOf).flatMap((group) => statuses[group].map((status) => [status.id, status] as const)),
  );
  const progress = new Map(
    (history.results[0]?.stages ?? []).flatMap((stage) =>
      stage.stage_id ? [[stage.stage_id, stage] as const] : [],
    ),
  );
  return {
    environment: statuses.environment,
    stages: stages.map((stage) => {
      const groups: Omit<StageWithStatuses, 'stage'> = {
        applications: [],
        containers: [],
        jobs: [],
        databases: [],
        helms: [],
        terraforms: [],
      };
      for (const member of stage.services) {
        const status = byService.get(member.serviceId);
        if (status) groups[groupOf[member.serviceType]].push(status);
      }
      return { stage: stageOf(stage, describesStage(stage, progress.get(stage.id))), ...groups };
    }),
    pre_check_stage: null,
  };
}
