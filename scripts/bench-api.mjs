// `npm run bench:api [-- --connections 20 --seconds 5]`: what one API request costs. It starts the API server on an
// empty data folder and, beside it, a bare Fastify + PGlite server doing the least the same operations need (the
// token by its hash, then the rows), and drives them in one-second turns with concurrent keep-alive connections: a
// read of one project (with the admin token, then with a token holding a custom role that reads every project), a
// list of 100 projects and a create. It prints requests per second, p50 and p99 for both with the ratio,
// and the SQL statements per request the API server sent. Then the same on PostgreSQL, both servers on a database
// of their own on a throwaway server (Debian's PostgreSQL, as `npm test` starts it) or on BENCH_DATABASE_URL's
// server; skipped, saying how to install it, when there is none. It prints figures (a benchmark, not a test) and
// exits 0.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiClient, freePort, numericOption, printTable, startServer } from './lib/bench.mjs';
import { combine, drive } from './lib/load.mjs';
import { createDatabase, ensurePostgresBin, startTestPostgres } from './lib/postgres.mjs';

const LIST_SIZE = 100;
const QUERY_SAMPLE = 50;
const connections = numericOption('connections', 20);
const seconds = numericOption('seconds', 5);
const warmUpSeconds = numericOption('warmup', 1);

const here = path.dirname(fileURLToPath(import.meta.url));
const queryCounter = pathToFileURL(path.join(here, 'lib/count-queries.mjs')).href;
const runId = randomBytes(4).toString('hex');

/**
 * The operations measured, as requests against a seeded organization. `customRoleToken` holds a custom role (the
 * bare stack has none: it reads with its one token).
 */
function operations(token, organizationId, projectId, customRoleToken) {
  return [
    {
      name: `read one (GET /project/{id})`,
      expectedStatus: 200,
      request: () => ({ method: 'GET', path: `/api/project/${projectId}`, token }),
    },
    {
      name: 'read one, custom role token',
      expectedStatus: 200,
      request: () => ({ method: 'GET', path: `/api/project/${projectId}`, token: customRoleToken }),
    },
    {
      name: `list ${LIST_SIZE} (GET /organization/{id}/project)`,
      expectedStatus: 200,
      request: () => ({ method: 'GET', path: `/api/organization/${organizationId}/project`, token }),
    },
    {
      name: 'create (POST /organization/{id}/project)',
      expectedStatus: 200,
      request: (index) => ({
        method: 'POST',
        path: `/api/organization/${organizationId}/project`,
        token,
        body: { name: `created-${runId}-${index}`, description: 'A project made by the benchmark' },
      }),
    },
  ];
}

/**
 * Seeds the organization to exactly LIST_SIZE projects and answers the ids the operations use; `withCustomRole`, a
 * token too, holding a custom role that reads every project.
 */
async function seed(api, { withCustomRole }) {
  const organization = (await api('GET', '/organization')).results[0];
  const existing = (await api('GET', `/organization/${organization.id}/project`)).results;
  if (existing.length > LIST_SIZE)
    throw new Error(`The organization already holds ${existing.length} projects`);
  for (let index = existing.length; index < LIST_SIZE; index++) {
    await api('POST', `/organization/${organization.id}/project`, {
      name: `listed-${String(index).padStart(3, '0')}`,
      description: 'A project in the list of the benchmark',
    });
  }
  const listed = (await api('GET', `/organization/${organization.id}/project`)).results;
  const ids = { organizationId: organization.id, projectId: listed[0].id };
  if (!withCustomRole) return ids;
  const role = await api('POST', `/organization/${organization.id}/customRole`, { name: 'Bench readers' });
  await api('PUT', `/organization/${organization.id}/customRole/${role.id}`, {
    name: 'Bench readers',
    cluster_permissions: [],
    project_permissions: listed.map((project) => ({
      project_id: project.id,
      is_admin: false,
      permissions: ['DEVELOPMENT', 'PREVIEW', 'STAGING', 'PRODUCTION'].map((type) => ({
        environment_type: type,
        permission: 'VIEWER',
      })),
    })),
  });
  const created = await api('POST', `/organization/${organization.id}/apiToken`, {
    name: 'bench-custom-role',
    scope: 'READ',
    role_id: role.id,
  });
  return { ...ids, customRoleToken: created.token };
}

/**
 * Both stacks, operation by operation: a warm-up of each, the queries of a sample of ours, then one-second turns
 * of each in alternation. On a machine shared with other work the load moves from second to second: taking turns,
 * both stacks meet the same load, and their ratio holds where the figures of one run and the next do not.
 */
async function measureSideBySide(stacks) {
  const figures = { ours: [], bare: [] };
  for (const [position, operation] of operations('', '', '').entries()) {
    console.log(`${operation.name}…`);
    const turns = {};
    for (const stack of stacks) {
      let created = 0;
      // Created names stay unique across the warm-up, the sample and the measurement.
      const next = () => stack.operations[position].request(`${position}-${created++}`);
      turns[stack.name] = { stack, next, results: [] };
      await drive(stack.baseURL, next, {
        connections,
        seconds: warmUpSeconds,
        expectedStatus: operation.expectedStatus,
      });
    }
    const ours = turns.ours;
    // A fixed number of requests one after another, so the count is theirs (background work aside).
    const before = await ours.stack.countQueries();
    await sampleSequentially(ours.stack.baseURL, ours.next, operation.expectedStatus);
    const queriesPerRequest = ((await ours.stack.countQueries()) - before) / QUERY_SAMPLE;
    for (let turn = 0; turn < seconds; turn++) {
      for (const { stack, next, results } of Object.values(turns)) {
        results.push(
          await drive(stack.baseURL, next, {
            connections,
            seconds: 1,
            expectedStatus: operation.expectedStatus,
          }),
        );
      }
    }
    for (const { stack, results } of Object.values(turns)) {
      const result = combine(results);
      if (result.unexpected > 0)
        console.log(`  ${stack.name}: ${result.unexpected} answers were not ${operation.expectedStatus}`);
      figures[stack.name].push({ ...result, queriesPerRequest });
    }
  }
  return figures;
}

