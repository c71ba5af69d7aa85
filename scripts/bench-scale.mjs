// `npm run bench:scale [-- --connections 10 --seconds 5 --creates 200 --soak-seconds 60 --profile]`: whether reads
// and writes stay cheap as an environment or a project grows. On the embedded database, then on PostgreSQL (a
// throwaway server, or BENCH_DATABASE_URL's), it seeds environments of 1, 50 and 200 applications and projects of
// 10 and 2,000 variables, and prints requests per second, p50 and p99 of: a read of one project (the reference),
// an environment's statuses and its applications list at each size, each beside the read; and a project variable
// created with 10 and with 2,000 siblings. Then a soak of mixed reads and writes, whose latencies it prints for the
// first and the last 10 s. `--profile` adds, on the embedded database, a CPU profile of the server under the
// statuses and the list of 200 and the creates beside 2,000 siblings, summarized. It prints figures and exits 0.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiClient, numericOption, printTable, startServer } from './lib/bench.mjs';
import { combine, drive, figuresTable } from './lib/load.mjs';
import { onBenchDatabase } from './lib/postgres.mjs';
import { printProfileSummary, summarizeProfile } from './lib/profile-summary.mjs';
import { seedScale, SERVICE_COUNTS, SIBLING_COUNTS } from './lib/scale-seed.mjs';

const connections = numericOption('connections', 10);
const seconds = numericOption('seconds', 5);
const creates = numericOption('creates', 200);
const createConnections = numericOption('create-connections', 8);
const soakSeconds = numericOption('soak-seconds', 60);
const profiling = process.argv.includes('--profile');

const here = path.dirname(fileURLToPath(import.meta.url));
const profiler = pathToFileURL(path.join(here, 'lib/cpu-profile.mjs')).href;
const runId = randomBytes(4).toString('hex');

/** The reads measured, by name: the reference first. */
function reads(seeded) {
  const at = (route) => () => ({ method: 'GET', path: `/api${route}`, token: seeded.token });
  return [
    { name: 'read one project', request: at(`/project/${seeded.projectId}`) },
    ...seeded.environments.flatMap(({ count, id }) => [
      { name: `statuses, ${count} services`, request: at(`/environment/${id}/statuses`), count },
      { name: `applications list, ${count}`, request: at(`/environment/${id}/application`), count },
    ]),
  ];
}

/** A new project variable at each create; `parents` take turns, so each grows by its share of the creates. */
function variableCreates(seeded, parents) {
  return (index) => ({
    method: 'POST',
    path: `/api/project/${parents[index % parents.length]}/environmentVariable`,
    token: seeded.token,
    body: { key: `CREATED_${runId}_${index}`.toUpperCase(), value: 'a value' },
  });
}

/** Asks the server's profiler to start or to write its profile, and waits for its word. */
function ask(child, message, answered) {
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error('The server did not answer the profiler')), 30_000);
    const listen = (reply) => {
      if (!answered(reply)) return;
      clearTimeout(timeout);
      child.off('message', listen);
      resolve();
    };
    child.on('message', listen);
    child.send(message);
  });
}

