import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase, postgresServerUrl } from '../../src/server/testing/postgres';
import { projectRoot, serverCommand } from './processes.mjs';
import { ensureServerBuild } from './server-build.mjs';

// Scale-out as people run it: two API processes (the real server, each its own Node process) on one PostgreSQL
// database, each taking deploy calls, running the engine and delivering webhooks; checked from outside only.
const DEPLOYMENTS = 12;
const ADMIN_TOKEN = 'two-processes-admin-token-0123456789';
const WEBHOOK_EVENTS = [
  'DEPLOYMENT_STARTED',
  'DEPLOYMENT_SUCCEEDED',
  'DEPLOYMENT_FAILED',
  'DEPLOYMENT_CANCELLED',
];

const cleanups: (() => Promise<void> | void)[] = [];
// The server runs from its build (`npm test` has made it: then this only checks it is current).
beforeAll(() => ensureServerBuild(), 120_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, seconds: number): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

interface Delivery {
  headers: IncomingHttpHeaders;
  body: { event_type: string; payload: { deployment_id: string; application_id: string } };
}

/** A webhook receiver on loopback that answers 200 to everything and keeps what it got. */
async function startReceiver(): Promise<{ url: string; received: Delivery[] }> {
  const received: Delivery[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) as Delivery['body'] });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received };
}

interface ApiProcess {
  call<T>(method: string, route: string, body?: unknown): Promise<T>;
  output(): string;
  /** Stops the process as people do (SIGTERM: it ends what is under way first) and resolves once it has exited. */
  stop(): Promise<void>;
}

/** One API server process on `databaseUrl`, answering once it is ready; stopped after the file's tests. */
async function startApiProcess(databaseUrl: string): Promise<ApiProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-scale-out-'));
  const port = await freePort();
  const child: ChildProcess = spawn(serverCommand.command, serverCommand.args, {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      WEB_DIST_DIR: path.join(dataDir, 'no-console'),
      BOOTSTRAP_ADMIN_TOKEN: ADMIN_TOKEN,
      DEMO_DEPLOY: 'false',
      ALLOW_PRIVATE_WEBHOOK_TARGETS: 'true',
      ENGINE_TIME_SCALE: '0.1',
      RATE_LIMIT_PER_HOUR: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  cleanups.push(async () => {
    // Whatever a failed test left running ends; a process that does not end by itself within 10 s is killed.
    const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await stop();
    clearTimeout(forced);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const baseUrl = `http://127.0.0.1:${port}/api`;
  async function call<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        authorization: `Token ${ADMIN_TOKEN}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${route} answered ${response.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const answers = () =>
    fetch(`${baseUrl}/openapi.json`).then(
      (response) => (response.ok ? true : undefined),
      () => undefined,
    );
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`The server stopped while starting:\n${output}`);
      return answers();
    },
    `the server answers (output so far: ${output})`,
    90,
  );
  return { call, output: () => output, stop };
}

interface Listed<T> {
  results: T[];
}

describe.skipIf(!postgresServerUrl())('two API processes on one PostgreSQL database', () => {
  it(`run each of ${DEPLOYMENTS} deployments once and deliver each event once`, async () => {
    const database = await freshPostgresDatabase();
    cleanups.push(() => database.drop());
    // The first one migrates and creates the demo organization; the second starts on what it made.
    const first = await startApiProcess(database.url);
    const second = await startApiProcess(database.url);
    const processes = [first, second];
    const receiver = await startReceiver();

    const [organization] = (await first.call<Listed<{ id: string }>>('GET', '/organization')).results;
    if (!organization) throw new Error('The admin token sees no organization');
    const registries = await first.call<Listed<{ id: string; name: string }>>(
      'GET',
      `/organization/${organization.id}/containerRegistry`,
    );
    const registry = registries.results[0];
    if (!registry) throw new Error('The demo organization has no container registry');
    const webhook = await second.call<{ id: string }>('POST', `/organization/${organization.id}/webhook`, {
      target_url: receiver.url,
      events: WEBHOOK_EVENTS,
    });
    const project = await first.call<{ id: string }>('POST', `/organization/${organization.id}/project`, {
      name: 'scale-out',
    });
    // An environment each, so that the deployments can run at the same time rather than one after another.
    const containers = await Promise.all(
      Array.from({ length: DEPLOYMENTS }, async (_unused, index) => {
        const api = processes[index % 2] as ApiProcess;
        const environment = await api.call<{ id: string }>('POST', `/project/${project.id}/environment`, {
          name: `env-${index}`,
          mode: 'DEVELOPMENT',
        });
        return api.call<{ id: string }>('POST', `/environment/${environment.id}/container`, {
          name: `proxy-${index}`,
          registry_id: registry.id,
          image_name: 'nginx',
          tag: '1.27-alpine',
        });
      }),
    );

    // Half the deploy calls go to each process; either may run any of them.
    await Promise.all(
      containers.map((container, index) =>
        (processes[index % 2] as ApiProcess).call('POST', `/container/${container.id}/deploy`, {
          image_tag: '1.27-alpine',
        }),
      ),
    );
    await until(
      async () => {
        const states = await Promise.all(
          containers.map((container, index) =>
            (processes[(index + 1) % 2] as ApiProcess)
              .call<{ state: string }>('GET', `/container/${container.id}/status`)
              .then((status) => status.state),
          ),
        );
        const succeeded = receiver.received.filter(
          (delivery) => delivery.body.event_type === 'DEPLOYMENT_SUCCEEDED',
        );
        return states.every((state) => state === 'DEPLOYED') && succeeded.length >= DEPLOYMENTS
          ? true
          : undefined;
      },
      `every container is deployed and its success delivered (${first.output()}${second.output()})`,
      120,
    );
    // Every delivery has been sent and recorded (a started and a succeeded event per deployment): nothing is left
    // in the outbox for either process to send.
    await until(
      async () => {
        const log = await first.call<Listed<{ status: string }>>(
          'GET',
          `/organization/${organization.id}/webhook/${webhook.id}/event?page_size=100`,
        );
        const finished = log.results.every((delivery) => delivery.status !== 'PENDING');
        return finished && log.results.length >= 2 * DEPLOYMENTS ? true : undefined;
      },
      `every delivery is recorded (${first.output()}${second.output()})`,
      120,
    );
    for (const container of containers) {
      const history = await second.call<Listed<{ id: string }>>(
        'GET',
        `/container/${container.id}/deploymentHistory`,
      );
      expect(history.results).toHaveLength(1);
    }
    // Both processes stop as people stop them, each ending what it has under way: a duplicate run or delivery, had
    // either made one, has reached the receiver by then, and nothing can come after.
    await Promise.all(processes.map((api) => api.stop()));
    const deliveryIds = receiver.received.map((delivery) => delivery.headers['webhook-id']);
    expect(new Set(deliveryIds).size).toBe(deliveryIds.length);
    const eventsByDeployment = new Map<string, string[]>();
    for (const { body } of receiver.received) {
      const events = eventsByDeployment.get(body.payload.deployment_id) ?? [];
      eventsByDeployment.set(body.payload.deployment_id, [...events, body.event_type]);
    }
    expect(eventsByDeployment.size).toBe(DEPLOYMENTS);
    for (const events of eventsByDeployment.values()) {
      expect(events.sort()).toEqual(['DEPLOYMENT_STARTED', 'DEPLOYMENT_SUCCEEDED']);
    }
    const servicesDelivered = new Set(
      receiver.received.map((delivery) => delivery.body.payload.application_id),
    );
    expect(servicesDelivered).toEqual(new Set(containers.map((container) => container.id)));
  }, 240_000);
});
