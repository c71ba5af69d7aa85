import type { ServiceState } from '../../../contract/deployments';
import { manualClock, type ManualClock } from '../../testing/clock';
import type { Engine, EngineOptions } from '../api';
import { createEngine } from '../engine';
import { type MemoryDeploymentStore, memoryStore } from './memoryStore';
import type { DeploymentStore } from '../store';
import type { ClusterView, ServiceDirectory, ServiceSnapshot } from '../snapshot';

export const organizationId = '0a000000-0000-4000-8000-000000000001';
export const projectId = '0b000000-0000-4000-8000-000000000001';
export const environmentId = '0e000000-0000-4000-8000-000000000001';
export const otherEnvironmentId = '0e000000-0000-4000-8000-000000000002';

/** Identifiers in the order they are made, so a test can name them. */
export function sequentialIds(prefix = 'ffffffff'): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}-0000-4000-8000-${count.toString(16).padStart(12, '0')}`;
  };
}

let serviceCount = 0;
function serviceId(): string {
  serviceCount += 1;
  return `5e${serviceCount.toString(16).padStart(6, '0')}-0000-4000-8000-000000000000`;
}

type Overrides = Partial<ServiceSnapshot>;

function base(
  type: ServiceSnapshot['type'],
  name: string,
  rest: Overrides & Pick<ServiceSnapshot, 'source'>,
): ServiceSnapshot {
  return {
    id: serviceId(),
    type,
    name,
    environmentId,
    projectId,
    organizationId,
    configVersion: 'v1',
    ports: [],
    probes: [],
    job: null,
    terraform: null,
    timeoutSec: null,
    ...rest,
  };
}

const gitSource = (branch = 'main', dockerfilePath: string | null = 'Dockerfile') => ({
  kind: 'git' as const,
  repositoryUrl: 'https://github.com/acme/storefront.git',
  branch,
  rootPath: '/',
  dockerfilePath,
});

export const build = {
  application: (name = 'storefront', rest: Overrides = {}) =>
    base('APPLICATION', name, {
      source: gitSource(),
      ports: [{ internalPort: 3000, publiclyAccessible: true }],
      probes: [{ probe: 'readiness', kind: 'http', port: 3000 }],
      ...rest,
    }),
  container: (name = 'proxy', tag = '1.27', rest: Overrides = {}) =>
    base('CONTAINER', name, {
      source: { kind: 'image', imageName: 'nginx', tag, registryUrl: 'https://registry-1.docker.io' },
      ports: [{ internalPort: 80, publiclyAccessible: true }],
      ...rest,
    }),
  database: (name = 'orders-db', rest: Overrides = {}) =>
    base('DATABASE', name, {
      source: { kind: 'database', engine: 'POSTGRESQL', version: '16', mode: 'CONTAINER' },
      ports: [{ internalPort: 5432, publiclyAccessible: false }],
      ...rest,
    }),
  cronJob: (name = 'nightly-report', rest: Overrides = {}) =>
    base('JOB', name, {
      source: { kind: 'image', imageName: 'acme/report', tag: '2.1', registryUrl: null },
      job: { jobType: 'CRON', onStart: false, onStop: false, onDelete: false, schedule: '0 3 * * *' },
      ...rest,
    }),
  lifecycleJob: (name = 'seed-data', rest: Overrides = {}) =>
    base('JOB', name, {
      source: gitSource('main'),
      job: { jobType: 'LIFECYCLE', onStart: true, onStop: true, onDelete: true, schedule: null },
      timeoutSec: 300,
      ...rest,
    }),
  helm: (name = 'monitoring', rest: Overrides = {}) =>
    base('HELM', name, {
      source: {
        kind: 'chart',
        chartName: 'kube-prometheus-stack',
        chartVersion: '61.3.0',
        repositoryUrl: 'https://charts.example',
      },
      timeoutSec: 600,
      ...rest,
    }),
  terraform: (name = 'bucket', rest: Overrides = {}) =>
    base('TERRAFORM', name, {
      source: gitSource('main', null),
      terraform: { engine: 'TERRAFORM', version: '1.9.0' },
      timeoutSec: 1800,
      ...rest,
    }),
  gitSource,
};

/** The cluster the fake directory's environments run on, unless a test sets another. */
export const testCluster: ClusterView = { name: 'test-cluster', minNodes: 2, maxNodes: 4 };

export interface FakeDirectory extends ServiceDirectory {
  add(...services: ServiceSnapshot[]): void;
  /** The cluster every environment runs on from now on. */
  setCluster(cluster: ClusterView): void;
  /** Edits a service as the services layer would: a new configuration version. */
  change(serviceId: string, changes: Overrides): void;
  remove(serviceId: string): void;
}

export function fakeDirectory(): FakeDirectory {
  const services = new Map<string, ServiceSnapshot>();
  let cluster = testCluster;
  return {
    setCluster: (next) => void (cluster = next),
    add: (...added) => added.forEach((service) => services.set(service.id, service)),
    change(serviceId, changes) {
      const current = services.get(serviceId);
      if (current) services.set(serviceId, { ...current, ...changes });
    },
    remove: (serviceId) => void services.delete(serviceId),
    getService: async (serviceId) => services.get(serviceId) ?? null,
    listEnvironmentServices: async (id) =>
      [...services.values()].filter((service) => service.environmentId === id),
    getEnvironment: async (id) => ({ id, projectId, organizationId, cluster }),
  };
}

/** A store the engine runs on, which also shows what it published and removed (as the memory store does). */
export type HarnessStore = DeploymentStore & Pick<MemoryDeploymentStore, 'events' | 'removedServiceIds'>;

export interface Harness {
  clock: ManualClock;
  store: HarnessStore;
  directory: FakeDirectory;
  engine: Engine;
  /** A second engine over the same store, as after a restart of the process. */
  restart(options?: Partial<EngineOptions>): Engine;
  /** Moves the clock to each due time in turn and runs what is due, until nothing is left. */
  settle(engine?: Engine): Promise<void>;
  /** Runs what can start now, or moves the clock to the next due time and runs that. */
  step(engine?: Engine): Promise<boolean>;
}

/** An engine on an injected clock over `store` (the in-memory one unless given: see engineStores.ts). */
export function harness(options: Partial<EngineOptions> = {}, store: HarnessStore = memoryStore()): Harness {
  const clock = manualClock();
  const directory = fakeDirectory();
  const newId = sequentialIds();
  const make = (extra: Partial<EngineOptions> = {}) =>
    createEngine({
      store,
      directory,
      runtime: { clock, newId, randomBytes: (size) => Buffer.alloc(size, 7) },
      seed: 'test-seed',
      ...options,
      ...extra,
    });
  const engine = make();

  /** One transition time: queued work that can start now, else the next due step. */
  async function step(target = engine): Promise<boolean> {
    const next = await store.nextDueAt();
    const startable = (await store.environmentsWithQueuedWork()).length > 0;
    if (!next && !startable) return false;
    if (next && next > clock.now() && !startable) clock.set(next);
    await target.runDue();
    return true;
  }

  return {
    clock,
    store,
    directory,
    engine,
    restart: make,
    step,
    async settle(target = engine) {
      for (let guard = 0; guard < 500; guard += 1) if (!(await step(target))) return;
      throw new Error('The engine did not settle in 500 transitions');
    },
  };
}

/** Every state the service shows, one per transition, until nothing is left to do. */
export async function statesOf(h: Harness, serviceId: string): Promise<ServiceState[]> {
  const seen: ServiceState[] = [(await h.engine.serviceStatus(serviceId)).state];
  while (await h.step()) {
    const { state } = await h.engine.serviceStatus(serviceId);
    if (state !== seen.at(-1)) seen.push(state);
  }
  return seen;
}

/** The finished steps of the service's latest deployment, as NAME:STATUS. */
export async function stepsOf(h: Harness, serviceId: string) {
  const { steps } = await h.engine.serviceStatus(serviceId);
  return steps?.details.map((step) => `${step.step_name}:${step.status}`);
}
