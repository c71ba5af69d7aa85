// `npm run bench:start [-- --runs 5 --idle-seconds 40 --from-sources]`: how fast the API server starts again on a
// database it has used before, and the memory it then holds idle, beside a bare Fastify + PGlite server
// (`scripts/lib/bare-api-server.mjs`) opening the very same data folder. The server's first start on an empty
// folder makes the database (without the demo's first deployment, which would keep later starts busy); then each
// run starts our server (its build, dist/server/main.mjs) and the bare one in turn, each alone, and measures the
// time from spawn to the line saying it listens, the processor time it used until then (where /proc tells it: a
// figure a busy machine hardly moves), and its resident memory (RSS) 5 s after that and once idle (V8 gives back
// the memory its start used some 30 s later). `--from-sources` also starts the server from its TypeScript sources
// through tsx, as `npm start` ran it before it was built. It prints figures and exits 0.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { numericOption, printTable } from './lib/bench.mjs';
import { projectRoot, SERVER_READY_LINE, serverCommand, start } from './lib/processes.mjs';
import { ensureServerBuild, SERVER_BUILD_MARKER } from './lib/server-build.mjs';

const runs = numericOption('runs', 5);
const idleSeconds = numericOption('idle-seconds', 40);
const fromSources = process.argv.includes('--from-sources');
const SETTLE_SECONDS = 5;

/** Resident memory of a process in MB, as `ps` reports it (Linux and macOS alike). */
function residentMegabytes(pid) {
  const kilobytes = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim(),
  );
  return kilobytes / 1024;
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The processor time a process has used so far in ms (user and system, all its threads), from /proc: unlike the
 * time it took, it hardly moves with what else the machine runs. Undefined where there is no /proc.
 */
function processorMilliseconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

const sleep = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Starts `args` under Node, resolves once it prints a line beginning with `readyLine`: the time that took and its
 * RSS after SETTLE_SECONDS and after `idle` seconds (none when 0), then stops it and waits for it to end.
 */
async function measure({ args, env, readyLine, idle }) {
  const startedAt = performance.now();
  const { child, exited } = start(process.execPath, args, { env, stdio: 'pipe' });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.split('\n').some((line) => line.startsWith(readyLine))) {
        resolve({ readyAt: performance.now(), cpuMs: processorMilliseconds(child.pid) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then((code) =>
      reject(new Error(`${args.join(' ')} exited (${code}) before it was ready:\n${output}`)),
    );
  });
  try {
    const { readyAt, cpuMs } = await ready;
    await sleep(SETTLE_SECONDS);
    const settledRss = residentMegabytes(child.pid);
    if (idle > SETTLE_SECONDS) await sleep(idle - SETTLE_SECONDS);
    return { startMs: readyAt - startedAt, cpuMs, settledRss, idleRss: residentMegabytes(child.pid) };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

const median = (values) => {
  if (values.some((value) => value === undefined)) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)}`;
const mb = (value) => `${Math.round(value)}`;
const ratio = (ours, bare) => `${(ours / bare).toFixed(2)}x`;

await ensureServerBuild();
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-start-'));
const token = `bench-${randomBytes(24).toString('hex')}`;
const { DATABASE_URL: _ignored, ...environment } = process.env;
const serverEnv = {
  ...environment,
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  WEB_DIST_DIR: path.join(projectRoot, 'dist/web'),
  BOOTSTRAP_ADMIN_TOKEN: token,
  DEMO_DEPLOY: 'false',
};
const servers = [
  { name: 'ours', args: serverCommand.args, readyLine: SERVER_READY_LINE, env: serverEnv },
  {
    name: 'bare',
    args: [
      path.join(projectRoot, 'scripts/lib/bare-api-server.mjs'),
      '0',
      path.join(dataDir, 'pglite'),
      token,
    ],
    readyLine: 'ready',
    env: environment,
  },
  ...(fromSources
    ? [
        {
          name: 'sources',
          args: ['--import', 'tsx', 'src/server/main.ts'],
          readyLine: SERVER_READY_LINE,
          env: serverEnv,
        },
      ]
    : []),
];

try {
  const buildSize = statSync(path.join(projectRoot, SERVER_BUILD_MARKER)).size / 1024 / 1024;
  console.log(
    `${availableParallelism()} cores, load ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}, Node ${process.version}; ${SERVER_BUILD_MARKER} ${buildSize.toFixed(1)} MB`,
  );
  const first = await measure({ ...servers[0], idle: 0 });
  console.log(`First start (database made, migrated, demo seeded): ${ms(first.startMs)} ms\n`);

  const results = servers.map(() => []);
  for (let run = 1; run <= runs; run++) {
    for (const [index, server] of servers.entries()) {
      results[index].push(await measure({ ...server, idle: idleSeconds }));
    }
    const starts = servers.map((server, index) => `${server.name} ${ms(results[index].at(-1).startMs)} ms`);
    console.log(`run ${run}/${runs}: ${starts.join(', ')}`);
  }

  const medianOf = (measures, key) => median(measures.map((each) => each[key]));
  const [ours, bare, sources] = results;
  const rows = [['measure (medians)', 'ours', 'bare', 'ratio', ...(sources ? ['sources', 'ratio'] : [])]];
  for (const [label, key, format] of [
    ['warm start to listening (ms)', 'startMs', ms],
    ['processor time to listening (ms)', 'cpuMs', ms],
    [`RSS ${SETTLE_SECONDS} s after (MB)`, 'settledRss', mb],
    [`RSS ${idleSeconds} s after, idle (MB)`, 'idleRss', mb],
  ]) {
    const bareValue = medianOf(bare, key);
    // Processor time is read from /proc, which not every system has.
    if (Number.isNaN(bareValue)) continue;
    const row = [
      label,
      format(medianOf(ours, key)),
      format(bareValue),
      ratio(medianOf(ours, key), bareValue),
    ];
    if (sources) row.push(format(medianOf(sources, key)), ratio(medianOf(sources, key), bareValue));
    rows.push(row);
  }
  console.log('');
  printTable(rows);
  const startsOf = (measures) => measures.map((each) => ms(each.startMs)).join(', ');
  console.log(`\nStarts of each run (ms): ours ${startsOf(ours)}; bare ${startsOf(bare)}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
