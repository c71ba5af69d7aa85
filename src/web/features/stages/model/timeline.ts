import type {
  EnvironmentDeployment,
  ServiceDeployment,
  ServiceStepName,
  StepStatus,
} from '../../../../contract';

export type TimelinePhaseKind = 'queued' | 'build' | 'deploy';

/** Which phase each engine step belongs to: waiting its turn, building an image, or putting it in place. */
const phaseOfStep: Record<ServiceStepName, TimelinePhaseKind> = {
  BUILD_QUEUEING: 'queued',
  DEPLOYMENT_QUEUEING: 'queued',
  REGISTRY_CREATE_REPOSITORY: 'build',
  GIT_CLONE: 'build',
  BUILD: 'build',
  MIRROR_IMAGE: 'build',
  DEPLOYMENT: 'deploy',
  ROUTER_DEPLOYMENT: 'deploy',
  EXECUTING: 'deploy',
};

/** One bar: consecutive steps of a service in the same phase, in milliseconds from the timeline's start. */
export interface TimelinePhase {
  id: string;
  kind: TimelinePhaseKind;
  serviceId: string;
  start: number;
  end: number;
  /** Still under way: its end is the time of the answer it was drawn from. */
  running: boolean;
  failed: boolean;
  critical: boolean;
}

export interface TimelineRow {
  serviceId: string;
  name: string;
  phases: TimelinePhase[];
}

export interface TimelineLane {
  key: string;
  name: string;
  rows: TimelineRow[];
}

export interface Timeline {
  /** When the first phase started (epoch ms): every phase's times count from it. */
  origin: number;
  /** Milliseconds from the origin to the last phase's end. */
  span: number;
  lanes: TimelineLane[];
}

type Phase = Omit<TimelinePhase, 'critical'>;

const endedWithError = new Set<StepStatus>(['ERROR', 'CANCEL']);

/** A service's steps merged into phases: consecutive steps of one phase make one bar. */
function phasesOf(service: ServiceDeployment, now: number): Phase[] {
  const phases: Phase[] = [];
  for (const step of service.steps) {
    if (!step.started_at) continue;
    const running = step.status === 'ONGOING' && !step.ended_at;
    const start = Date.parse(step.started_at);
    const end = step.ended_at ? Date.parse(step.ended_at) : running ? Math.max(start, now) : start;
    const kind = phaseOfStep[step.step_name];
    const failed = endedWithError.has(step.status);
    const last = phases.at(-1);
    if (last?.kind === kind) {
      last.end = Math.max(last.end, end);
      last.running ||= running;
      last.failed ||= failed;
    } else {
      phases.push({
        id: `${service.id}:${phases.length}`,
        kind,
        serviceId: service.identifier.service_id,
        start,
        end,
        running,
        failed,
      });
    }
  }
  return phases;
}

/**
 * The phases that set the end time. A stage starts once the one before it has ended, and a service's phases run one
 * after the other: the release took as long as, stage after stage, the service that ended last, whose phases are the
 * chain marked.
 */
function criticalPhases(byStage: readonly (readonly Phase[][])[]): Set<string> {
  const critical = new Set<string>();
  for (const services of byStage) {
    const slowest = services.reduce<readonly Phase[] | undefined>((best, phases) => {
      const end = phases.at(-1)?.end;
      const bestEnd = best?.at(-1)?.end;
      return end !== undefined && (bestEnd === undefined || end > bestEnd) ? phases : best;
    }, undefined);
    for (const phase of slowest ?? []) critical.add(phase.id);
  }
  return critical;
}

/**
 * A deployment of the environment as a timeline: its stages as lanes, each service's phases as bars on one time
 * axis, the phases that set its end marked. `now` is when the answer was read, the end of what still runs.
 */
export function timelineOf(deployment: EnvironmentDeployment, now: number): Timeline {
  const servicesById = new Map(
    deployment.services.map((service) => [service.identifier.service_id, service]),
  );
  const stages = deployment.stages.length
    ? deployment.stages.map((stage, index) => ({
        key: stage.stage_id ?? `stage-${index}`,
        name: stage.name,
        services: stage.service_ids.flatMap((id) => servicesById.get(id) ?? []),
      }))
    : [{ key: 'services', name: 'Services', services: deployment.services }];
  const phased = stages.map((stage) => stage.services.map((service) => phasesOf(service, now)));
  const all = phased.flat(2);
  const origin = all.length
    ? Math.min(...all.map((phase) => phase.start))
    : Date.parse(deployment.started_at ?? deployment.created_at);
  const critical = criticalPhases(phased);
  const lanes = stages.map((stage, stageIndex) => ({
    key: stage.key,
    name: stage.name,
    rows: stage.services.map((service, serviceIndex) => ({
      serviceId: service.identifier.service_id,
      name: service.identifier.name,
      phases: (phased[stageIndex]?.[serviceIndex] ?? []).map((phase) => ({
        ...phase,
        start: phase.start - origin,
        end: phase.end - origin,
        critical: critical.has(phase.id),
      })),
    })),
  }));
  const span = Math.max(0, ...all.map((phase) => phase.end - origin));
  return { origin, span, lanes };
}

/** Tick spacings people read at a glance, in seconds. */
const tickSteps = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200];

/** Where the axis is marked (milliseconds from the start): about `most` ticks at a round spacing, from 0 past the end. */
export function axisTicks(span: number, most = 6): number[] {
  const seconds = Math.max(span / 1000, 1);
  const step =
    tickSteps.find((candidate) => seconds / candidate <= most) ?? Math.ceil(seconds / most / 3600) * 3600;
  const count = Math.ceil(seconds / step);
  return Array.from({ length: count + 1 }, (_, index) => index * step * 1000);
}
