import type { DeploymentAction } from '../../contract/deployments';
import { decideFailure } from './failures';
import { simulatedHead } from './gitHistory';
import type { OrderedGroup, ServiceOrdering } from './ordering';
import { isDeploy, planSteps, subActionOf, waitingState } from './plan';
import { seededRandom } from './random';
import {
  type DeployedVersion,
  type DeploymentRecord,
  type DeployOverrides,
  type RequestTarget,
  type Run,
  RunDefect,
  type StageRecord,
} from './records';
import type { FileExistsProbe, ServiceDirectory, ServiceSnapshot } from './snapshot';
import { stepDurationMs, stepTimeoutMs } from './timing';
import { withAdvancedSettings } from './advancedSettings';
import { withReadinessDelay } from './readiness';

export interface PlanningDeps {
  directory: ServiceDirectory;
  ordering: ServiceOrdering;
  fileExists: FileExistsProbe;
  newId: () => string;
  seed: string;
  timeScale: number;
  deployedVersions: (serviceIds: string[]) => Promise<Map<string, DeployedVersion>>;
}

/** Which versions a deployment runs: pinned by the call, else the last deploy's on redeploy, else the configuration's. */
export function resolveVersion(
  snapshot: ServiceSnapshot,
  action: DeploymentAction,
  overrides: DeployOverrides,
  last: DeployedVersion | null,
): DeployedVersion {
  const reuse = action === 'REDEPLOY' || !isDeploy(action) ? last : null;
  const { source } = snapshot;
  const version: DeployedVersion = {
    configVersion: snapshot.configVersion,
    branch: null,
    gitCommitId: null,
    imageTag: null,
    chartVersion: null,
  };
  if (source.kind === 'git') {
    version.branch = source.branch;
    version.gitCommitId =
      overrides.gitCommitId ?? reuse?.gitCommitId ?? simulatedHead(source.repositoryUrl, source.branch);
  }
  if (source.kind === 'image') version.imageTag = overrides.imageTag ?? reuse?.imageTag ?? source.tag;
  if (source.kind === 'chart') {
    version.chartVersion = overrides.chartVersion ?? reuse?.chartVersion ?? source.chartVersion;
  }
  return version;
}

/**
 * Keeps the groups to the services at hand, each once; any the ordering forgot run last rather than never. A
 * stage with nothing at hand is left out; one whose services are all skipped stays, to show it was skipped.
 */
function stagesOf(groups: OrderedGroup[], snapshots: ServiceSnapshot[]): StageRecord[] {
  const known = new Set(snapshots.map((snapshot) => snapshot.id));
  const placed = new Set<string>();
  const take = (ids: readonly string[]) => {
    const taken = ids.filter((id) => known.has(id) && !placed.has(id));
    taken.forEach((id) => placed.add(id));
    return taken;
  };
  const stages: StageRecord[] = [];
  const add = (name: string, stageId: string | null, ids: string[], skipped: string[]) => {
    const serviceIds = take(ids);
    const skippedServiceIds = take(skipped);
    if (serviceIds.length === 0 && skippedServiceIds.length === 0) return;
    stages.push({
      name,
      stageId,
      serviceIds,
      skippedServiceIds,
      status: 'QUEUED',
      reason: null,
      startedAt: null,
      endedAt: null,
    });
  };
  for (const group of groups) {
    add(group.name, group.stageId ?? null, group.serviceIds, group.skippedServiceIds ?? []);
  }
  add('Other services', null, [...known], []);
  return stages;
}

async function planDeployment(
  run: Run,
  snapshot: ServiceSnapshot,
  target: RequestTarget,
  stage: { index: number; name: string },
  last: DeployedVersion | null,
  deps: PlanningDeps,
  at: Date,
): Promise<DeploymentRecord> {
  const { action } = run.request;
  const id = deps.newId();
  const seed = `${deps.seed}:${id}`;
  const durations = seededRandom(seed, 'durations');
  const planned = planSteps(snapshot, action, target.overrides);
  const version = resolveVersion(snapshot, action, target.overrides, last);
  const timed = planned.map(({ name, phase }) => {
    const durationMs = stepDurationMs(name, snapshot.type, action, deps.timeScale, durations);
    const timeoutMs = stepTimeoutMs(name, snapshot.timeoutSec, deps.timeScale, durationMs);
    return { name, phase, status: 'PENDING' as const, durationMs, timeoutMs, startedAt: null, endedAt: null };
  });
  const { steps, failure } = withAdvancedSettings(
    withReadinessDelay(
      {
        steps: timed,
        failure: await decideFailure({ snapshot, action, steps: planned, version }, deps.fileExists),
      },
      snapshot.probes,
      { action, timeScale: deps.timeScale },
    ),
    snapshot.advancedSettings,
    { action, replacesRunning: last !== null, timeScale: deps.timeScale },
  );
  return {
    id,
    requestId: run.request.id,
    serviceId: snapshot.id,
    serviceType: snapshot.type,
    serviceName: snapshot.name,
    organizationId: snapshot.organizationId,
    projectId: snapshot.projectId,
    environmentId: snapshot.environmentId,
    action,
    subAction: subActionOf(snapshot.type, action, target.overrides),
    stageIndex: stage.index,
    stageName: stage.name,
    state: waitingState(action),
    status: 'QUEUED',
    snapshot,
    version,
    steps,
    currentStep: null,
    failure,
    reason: null,
    seed,
    createdAt: at,
    startedAt: null,
    endedAt: null,
    dueAt: null,
  };
}

/**
 * Plans a claimed request: reads its services as they are now, orders them into stages and decides each
 * one's steps, durations and failure. Services deleted since the request was made are left out.
 */
export async function planRun(run: Run, deps: PlanningDeps, at: Date): Promise<void> {
  const { request } = run;
  const [found, environment] = await Promise.all([
    Promise.all(request.targets.map((target) => deps.directory.getService(target.serviceId))),
    deps.directory.getEnvironment(request.environmentId),
  ]);
  // Each deployment keeps the cluster it ran on, as its logs describe it.
  const cluster = environment?.cluster;
  const snapshots = found
    .filter((snapshot): snapshot is ServiceSnapshot => snapshot !== null)
    .map((snapshot) => (cluster ? { ...snapshot, cluster } : snapshot));
  const stages = stagesOf(await deps.ordering(snapshots, request), snapshots);
  const last = await deps.deployedVersions(snapshots.map((snapshot) => snapshot.id));
  const targets = new Map(request.targets.map((target) => [target.serviceId, target]));
  const bySnapshot = new Map(snapshots.map((snapshot) => [snapshot.id, snapshot]));
  const planned = stages.flatMap((stage, stageIndex) =>
    stage.serviceIds.map((serviceId) => {
      const snapshot = bySnapshot.get(serviceId);
      const target = targets.get(serviceId);
      if (!snapshot || !target) throw new RunDefect(`service ${serviceId} was placed but not found`);
      const placement = { index: stageIndex, name: stage.name };
      return planDeployment(run, snapshot, target, placement, last.get(serviceId) ?? null, deps, at);
    }),
  );
  run.deployments = await Promise.all(planned);
  request.stages = stages;
  request.stageIndex = 0;
}
