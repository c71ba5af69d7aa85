import type { Engine, EngineOptions, RecoveryReport } from './api';
import { createDriver, systemTimers } from './driver';
import { defaultOrdering } from './ordering';
import { planRun } from './planning';
import { createQueries, deployedVersionsOf } from './queries';
import { joinableRequest, joinedRequest } from './joining';
import { hasEnded, isRunDefect, type Run } from './records';
import { EngineError, environmentRequest, serviceRequest } from './requests';
import { advanceRun, cancelRun, quarantineRun } from './run';
import { defaultFileExists } from './snapshot';
import { type DeploymentStore, type NewRequest, StaleProgressError } from './store';
import { DEFAULT_TIME_SCALE } from './timing';
import { type Changes, noChanges, recoverDeployment, requestCancel } from './transitions';
import { acceptedOf } from './views';

export function createEngine(options: EngineOptions): Engine {
  const { store, directory, runtime } = options;
  const { clock, newId } = runtime;
  const timeScale = options.timeScale ?? DEFAULT_TIME_SCALE;
  const seed = options.seed ?? runtime.randomBytes(8).toString('hex');
  const planning = {
    directory,
    ordering: options.ordering ?? defaultOrdering,
    fileExists: options.fileExists ?? defaultFileExists,
    newId,
    seed,
    timeScale,
    deployedVersions: (serviceIds: string[]) => deployedVersionsOf(store, serviceIds),
  };

  // Every change goes through here, one at a time, so a cancel never races a pass over the same run.
  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  }

  async function save(run: Run, changes: Changes): Promise<void> {
    const expectedRevision = run.request.revision;
    run.request.revision += 1;
    await store.saveProgress({
      request: run.request,
      expectedRevision,
      deployments: run.deployments,
      logs: changes.logs.map((line) => ({ ...line, id: newId() })),
      events: changes.events.map((event) => ({ ...event, id: newId() })),
      removedServiceIds: changes.removedServiceIds,
    });
  }

  const reportError = options.onError ?? ((error: unknown) => console.error('Deployment engine:', error));

  /** Sets a run aside for good when its own records are at fault; anything else (the store) is retried. */
  function quarantineOnDefect(run: Run, now: Date, changes: Changes, error: unknown): void {
    if (!isRunDefect(error)) throw error;
    const reason = `The platform could not carry out this request and set it aside: ${error.message}`;
    reportError(
      new Error(`Deployment request ${run.request.id} set aside: ${error.message}`, { cause: error }),
    );
    quarantineRun(run, now, reason, changes);
  }

  /** Plans a claimed run if it is not yet, and moves it on to `now`. */
  async function advance(run: Run, now: Date, changes: Changes): Promise<void> {
    try {
      if (!run.request.stages) await planRun(run, planning, run.request.startedAt ?? now);
      advanceRun(run, now, changes);
    } catch (error) {
      quarantineOnDefect(run, now, changes, error);
    }
    await save(run, changes);
  }

  /** Plays an environment forward: its running request, then each queued one in turn, up to `now`. */
  async function advanceEnvironment(
    environmentId: string,
    now: Date,
    running: Run | null,
    recovered: Changes = noChanges(),
  ): Promise<void> {
    let run = running;
    let changes = recovered;
    let previousEnd: Date | null = null;
    for (;;) {
      if (!run) {
        const claimed = await store.claimNextRequest(environmentId, previousEnd ?? now);
        if (!claimed) return;
        run = { request: claimed, deployments: [] };
        if (claimed.createdAt > (claimed.startedAt ?? now)) claimed.startedAt = claimed.createdAt;
      }
      await advance(run, now, changes);
      if (run.request.status === 'RUNNING') return;
      previousEnd = run.request.endedAt;
      run = null;
      changes = noChanges();
    }
  }

  async function pass(now: Date): Promise<void> {
    const failures: unknown[] = [];
    const attempt = (work: Promise<void>) => work.catch((error: unknown) => void failures.push(error));
    for (const run of await store.loadInFlight()) {
      await attempt(advanceEnvironment(run.request.environmentId, now, run));
    }
    for (const environmentId of await store.environmentsWithQueuedWork()) {
      await attempt(advanceEnvironment(environmentId, now, null));
    }
    if (failures.length === 1) throw failures[0];
    if (failures.length > 1) throw new AggregateError(failures, 'Some environments could not move on');
  }

  const driver = createDriver({
    clock,
    timers: options.timers ?? systemTimers,
    idlePollMs: options.idlePollMs ?? 1000,
    pass: () => exclusive(() => pass(clock.now())).then(() => store.nextDueAt()),
    onError: reportError,
  });

  async function enqueue(request: Parameters<DeploymentStore['enqueueRequest']>[0]) {
    const stored = await store.enqueueRequest(request);
    driver.kick();
    return acceptedOf(stored);
  }

  /** Joins the request already waiting for the same action of the service (`joining.ts`); null when none does. */
  async function joinWaiting(request: NewRequest) {
    const waiting = joinableRequest(await store.listActiveRequests(request.environmentId), request);
    if (!waiting) return null;
    const joined = joinedRequest(waiting, request);
    try {
      await save({ request: joined, deployments: [] }, noChanges());
    } catch (error) {
      // Another process started it meanwhile: the new request waits on its own.
      if (error instanceof StaleProgressError) return null;
      throw error;
    }
    return acceptedOf(joined);
  }

  /** Applies a cancel to a run and saves it with whatever the cancel set off. */
  async function cancelInRun(run: Run, apply: (changes: Changes) => boolean): Promise<boolean> {
    const changes = noChanges();
    if (!apply(changes)) return false;
    advanceRun(run, clock.now(), changes);
    await save(run, changes);
    driver.kick();
    return true;
  }

  async function withdrawQueued(serviceId: string, environmentId: string): Promise<string[]> {
    const withdrawn: string[] = [];
    for (const request of await store.listActiveRequests(environmentId)) {
      if (request.status !== 'QUEUED') continue;
      const remaining = request.targets.filter((target) => target.serviceId !== serviceId);
      if (remaining.length === request.targets.length) continue;
      if (remaining.length === 0) Object.assign(request, { status: 'CANCELED', endedAt: clock.now() });
      else request.targets = remaining;
      await save({ request, deployments: [] }, noChanges());
      withdrawn.push(request.id);
    }
    return withdrawn;
  }

  async function recover(now: Date): Promise<RecoveryReport> {
    const report: RecoveryReport = { resumed: 0, interrupted: 0 };
    for (const run of await store.loadInFlight()) {
      const changes = noChanges();
      try {
        for (const deployment of run.deployments) {
          if (!deployment.startedAt || hasEnded(deployment)) continue;
          report[recoverDeployment(deployment, now, changes)] += 1;
        }
      } catch (error) {
        quarantineOnDefect(run, now, changes, error);
      }
      await advanceEnvironment(run.request.environmentId, now, run, changes);
    }
    return report;
  }

  return {
    ...createQueries({ store, directory }),

    requestServiceAction: (serviceId, action, requestOptions = {}) =>
      exclusive(async () => {
        const request = await serviceRequest(directory, serviceId, action, requestOptions, {
          newId,
          now: clock.now(),
        });
        return (await joinWaiting(request)) ?? enqueue(request);
      }),

    requestEnvironmentAction: (environmentId, action, requestOptions = {}) =>
      exclusive(async () =>
        enqueue(
          await environmentRequest(directory, environmentId, action, requestOptions, {
            newId,
            now: clock.now(),
          }),
        ),
      ),

    cancelService: (serviceId) =>
      exclusive(async () => {
        const latest = (await store.latestDeployments([serviceId])).get(serviceId);
        if (latest && !hasEnded(latest)) {
          const run = await store.getRun(latest.requestId);
          const deployment = run?.deployments.find((candidate) => candidate.id === latest.id);
          if (run && deployment) {
            await cancelInRun(run, (changes) => requestCancel(deployment, clock.now(), timeScale, changes));
            return { phase: 'RUNNING', requestIds: [run.request.id] };
          }
        }
        const service = await directory.getService(serviceId);
        const environmentId = service?.environmentId ?? latest?.environmentId;
        const withdrawn = environmentId ? await withdrawQueued(serviceId, environmentId) : [];
        if (withdrawn.length === 0)
          throw new EngineError('NOTHING_TO_CANCEL', `Nothing runs or waits for service ${serviceId}`);
        return { phase: 'QUEUED', requestIds: withdrawn };
      }),

    cancelEnvironment: (environmentId) =>
      exclusive(async () => {
        const running = (await store.listActiveRequests(environmentId)).find(
          (request) => request.status === 'RUNNING',
        );
        const run = running ? await store.getRun(running.id) : null;
        if (!run || !(await cancelInRun(run, (changes) => cancelRun(run, clock.now(), timeScale, changes)))) {
          throw new EngineError('NOTHING_TO_CANCEL', `No deployment runs on environment ${environmentId}`);
        }
        return { phase: 'RUNNING', requestIds: [run.request.id] };
      }),

    cancelRequest: (requestId) =>
      exclusive(async () => {
        const run = await store.getRun(requestId);
        if (!run) throw new EngineError('NOT_FOUND', `Deployment request ${requestId} not found`);
        if (run.request.status === 'QUEUED') {
          Object.assign(run.request, { status: 'CANCELED', endedAt: clock.now() });
          await save(run, noChanges());
          return { phase: 'QUEUED', requestIds: [requestId] };
        }
        if (!(await cancelInRun(run, (changes) => cancelRun(run, clock.now(), timeScale, changes)))) {
          throw new EngineError('NOTHING_TO_CANCEL', `Deployment request ${requestId} has already ended`);
        }
        return { phase: 'RUNNING', requestIds: [requestId] };
      }),

    runDue: (now) => exclusive(() => pass(now ?? clock.now())),

    recover: (at) => exclusive(() => recover(at ?? clock.now())),

    async start() {
      await exclusive(() => recover(clock.now()));
      driver.start();
    },

    stop: () => driver.stop(),
  };
}