async function sampleSequentially(baseURL, next, expectedStatus) {
  for (let index = 0; index < QUERY_SAMPLE; index++) {
    const request = next();
    const response = await fetch(`${baseURL}${request.path}`, {
      method: request.method,
      headers: { Authorization: `Token ${request.token}`, 'Content-Type': 'application/json' },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    await response.arrayBuffer();
    if (response.status !== expectedStatus) throw new Error(`${request.path}: HTTP ${response.status}`);
  }
}

/** Asks the server's query counter (scripts/lib/count-queries.mjs) for its count over the IPC channel. */
function queryCounterOf(child) {
  return () =>
    new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('The server did not tell its query count')), 5000);
      const listen = (message) => {
        if (typeof message?.queryCount !== 'number') return;
        clearTimeout(timeout);
        child.off('message', listen);
        resolve(message.queryCount);
      };
      child.on('message', listen);
      child.send('bench:query-count');
    });
}

/** The API server, seeded; `stop` ends it. */
async function startOurs(databaseUrl) {
  console.log(
    `Starting the API server on ${databaseUrl ? 'an empty PostgreSQL database' : 'an empty data folder'}…`,
  );
  const server = await startServer({
    name: 'bench-api',
    withConsole: false,
    env: {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${queryCounter}`.trim(),
      // The demo's first deployment would run beside the requests measured, and the bare stack has none.
      DEMO_DEPLOY: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    const { organizationId, projectId, customRoleToken } = await seed(
      apiClient(server.baseURL, server.token),
      {
        withCustomRole: true,
      },
    );
    return {
      name: 'ours',
      baseURL: server.baseURL,
      operations: operations(server.token, organizationId, projectId, customRoleToken),
      countQueries: queryCounterOf(server.child),
      stop: server.stop,
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** The bare stack, seeded; `stop` ends it. */
async function startBare(databaseUrl) {
  console.log(
    databaseUrl
      ? 'Starting the bare Fastify + node-postgres server on an empty PostgreSQL database…'
      : 'Starting the bare Fastify + PGlite server on an empty data folder…',
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-bare-'));
  const port = await freePort();
  const token = `bench-${randomBytes(24).toString('hex')}`;
  const child = spawn(
    process.execPath,
    [path.join(here, 'lib/bare-api-server.mjs'), String(port), databaseUrl ?? dataDir, token],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => String(chunk).includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`The bare server exited (${code})`)));
    });
    const baseURL = `http://127.0.0.1:${port}`;
    const { organizationId, projectId } = await seed(apiClient(baseURL, token), { withCustomRole: false });
    return { name: 'bare', baseURL, operations: operations(token, organizationId, projectId, token), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Both stacks on one kind of database, started, measured side by side and stopped whatever happens. */
async function measureBoth(oursDatabaseUrl, bareDatabaseUrl) {
  const stacks = [];
  try {
    stacks.push(await startOurs(oursDatabaseUrl));
    stacks.push(await startBare(bareDatabaseUrl));
    return await measureSideBySide(stacks);
  } finally {
    for (const stack of stacks) await stack.stop();
  }
}

/** Both stacks on PostgreSQL, or null (having said why) when there is no server to run them on. */
async function measureOnPostgres() {
  let server;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const postgresBin = ensurePostgresBin();
    if (!postgresBin) return null;
    console.log('Starting a throwaway PostgreSQL server…');
    server = await startTestPostgres({ bin: postgresBin });
    serverUrl = server.url;
  }
  try {
    const oursUrl = await createDatabase(serverUrl, `bench_api_${runId}`);
    const bareUrl = await createDatabase(serverUrl, `bench_bare_${runId}`);
    return await measureBoth(oursUrl, bareUrl);
  } finally {
    server?.stop();
  }
}

function printFigures(title, ours, bare) {
  const labels = operations('', '', '').map((operation) => operation.name);
  const ms = (value) => value.toFixed(1);
  console.log(`\n${title}`);
  printTable([
    [
      'operation',
      'ours req/s',
      'bare req/s',
      'ratio',
      'ours p50',
      'bare p50',
      'ours p99',
      'bare p99',
      'queries/req',
    ],
    ...labels.map((label, index) => [
      label,
      ours[index].requestsPerSecond.toFixed(0),
      bare[index].requestsPerSecond.toFixed(0),
      `${(ours[index].requestsPerSecond / bare[index].requestsPerSecond).toFixed(2)}x`,
      ms(ours[index].p50),
      ms(bare[index].p50),
      ms(ours[index].p99),
      ms(bare[index].p99),
      ours[index].queriesPerRequest.toFixed(1),
    ]),
  ]);
}

const { ours, bare } = await measureBoth();
const onPostgres = await measureOnPostgres();
console.log(`\n${connections} connections, ${seconds} s per operation after ${warmUpSeconds} s of warm-up.`);
printFigures('Embedded database (PGlite), beside Fastify + PGlite:', ours, bare);
if (onPostgres) {
  printFigures('PostgreSQL, beside Fastify + node-postgres:', onPostgres.ours, onPostgres.bare);
} else {
  console.log('\nPostgreSQL: no server, not measured.');
}
console.log('Latencies in ms.');
