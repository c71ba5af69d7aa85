// `npm run bench:audit [-- --events 1000000 --connections 4 --seconds 3 --creates 200 --postgres-only]`: whether
// the audit log stays fast however long it grows, and what recording costs a write. On the embedded database, then
// on PostgreSQL (a throwaway server of Debian's, or BENCH_DATABASE_URL's), it seeds `--events` events straight into
// the table with a few SQL generate_series statements: half in the organization measured (spread over 10,000
// targets, 50 people, 100 projects and 1,000 environments, one every two seconds back from now), half over nine
// other organizations. Then it prints requests per second, p50 and p99 of the latest page with each one filter
// beside a small list (the organization's projects), and of project variables created with the audit trigger on
// and off (on PostgreSQL in alternating turns), with their ratio. On PostgreSQL, too, what handing the actor over
// costs a write statement on one connection: an insert alone, beside the actor's setting sent before it as a round
// trip of its own. `--postgres-only` skips the embedded database. Prints and exits 0.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { apiClient, numericOption, printTable, startServer } from './lib/bench.mjs';
import { combine, drive, figuresTable } from './lib/load.mjs';
import { onBenchDatabase } from './lib/postgres.mjs';

const events = numericOption('events', 1_000_000);
const connections = numericOption('connections', 4);
const seconds = numericOption('seconds', 3);
const creates = numericOption('creates', 200);
const postgresOnly = process.argv.includes('--postgres-only');

/** A server on `dataDir`, kept when it stops, so the database can be changed between two runs. */
async function serverOn(dataDir) {
  return startServer({
    name: 'bench-audit',
    withConsole: false,
    env: { DATA_DIR: dataDir, DEMO_DEPLOY: 'false' },
  });
}

