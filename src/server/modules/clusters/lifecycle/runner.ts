import { and, asc, count, eq, inArray, lte, min } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/database';
import { clusterExecutions, clusterLogs, clusters } from '../../../db/schema';
import { createDriver, type EngineTimers, systemTimers } from '../../../engine';
import type { Runtime } from '../../../runtime';
import { catalogOf } from '../catalog';
import { updateCluster } from '../queries';
import { type LineDraft, type LogSubject, stepLines } from './logLines';
import { actionStates, type ClusterStep, type PlannedFailure, randomOf } from './plan';

export interface ClusterRunnerOptions {
  db: Database;
  runtime: Runtime;
  timers?: EngineTimers;
  /** Longest wait between two passes, so work another process queued is seen. */
  idlePollMs?: number;
  onError?: (error: unknown) => void;
}

/** Runs cluster installs, upgrades and stops step by step, on the engine's driver and clock. */
export interface ClusterRunner {
  /** Moves every execution due by `now`; answers when the next one is due. */
  runDue(now?: Date): Promise<Date | null>;
  /** Runs a pass soon, for an execution just queued. */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

type ExecutionRow = typeof clusterExecutions.$inferSelect;
type ClusterRow = typeof clusters.$inferSelect;
const open = ['QUEUED', 'RUNNING'] as const;

function subjectOf(cluster: ClusterRow, execution: ExecutionRow): LogSubject {
  return {
    clusterName: cluster.name,
    providerLabel: catalogOf(cluster.cloudProvider)?.label ?? cluster.cloudProvider,
    region: cluster.region,
    instanceType: cluster.instanceType,
    minNodes: cluster.minRunningNodes,
    maxNodes: cluster.maxRunningNodes,
    diskSize: cluster.diskSize,
    targetVersion: execution.targetVersion,
    fromVersion: cluster.version,
  };
}

interface TimedLine extends LineDraft {
  at: Date;
  step: string | null;
}

/** Plays one execution forward to `now`: what it did, the lines it wrote and what the cluster became. */
function advance(execution: ExecutionRow, cluster: ClusterRow, now: Date) {
  const steps = structuredClone(execution.steps as ClusterStep[]);
  const failure = execution.failure as PlannedFailure | null;
  const states = actionStates[execution.action];
  const lines: TimedLine[] = [];
  const next = { ...execution, steps };
  const clusterChanges: Partial<ClusterRow> = {};
  const subject = subjectOf(cluster, execution);

  function startStep(index: number, at: Date) {
    const step = steps[index];
    if (!step) throw new Error(`Execution ${execution.id} has no step ${index}`);
    step.status = 'RUNNING';
    step.startedAt = at.toISOString();
    next.currentStep = index;
    next.dueAt = new Date(at.getTime() + step.durationMs);
    lines.push({ at, step: step.name, level: 'INFO', message: `${step.title}…` });
  }

  function end(at: Date, status: 'SUCCESS' | 'ERROR') {
    next.status = status;
    next.endedAt = at;
    next.dueAt = null;
    next.currentStep = null;
  }

  while (next.dueAt && next.dueAt <= now && (next.status === 'QUEUED' || next.status === 'RUNNING')) {
    const at = next.dueAt;
    if (next.status === 'QUEUED') {
      next.status = 'RUNNING';
      next.startedAt = at;
      clusterChanges.status = states.ongoing;
      startStep(0, at);
      continue;
    }
    const index = next.currentStep ?? 0;
    const step = steps[index];
    if (!step) throw new Error(`Execution ${execution.id} has no step ${index}`);
    step.endedAt = at.toISOString();
    if (failure?.step === step.name) {
      step.status = 'ERROR';
      for (const later of steps.slice(index + 1)) later.status = 'SKIP';
      lines.push({ at, step: step.name, level: 'ERROR', message: failure.reason });
      clusterChanges.status = failure.state;
      end(at, 'ERROR');
      continue;
    }
    step.status = 'SUCCESS';
    const random = randomOf(execution.seed, execution.id, step.name);
    for (const line of stepLines(step.name, subject, random)) lines.push({ ...line, at, step: step.name });
    if (index + 1 < steps.length) {
      startStep(index + 1, at);
      continue;
    }
    end(at, 'SUCCESS');
    clusterChanges.status = states.success;
    if (execution.action !== 'STOP') {
      clusterChanges.version = execution.targetVersion ?? cluster.version;
      clusterChanges.deployedConfigVersion = execution.configVersion;
      clusterChanges.deploymentStatus = 'UP_TO_DATE';
      clusterChanges.lastDeploymentAt = at;
    }
    const verb = { INSTALL: 'installed', UPGRADE: 'upgraded', STOP: 'stopped' }[execution.action];
    lines.push({ at, step: null, level: 'INFO', message: `Cluster ${cluster.name} ${verb}` });
  }
  return { next, lines, clusterChanges };
}

async function advanceExecution(tx: Transaction, id: string, now: Date, newId: () => string) {
  // Another process may hold it: it moves it on, this one leaves it.
  const [execution] = await tx
    .select()
    .from(clusterExecutions)
    .where(and(eq(clusterExecutions.id, id), inArray(clusterExecutions.status, [...open])))
    .for('update', { skipLocked: true });
  if (!execution?.dueAt || execution.dueAt > now) return;
  const [cluster] = await tx.select().from(clusters).where(eq(clusters.id, execution.clusterId));
  if (!cluster) return;
  const { next, lines, clusterChanges } = advance(execution, cluster, now);
  await tx
    .update(clusterExecutions)
    .set({
      status: next.status,
      steps: next.steps,
      currentStep: next.currentStep,
      startedAt: next.startedAt,
      endedAt: next.endedAt,
      dueAt: next.dueAt,
    })
    .where(eq(clusterExecutions.id, id));
  if (Object.keys(clusterChanges).length > 0) {
    await updateCluster(tx, cluster.id, clusterChanges);
  }
  if (lines.length === 0) return;
  const [written] = await tx
    .select({ total: count() })
    .from(clusterLogs)
    .where(eq(clusterLogs.executionId, id));
  const first = written?.total ?? 0;
  await tx.insert(clusterLogs).values(
    lines.map((line, index) => ({
      id: newId(),
      executionId: id,
      clusterId: cluster.id,
      at: line.at,
      position: first + index,
      step: line.step,
      level: line.level,
      message: line.message,
    })),
  );
}

export function createClusterRunner(options: ClusterRunnerOptions): ClusterRunner {
  const { db, runtime } = options;
  const reportError = options.onError ?? ((error: unknown) => console.error('Cluster lifecycle:', error));

  async function nextDue(): Promise<Date | null> {
    const [row] = await db
      .select({ due: min(clusterExecutions.dueAt) })
      .from(clusterExecutions)
      .where(inArray(clusterExecutions.status, [...open]));
    return row?.due ?? null;
  }

  async function runDue(now: Date = runtime.clock.now()): Promise<Date | null> {
    const due = await db
      .select({ id: clusterExecutions.id })
      .from(clusterExecutions)
      .where(and(inArray(clusterExecutions.status, [...open]), lte(clusterExecutions.dueAt, now)))
      .orderBy(asc(clusterExecutions.dueAt))
      .limit(100);
    for (const { id } of due) {
      await db.transaction((tx) => advanceExecution(tx, id, now, runtime.newId));
    }
    return nextDue();
  }

  const driver = createDriver({
    clock: runtime.clock,
    timers: options.timers ?? systemTimers,
    idlePollMs: options.idlePollMs ?? 5000,
    pass: () => runDue(),
    onError: reportError,
  });

  return {
    runDue,
    kick: () => driver.kick(),
    start: () => driver.start(),
    stop: () => driver.stop(),
  };
}