/** Runs `work` under the server's CPU profiler and prints where the time went. */
async function profiled(server, title, work) {
  const folder = await mkdtemp(path.join(tmpdir(), 'bench-scale-profile-'));
  const file = path.join(folder, 'server.cpuprofile');
  try {
    await ask(server.child, 'bench:profile-start', (reply) => reply?.profiling === true);
    await work();
    await ask(server.child, { profileTo: file }, (reply) => reply?.profiled === file);
    printProfileSummary(`Profile: ${title}`, await summarizeProfile(file));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function measureReads(server, seeded) {
  const operations = reads(seeded);
  const options = { connections, seconds: 1, expectedStatus: 200 };
  for (const operation of operations) await drive(server.baseURL, operation.request, options);
  // One-second turns of every read in alternation, so each meets the same load on a shared machine.
  const turns = operations.map(() => []);
  for (let turn = 0; turn < seconds; turn++) {
    for (const [index, operation] of operations.entries()) {
      turns[index].push(await drive(server.baseURL, operation.request, options));
    }
  }
  return operations.map((operation, index) => ({ name: operation.name, ...combine(turns[index]) }));
}

async function measureCreates(server, seeded) {
  const results = [];
  for (const siblings of SIBLING_COUNTS) {
    const parents = seeded.variableProjects[siblings];
    const grown = siblings + Math.ceil(creates / parents.length);
    const result = await drive(server.baseURL, variableCreates(seeded, parents), {
      connections: createConnections,
      seconds: 600,
      requests: creates,
      expectedStatus: 201,
    });
    results.push({ name: `create a project variable, ${siblings} → ${grown} siblings`, ...result });
  }
  return results;
}

/** Every kind of request at once, in 1 s turns: latencies of the first and of the last 10 s. */
async function soak(server, seeded) {
  const byName = new Map(reads(seeded).map((operation) => [operation.name, operation]));
  const largest = SERVICE_COUNTS.at(-1);
  const read = byName.get('read one project');
  const statuses = byName.get(`statuses, ${largest} services`);
  const list = byName.get(`applications list, ${largest}`);
  const create = variableCreates(seeded, seeded.variableProjects[SIBLING_COUNTS.at(-1)]);
  const kinds = [
    { name: 'read one project', request: read.request, connections: 4, expectedStatus: 200 },
    { name: statuses.name, request: statuses.request, connections: 2, expectedStatus: 200 },
    { name: list.name, request: list.request, connections: 2, expectedStatus: 200 },
    { name: 'create a project variable', request: create, connections: 2, expectedStatus: 201 },
  ];
  const turns = kinds.map(() => []);
  let created = 0;
  for (let turn = 0; turn < soakSeconds; turn++) {
    const results = await Promise.all(
      kinds.map((kind) =>
        drive(server.baseURL, kind === kinds[3] ? () => create(created++) : kind.request, {
          connections: kind.connections,
          seconds: 1,
          expectedStatus: kind.expectedStatus,
        }),
      ),
    );
    results.forEach((result, index) => turns[index].push(result));
  }
  const window = Math.min(10, Math.floor(soakSeconds / 2));
  return kinds.map((kind, index) => ({
    name: kind.name,
    first: combine(turns[index].slice(0, window)),
    last: combine(turns[index].slice(-window)),
    window,
  }));
}

async function measureOn(databaseUrl) {
  const server = await startServer({
    name: 'bench-scale',
    withConsole: false,
    env: {
      ...(profiling && !databaseUrl
        ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${profiler}`.trim() }
        : {}),
      DEMO_DEPLOY: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    console.log('Seeding…');
    const seeded = await seedScale(apiClient(server.baseURL, server.token), server.token);
    console.log('Measuring reads…');
    const readFigures = await measureReads(server, seeded);
    console.log('Measuring creates…');
    const createFigures = await measureCreates(server, seeded);
    if (profiling && !databaseUrl) await profile(server, seeded);
    console.log(`Soaking for ${soakSeconds} s…`);
    return { readFigures, createFigures, soakFigures: await soak(server, seeded) };
  } finally {
    await server.stop();
  }
}

async function profile(server, seeded) {
  const byName = new Map(reads(seeded).map((operation) => [operation.name, operation]));
  for (const name of [`statuses, 200 services`, `applications list, 200`]) {
    await profiled(server, name, () =>
      drive(server.baseURL, byName.get(name).request, { connections, seconds: 3, expectedStatus: 200 }),
    );
  }
  const parents = seeded.variableProjects[SIBLING_COUNTS.at(-1)];
  await profiled(server, `creates beside ${SIBLING_COUNTS.at(-1)} siblings`, () =>
    drive(server.baseURL, variableCreates(seeded, parents), {
      connections: createConnections,
      seconds: 600,
      requests: creates,
      expectedStatus: 201,
    }),
  );
}

const ms = (value) => value.toFixed(1);

function printFigures(title, { readFigures, createFigures, soakFigures }) {
  const reference = readFigures[0].requestsPerSecond;
  console.log(`\n${title}`);
  printTable(figuresTable('operation', 'one read', [...readFigures, ...createFigures], reference));
  const window = soakFigures[0].window;
  console.log(`Soak, ${soakSeconds} s: the first ${window} s, then the last ${window} s.`);
  printTable([
    ['request', 'req/s first', 'req/s last', 'p50 first', 'p50 last', 'p99 first', 'p99 last'],
    ...soakFigures.map(({ name, first, last }) => [
      name,
      first.requestsPerSecond.toFixed(0),
      last.requestsPerSecond.toFixed(0),
      ms(first.p50),
      ms(last.p50),
      ms(first.p99),
      ms(last.p99),
    ]),
  ]);
}

console.log(`${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the start.`);
const onPglite = await measureOn(undefined);
const onPostgres = await onBenchDatabase(`bench_scale_${runId}`, measureOn);
console.log(
  `\n${connections} connections per read, ${seconds} s each in 1 s turns; ${creates} creates at ` +
    `${createConnections} connections; load average ${loadavg()[0].toFixed(1)} at the end; latencies in ms.`,
);
console.log(`Environments of ${SERVICE_COUNTS.join(', ')} applications.`);
printFigures('Embedded database (PGlite):', onPglite);
if (onPostgres) printFigures('PostgreSQL:', onPostgres);
else console.log('\nPostgreSQL: no server, not measured.');
