import type { DeploymentRecord, DeploymentRequestRecord, LogRecord, OutboxEvent, Run } from './records';

/** A request as the engine hands it to the store; the store gives it its place in the queue. */
export type NewRequest = Omit<DeploymentRequestRecord, 'sequence'>;

/** Everything one step forward of a run changed, written at once. */
export interface Progress {
  /** The request with its revision already bumped. */
  request: DeploymentRequestRecord;
  /** The revision the engine read; a save over a newer one is refused with `StaleProgressError`. */
  expectedRevision: number;
  /** Deployments added or changed; the others stay as they are. */
  deployments: DeploymentRecord[];
  /** New lines, appended. */
  logs: LogRecord[];
  /** New events for the webhooks, appended to the outbox. */
  events: OutboxEvent[];
  /** Services whose DELETE completed: their configuration goes with the same write. */
  removedServiceIds: string[];
}

/** What is deployed of a service. */
export interface DeployedService {
  /** The newest successful DEPLOY or REDEPLOY: its version and the configuration it was planned from. */
  deployment: DeploymentRecord;
  /** The newest successful action since then was a STOP: what is deployed does not run. */
  stopped: boolean;
}

export interface Window {
  offset: number;
  limit: number;
}

export interface Page<T> {
  results: T[];
  total: number;
}

export type DeploymentFilter = { serviceId: string } | { requestId: string };
export type LogFilter = { deploymentId: string } | { requestId: string };

/**
 * A part of a log: its latest lines, the lines placed before one (`before`, a line's id), the lines written after
 * one (`after`: lines may be placed before others written earlier, a follower keeps up by the writing order), or
 * the lines whose message holds a text, case-insensitive.
 */
export type LogPageRequest =
  | { kind: 'latest'; limit: number }
  | { kind: 'before'; lineId: string; limit: number }
  | { kind: 'after'; lineId: string; limit: number }
  | { kind: 'search'; text: string; limit: number };

/**
 * Lines in time order (ties in the order they were written), all read as of one instant: the line written last
 * then (`lastWrittenId`) bounds every figure, so lines written meanwhile wait for the next `after`.
 */
export interface LogPage {
  lines: LogRecord[];
  /** Every line of the log. */
  total: number;
  /** The place of `lines[0]` in the whole log (latest and `before`). */
  firstPosition: number;
  /** Lines come before `lines[0]` (latest and `before`). */
  hasOlder: boolean;
  lastWrittenId: string | null;
  /** With a search: how many lines match and the place of each answered one. */
  matchCount: number;
  matchPositions: number[];
}

/**
 * Where deployments live. Each method is one atomic operation (one SQL transaction in the database adapter),
 * and every record it answers is a copy the caller may change freely.
 */
export interface DeploymentStore {
  /** Adds a request at the end of its environment's queue. */
  enqueueRequest(request: NewRequest): Promise<DeploymentRequestRecord>;
  /**
   * Makes the environment's oldest queued request RUNNING (started at `now`, revision bumped), unless a
   * request of the environment runs already; answers null then, or when nothing waits.
   */
  claimNextRequest(environmentId: string, now: Date): Promise<DeploymentRequestRecord | null>;
  /** Writes the request, its deployments, logs, events and removed services together, or nothing. */
  saveProgress(progress: Progress): Promise<void>;

  /** Environments where a request waits and none runs. */
  environmentsWithQueuedWork(): Promise<string[]>;
  /** Every RUNNING request with all its deployments: what runs now, and what a restart resumes. */
  loadInFlight(): Promise<Run[]>;
  /** The earliest `dueAt` of any deployment of a RUNNING request. */
  nextDueAt(): Promise<Date | null>;

  getRun(requestId: string): Promise<Run | null>;
  /** QUEUED and RUNNING requests of an environment, running first, then in queue order. */
  listActiveRequests(environmentId: string): Promise<DeploymentRequestRecord[]>;
  /**
   * A version of what an environment's statuses are computed from (its services, the variables reaching them, its
   * requests and deployments), which moves on with every committed change of any of it. A store that cannot tell
   * leaves it out, and statuses are then computed on every read.
   */
  statusVersion?(environmentId: string): Promise<string>;
  /** The environment's requests that ran or run (never those canceled while queued), newest first. */
  listRuns(environmentId: string, window: Window): Promise<Page<Run>>;

  /** Each service's newest deployment (by creation), for the services that have one. */
  latestDeployments(serviceIds: string[]): Promise<Map<string, DeploymentRecord>>;
  /**
   * What runs of each service: its newest successful DEPLOY or REDEPLOY (by end), unless a successful UNINSTALL
   * or DELETE came after it. Services that run nothing are left out.
   */
  deployedServices(serviceIds: string[]): Promise<Map<string, DeployedService>>;
  /** Deployments newest first. */
  listDeployments(filter: DeploymentFilter, window: Window): Promise<Page<DeploymentRecord>>;
  getDeployment(deploymentId: string): Promise<DeploymentRecord | null>;
  /** Lines in time order (ties in the order they were written), the last `limit` of them. */
  listLogs(filter: LogFilter, limit: number): Promise<LogRecord[]>;
  /** A part of the log; null when the line a cursor names is not one of it. */
  pageLogs(filter: LogFilter, request: LogPageRequest): Promise<LogPage | null>;
}

export class StaleProgressError extends Error {
  override name = 'StaleProgressError';
  constructor(requestId: string, expected: number, found: number) {
    super(`Request ${requestId} is at revision ${found}, not ${expected}: someone else moved it on`);
  }
}

/** An event read back from the outbox (the webhooks dispatcher reads them in `sequence` order). */
export interface StoredEvent extends OutboxEvent {
  sequence: number;
}
