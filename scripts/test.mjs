// `npm test`, what CI runs: every check, cheapest first, in groups whose stages run side by side (below), stopping
// after the first group with a failure (the e2e tests still run after failed Vitest tests: CI reports both).
// It ends with one line `<passed> passed, <failed> failed` counting the tests Vitest and Playwright ran.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { holdChildOutput } from './lib/held-output.mjs';
import { ensurePostgresBin, startTestPostgres } from './lib/postgres.mjs';
import { bin, projectRoot, secondsSince, start } from './lib/processes.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';
import { playwrightRun, vitestRun } from './lib/suite-runs.mjs';
import {
  addCounts,
  countPlaywright,
  countReportFile,
  countVitest,
  playwrightDurations,
  readReport,
  slowestByRunner,
  vitestDurations,
} from './lib/test-report.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'platform-test-'));
const vitestReport = path.join(reportDir, 'vitest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');

let interrupted = false;
const options = { onSignal: () => (interrupted = true) };

// The server tests run on PostgreSQL as well as PGlite (the SQL stores, the two-API-process scenario): on
// TEST_DATABASE_URL's server, else on a throwaway one started here and stopped at the end whatever happens.
let postgres;
let postgresNote = 'not started';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
// While the server runs, a signal ends the run after the current stage (whose child hears it too) rather than
// killing us at once, so that the server is stopped on the way out.
const noteSignal = () => (interrupted = true);
const stopPostgres = () => {
  const started = postgres;
  postgres = undefined;
  for (const signal of SIGNALS) process.off(signal, noteSignal);
  started?.stop();
};
process.on('exit', stopPostgres);

async function providePostgres() {
  if (process.env.TEST_DATABASE_URL) {
    postgresNote = 'TEST_DATABASE_URL';
    return 0;
  }
  const postgresBin = ensurePostgresBin();
  if (!postgresBin) {
    postgresNote = 'not installed: its tests were skipped';
    return 0;
  }
  for (const signal of SIGNALS) process.on(signal, noteSignal);
  try {
    postgres = await startTestPostgres({ bin: postgresBin });
  } catch (error) {
    console.error(error.message);
    return 1;
  }
  postgresNote = `throwaway server of ${postgresBin}`;
  console.log(`PostgreSQL at ${postgres?.url}`);
  return 0;
}

const withPostgres = () => (postgres ? { ...process.env, TEST_DATABASE_URL: postgres.url } : process.env);
const vitest = vitestRun(vitestReport);
const playwright = playwrightRun(playwrightReport);

// Typecheck, lint and format run side by side: each is one busy thread. Stages in one group start together; their
// output is held back until the stage before them has finished, so the log reads as if they ran one after another.
// Every stage of a group runs to its end; the run stops after the first group with a failure, except that the e2e
// tests run after failed Vitest tests. Vitest has the machine to itself, then Playwright
// (`lib/suite-runs.mjs` says why; the flake hunter runs them the same way).
const childStage = (name, command, args, env) => ({ name, command, args, env });

const groups = [
  [
    childStage('typecheck', bin('tsc'), ['--noEmit', '-p', '.']),
    childStage('lint', bin('eslint'), ['.', '--max-warnings=0']),
    childStage('format', bin('prettier'), ['--check', '.']),
  ],
  [{ name: 'postgresql', run: providePostgres }],
  [
    {
      // The e2e tests and the server's process tests run both builds.
      name: 'console and server builds',
      run: () =>
        ensureConsoleBuild()
          .then(() => ensureServerBuild())
          .then(
            () => 0,
            (error) => {
              console.error(error.message);
              return 1;
            },
          ),
    },
  ],
  [childStage('chromium', process.execPath, ['scripts/chromium.mjs'])],
  [
    {
      ...childStage('unit, component and server tests', vitest.command, vitest.args),
      env: withPostgres,
      // Nothing after the server tests needs PostgreSQL.
      after: stopPostgres,
    },
  ],
  Object.assign([{ ...childStage('e2e', playwright.command, playwright.args), env: () => playwright.env }], {
    runsAfterFailedTests: true,
  }),
];
const testStageNames = new Set(['unit, component and server tests']);
const stages = groups.flat();

/** The ten slowest tests of Vitest and the ten slowest of Playwright, where to look first when the suite grows slow. */
function printSlowestTests() {
  const vitestResults = readReport(vitestReport);
  const playwrightResults = readReport(playwrightReport);
  const runs = [
    { runner: 'Vitest', durations: vitestResults ? vitestDurations(vitestResults, projectRoot) : [] },
    {
      runner: 'e2e',
      durations: playwrightResults ? playwrightDurations(playwrightResults, projectRoot) : [],
    },
  ];
  for (const line of slowestByRunner(runs, 10)) console.log(`  ${line}`);
}

/** Starts a stage: a child process with its output held back, or a function of ours (alone in its group). */
function startStage(stage) {
  const startedAt = performance.now();
  const finish = (code) => {
    stage.after?.();
    return { name: stage.name, code, took: secondsSince(startedAt) };
  };
  if (stage.run) return { release() {}, finished: Promise.resolve().then(stage.run).then(finish) };
  const { child, exited } = start(stage.command, stage.args, {
    ...options,
    env: stage.env?.() ?? process.env,
    stdio: 'pipe',
  });
  const output = holdChildOutput(child);
  // 'close' comes once the child's output has all been read, after its exit.
  const closed = new Promise((resolve) => child.once('close', resolve));
  const finished = exited.then(
    async (code) => {
      await closed;
      return finish(code);
    },
    (error) => {
      console.error(error.message);
      return finish(1);
    },
  );
  return { release: output.release, finished };
}

const results = [];
const runStartedAt = performance.now();
for (const group of groups) {
  const running = group.map(startStage);
  for (const [index, stage] of group.entries()) {
    console.log(`\n=== ${stage.name}`);
    running[index].release();
    const result = await running[index].finished;
    results.push(result);
    console.log(
      `=== ${stage.name}: ${result.code === 0 ? 'passed' : `FAILED (exit code ${result.code})`} in ${result.took}`,
    );
  }
  const failed = results.filter((result) => result.code !== 0);
  if (interrupted) break;
  if (failed.length > 0) {
    const onlyTestsFailed = failed.every((result) => testStageNames.has(result.name));
    const next = groups[groups.indexOf(group) + 1];
    if (!(onlyTestsFailed && next?.runsAfterFailedTests)) break;
  }
}

stopPostgres();
console.log('\nSummary');
const width = Math.max(...stages.map((stage) => stage.name.length));
for (const stage of stages) {
  const result = results.find((candidate) => candidate.name === stage.name);
  const outcome = !result
    ? 'not run'
    : result.code === 0
      ? `passed  ${result.took}`
      : `FAILED  ${result.took}`;
  console.log(`  ${stage.name.padEnd(width)}  ${outcome}`);
}
console.log(
  `  ${'all stages'.padEnd(width)}  ${secondsSince(runStartedAt)} (stages of a group run side by side)`,
);

console.log(`  PostgreSQL: ${postgresNote}`);

printSlowestTests();
const counts = addCounts(
  countReportFile(vitestReport, countVitest),
  countReportFile(playwrightReport, countPlaywright),
);
rmSync(reportDir, { recursive: true, force: true });
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(results.every((result) => result.code === 0) && !interrupted ? 0 : 1);
