import { pageOfLines } from '../logPages';
import { isDeploy } from '../plan';
import type { DeploymentRecord, DeploymentRequestRecord, LogRecord, Run } from '../records';
import {
  type DeployedService,
  type DeploymentFilter,
  type DeploymentStore,
  type LogFilter,
  type LogPageRequest,
  type NewRequest,
  type Page,
  type Progress,
  StaleProgressError,
  type StoredEvent,
  type Window,
} from '../store';

/** Copies on the way in and out, as a database would: nobody shares a record with the store. */
const copy = <T>(value: T): T => structuredClone(value);

const newestFirst = (a: DeploymentRecord, b: DeploymentRecord) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

export interface MemoryDeploymentStore extends DeploymentStore {
  /** The outbox, in the order events were written. */
  events(): StoredEvent[];
  /** Services whose DELETE completed, in order. */
  removedServiceIds(): string[];
}

/** The store for tests: everything in maps, each operation atomic because it never awaits midway. */
export function memoryStore(): MemoryDeploymentStore {
  const requests = new Map<string, DeploymentRequestRecord>();
  const deployments = new Map<string, DeploymentRecord>();
  const logs: LogRecord[] = [];
  const outbox: StoredEvent[] = [];
  const removed: string[] = [];
  let sequence = 0;

  const runOf = (request: DeploymentRequestRecord): Run => ({
    request: copy(request),
    deployments: [...deployments.values()]
      .filter((deployment) => deployment.requestId === request.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map(copy),
  });
  const ofEnvironment = (environmentId: string) =>
    [...requests.values()]
      .filter((request) => request.environmentId === environmentId)
      .sort((a, b) => a.sequence - b.sequence);
  // Lines in time order, ties in the order they were written (their index here).
  const logsInOrder = (filter: LogFilter) =>
    logs
      .map((line, written) => ({ line, written }))
      .filter(({ line }) =>
        'deploymentId' in filter
          ? line.deploymentId === filter.deploymentId
          : line.requestId === filter.requestId,
      )
      .sort((a, b) => a.line.at.getTime() - b.line.at.getTime() || a.written - b.written);
  const page = <T>(items: T[], window: Window): Page<T> => ({
    results: items.slice(window.offset, window.offset + window.limit),
    total: items.length,
  });

  return {
    async enqueueRequest(request: NewRequest) {
      sequence += 1;
      const stored = { ...copy(request), sequence };
      requests.set(stored.id, stored);
      return copy(stored);
    },

    async claimNextRequest(environmentId, now) {
      const queue = ofEnvironment(environmentId);
      if (queue.some((request) => request.status === 'RUNNING')) return null;
      const next = queue.find((request) => request.status === 'QUEUED');
      if (!next) return null;
      Object.assign(next, { status: 'RUNNING', startedAt: now, revision: next.revision + 1 });
      return copy(next);
    },

    async saveProgress(progress: Progress) {
      const current = requests.get(progress.request.id);
      const found = current?.revision ?? -1;
      if (found !== progress.expectedRevision) {
        throw new StaleProgressError(progress.request.id, progress.expectedRevision, found);
      }
      requests.set(progress.request.id, copy(progress.request));
      for (const deployment of progress.deployments) deployments.set(deployment.id, copy(deployment));
      logs.push(...progress.logs.map(copy));
      for (const event of progress.events) outbox.push({ ...copy(event), sequence: outbox.length + 1 });
      removed.push(...progress.removedServiceIds);
    },

    async environmentsWithQueuedWork() {
      const environments = new Set<string>();
      const running = new Set<string>();
      for (const request of requests.values()) {
        if (request.status === 'QUEUED') environments.add(request.environmentId);
        if (request.status === 'RUNNING') running.add(request.environmentId);
      }
      return [...environments].filter((environmentId) => !running.has(environmentId));
    },

    async loadInFlight() {
      return [...requests.values()]
        .filter((request) => request.status === 'RUNNING')
        .sort((a, b) => a.sequence - b.sequence)
        .map(runOf);
    },

    async nextDueAt() {
      const running = new Set(
        [...requests.values()].filter((request) => request.status === 'RUNNING').map((request) => request.id),
      );
      let next: Date | null = null;
      for (const deployment of deployments.values()) {
        if (!running.has(deployment.requestId) || !deployment.dueAt) continue;
        if (!next || deployment.dueAt < next) next = deployment.dueAt;
      }
      return next ? new Date(next) : null;
    },

    async getRun(requestId) {
      const request = requests.get(requestId);
      return request ? runOf(request) : null;
    },

    async listActiveRequests(environmentId) {
      const active = ofEnvironment(environmentId).filter(
        (request) => request.status === 'RUNNING' || request.status === 'QUEUED',
      );
      return active.sort((a, b) => Number(b.status === 'RUNNING') - Number(a.status === 'RUNNING')).map(copy);
    },

    async listRuns(environmentId, window) {
      const ran = ofEnvironment(environmentId)
        .filter((request) => request.startedAt !== null)
        .reverse();
      const selected = page(ran, window);
      return { total: selected.total, results: selected.results.map(runOf) };
    },

    async latestDeployments(serviceIds) {
      const latest = new Map<string, DeploymentRecord>();
      const wanted = new Set(serviceIds);
      for (const deployment of [...deployments.values()].sort(newestFirst)) {
        if (wanted.has(deployment.serviceId) && !latest.has(deployment.serviceId)) {
          latest.set(deployment.serviceId, copy(deployment));
        }
      }
      return latest;
    },

    async deployedServices(serviceIds) {
      const deployed = new Map<string, DeployedService>();
      const newestAction = new Map<string, DeploymentRecord['action']>();
      const settled = new Set<string>();
      const wanted = new Set(serviceIds);
      const byEnd = [...deployments.values()]
        .filter((deployment) => deployment.status === 'SUCCESS' && deployment.endedAt)
        .sort((a, b) => (b.endedAt?.getTime() ?? 0) - (a.endedAt?.getTime() ?? 0) || newestFirst(a, b));
      for (const deployment of byEnd) {
        const { serviceId, action } = deployment;
        if (!wanted.has(serviceId) || settled.has(serviceId)) continue;
        if (!newestAction.has(serviceId)) newestAction.set(serviceId, action);
        if (isDeploy(action)) {
          deployed.set(serviceId, {
            deployment: copy(deployment),
            stopped: newestAction.get(serviceId) === 'STOP',
          });
        }
        if (isDeploy(action) || action === 'UNINSTALL' || action === 'DELETE') settled.add(serviceId);
      }
      return deployed;
    },

    async listDeployments(filter: DeploymentFilter, window) {
      const matching = [...deployments.values()]
        .filter((deployment) =>
          'serviceId' in filter
            ? deployment.serviceId === filter.serviceId
            : deployment.requestId === filter.requestId,
        )
        .sort(newestFirst);
      const selected = page(matching, window);
      return { total: selected.total, results: selected.results.map(copy) };
    },

    async getDeployment(deploymentId) {
      const deployment = deployments.get(deploymentId);
      return deployment ? copy(deployment) : null;
    },

    async listLogs(filter: LogFilter, limit) {
      return logsInOrder(filter)
        .slice(-limit)
        .map(({ line }) => copy(line));
    },

    async pageLogs(filter: LogFilter, request: LogPageRequest) {
      return pageOfLines(logsInOrder(filter), request);
    },

    events: () => outbox.map(copy),
    removedServiceIds: () => [...removed],
  };
}