/** Runs SQL on the database while no server holds it. */
async function withDatabase(dataDir, work) {
  // The server keeps its embedded database in the data folder's pglite/ (src/server/main.ts).
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Rows per seed statement: a million in one statement holds the embedded database's memory for long. */
const SEED_CHUNK = 250_000;

/**
 * The seed's uuid of a text: its md5 with a version 4 and an RFC 4122 variant digit, as the API checks its ids.
 * `md5Uuid` below makes the same in JavaScript.
 */
const uuidOf = (text) => `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * Events `first` to `last` of the seed: the even ones in the organization measured, the odd ones over nine others.
 * `j` numbers each organization's own events, so each has every target, person, project and environment.
 */
const seedSql = (organizationId, first, last) => `
  insert into audit_events (organization_id, "timestamp", event_type, target_id, target_name, target_type,
    sub_target_type, change, origin, triggered_by, project_id, environment_id)
  select case when i % 2 = 0 then '${organizationId}'::uuid else ${uuidOf("'organization' || (j % 9)")} end,
    date_trunc('milliseconds', now()) - (i || ' seconds')::interval,
    (array['CREATE', 'UPDATE', 'DELETE', 'TRIGGER_DEPLOY'])[1 + j % 4],
    ${uuidOf("'target' || (j % 10000)")}, 'target-' || (j % 10000),
    (array['APPLICATION', 'PROJECT', 'ENVIRONMENT', 'CLUSTER', 'CONTAINER'])[1 + j % 5],
    case when j % 7 = 0 then 'VARIABLE' end,
    '{"name": {"before": "a", "after": "b"}}'::jsonb,
    (array['API', 'CONSOLE', 'PLATFORM_INTERNAL'])[1 + j % 3], 'person-' || (j % 50),
    ${uuidOf("'project' || (j % 100)")}, ${uuidOf("'environment' || (j % 1000)")}
  from generate_series(${first}, ${last}) as i, lateral (select i / 2 as j) as numbered`;

/** Seeds the events through `run` (one SQL statement at a time), saying how long it took. */
async function seedEvents(organizationId, run) {
  console.log(`Seeding ${events.toLocaleString('en')} events…`);
  const seededAt = performance.now();
  for (let first = 1; first <= events; first += SEED_CHUNK) {
    await run(seedSql(organizationId, first, Math.min(events, first + SEED_CHUNK - 1)));
  }
  console.log(`Seeded in ${((performance.now() - seededAt) / 1000).toFixed(1)} s.`);
}

/** The reads measured: the small list first (the reference), then the latest page with no filter and each one. */
function latestPages(server, organizationId) {
  const at = (route) => () => ({ method: 'GET', path: `/api${route}`, token: server.token });
  const page = (query) => at(`/organization/${organizationId}/events?page-size=10${query}`);
  return [
    { name: 'small list (projects)', request: at(`/organization/${organizationId}/project`) },
    { name: 'latest page, no filter', request: page('') },
    { name: 'target-id', request: page(`&target-id=${md5Uuid('target42')}`) },
    { name: 'event-type', request: page('&event-type=UPDATE') },
    { name: 'target-type', request: page('&target-type=CLUSTER') },
    { name: 'sub-target-type', request: page('&sub-target-type=VARIABLE') },
    { name: 'triggered-by', request: page('&triggered-by=person-7') },
    { name: 'origin', request: page('&origin=CONSOLE') },
    { name: 'project-id', request: page(`&project-id=${md5Uuid('project7')}`) },
    { name: 'environment-id', request: page(`&environment-id=${md5Uuid('environment7')}`) },
  ];
}

async function measure(baseURL, token, operations) {
  const options = { connections, seconds: 1, expectedStatus: 200 };
  for (const operation of operations) await drive(baseURL, operation.request, options);
  // One-second turns in alternation, so each meets the same load on a shared machine.
  const turns = operations.map(() => []);
  for (let turn = 0; turn < seconds; turn++) {
    for (const [index, operation] of operations.entries()) {
      turns[index].push(await drive(baseURL, operation.request, options));
    }
  }
  return operations.map((operation, index) => ({ name: operation.name, ...combine(turns[index]) }));
}

async function variableCreates(baseURL, token, projectId, label) {
  return drive(
    baseURL,
    (index) => ({
      method: 'POST',
      path: `/api/project/${projectId}/environmentVariable`,
      token,
      body: { key: `${label}_${index}`, value: 'a value' },
    }),
    { connections: 4, seconds: 600, requests: creates, expectedStatus: 201 },
  );
}

const ms = (value) => value.toFixed(1);

/** The latest pages over `--events` events, and creates with the trigger on and off, on the embedded database. */
async function measureOnPglite() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-audit-'));
  try {
    let server = await serverOn(dataDir);
    const api = apiClient(server.baseURL, server.token);
    const organization = (await api('GET', '/organization')).results[0];
    const project = await api('POST', `/organization/${organization.id}/project`, { name: 'audit-bench' });
    await server.stop();

    await withDatabase(dataDir, (db) => seedEvents(organization.id, (statement) => db.exec(statement)));

    server = await serverOn(dataDir);
    const operations = latestPages(server, organization.id);
    const figures = await measure(server.baseURL, server.token, operations);
    const withTrigger = await variableCreates(server.baseURL, server.token, project.id, 'AUDITED');
    await server.stop();

    await withDatabase(dataDir, (db) => db.exec('alter table variables disable trigger variables_audit'));
    server = await serverOn(dataDir);
    const withoutTrigger = await variableCreates(server.baseURL, server.token, project.id, 'UNAUDITED');
    await server.stop();

    printPages('Embedded database (PGlite)', figures);
    printCreates('Embedded database (PGlite)', withTrigger, withoutTrigger);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * On PostgreSQL: the latest pages over the seeded events, creates with the trigger on and off in alternating turns,
 * and the actor's round trip.
 */
async function measureOnPostgres(databaseUrl) {
  const server = await startServer({
    name: 'bench-audit',
    withConsole: false,
    env: { DEMO_DEPLOY: 'false', DATABASE_URL: databaseUrl },
  });
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const api = apiClient(server.baseURL, server.token);
    const organization = (await api('GET', '/organization')).results[0];
    const project = await api('POST', `/organization/${organization.id}/project`, { name: 'audit-bench' });
    await seedEvents(organization.id, (statement) => sql.query(statement));
    // What autovacuum does within a minute of such a load on a running server.
    await sql.query('analyze audit_events');
    const pages = await measure(server.baseURL, server.token, latestPages(server, organization.id));
    const [on, off] = [[], []];
    for (let turn = 0; turn < 2; turn++) {
      on.push(await variableCreates(server.baseURL, server.token, project.id, `AUDITED_${turn}`));
      await sql.query('alter table variables disable trigger variables_audit');
      off.push(await variableCreates(server.baseURL, server.token, project.id, `UNAUDITED_${turn}`));
      await sql.query('alter table variables enable trigger variables_audit');
    }
    return {
      pages,
      withTrigger: combine(on),
      withoutTrigger: combine(off),
      roundTrip: await actorRoundTrip(sql),
    };
  } finally {
    await sql.end();
    await server.stop();
  }
}

/**
 * Microseconds per write statement on one connection: an insert alone, and the actor's setting sent before it as a
 * round trip of its own (what a write costs when the setting does not travel with it), in alternating turns.
 */
async function actorRoundTrip(client, count = 2000) {
  await client.query('create temporary table bench_writes (id serial primary key, value text)');
  const insert = (index) =>
    client.query({
      name: 'bench-insert',
      text: 'insert into bench_writes (value) values ($1)',
      values: [`v${index}`],
    });
  const setActor = () =>
    client.query({
      name: 'bench-actor',
      text: "select set_config('audit.actor', $1, false)",
      values: ['{"by":"bench","origin":"API"}'],
    });
  const timed = async (write) => {
    const start = performance.now();
    for (let index = 0; index < count; index++) await write(index);
    return ((performance.now() - start) * 1000) / count;
  };
  const [alone, afterSetting] = [[], []];
  for (let turn = 0; turn < 3; turn++) {
    alone.push(await timed(insert));
    afterSetting.push(await timed(async (index) => (await setActor(), await insert(index))));
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { alone: median(alone), afterSetting: median(afterSetting) };
}

function printPages(title, figures) {
  const reference = figures[0].requestsPerSecond;
  console.log(
    `\n${title}: ${events.toLocaleString('en')} events, half of them in the organization read; ` +
      `${connections} connections, ${seconds} s each in 1 s turns; load average ${loadavg()[0].toFixed(1)}; ` +
      'latencies in ms.',
  );
  printTable(figuresTable('request', 'the small list', figures, reference));
}

function printCreates(title, withTrigger, withoutTrigger) {
  console.log(`\n${title}: ${creates} project variables created at 4 connections:`);
  printTable([
    ['audit trigger', 'req/s', 'p50', 'p99', 'not as expected'],
    ...[
      ['on', withTrigger],
      ['off', withoutTrigger],
    ].map(([name, figure]) => [
      name,
      figure.requestsPerSecond.toFixed(0),
      ms(figure.p50),
      ms(figure.p99),
      String(figure.unexpected),
    ]),
  ]);
  console.log(
    `Creates with the trigger at ${(withTrigger.requestsPerSecond / withoutTrigger.requestsPerSecond).toFixed(2)}x the rate without.`,
  );
}

console.log(`${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the start.`);
if (!postgresOnly) await measureOnPglite();
const onPostgres = await onBenchDatabase(`bench_audit_${process.pid}`, measureOnPostgres);
if (onPostgres) {
  const { pages, withTrigger, withoutTrigger, roundTrip } = onPostgres;
  printPages('PostgreSQL', pages);
  printCreates('PostgreSQL', withTrigger, withoutTrigger);
  console.log(
    `One write statement on one connection: ${roundTrip.alone.toFixed(0)} µs alone, ` +
      `${roundTrip.afterSetting.toFixed(0)} µs after the actor's setting as a round trip of its own.`,
  );
} else {
  console.log('\nPostgreSQL: no server, not measured.');
}
console.log(`Load average ${loadavg()[0].toFixed(1)} at the end.`);

/** The uuid the seed gives `label` (`uuidOf` in the SQL), computed here. */
function md5Uuid(label) {
  const hex = createHash('md5').update(label).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}
