// `npm test`, what CI runs: every check in order, cheapest first, stopping at the first failure.
// It ends with one line `<passed> passed, <failed> failed` counting the tests Vitest and Playwright ran.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { ensurePostgresBin, startTestPostgres } from './lib/postgres.mjs';
import { bin, run, secondsSince } from './lib/processes.mjs';
import { addCounts, countPlaywright, countReportFile, countVitest } from './lib/test-report.mjs';

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

const stages = [
  { name: 'typecheck', run: () => run(bin('tsc'), ['--noEmit', '-p', '.'], options) },
  { name: 'lint', run: () => run(bin('eslint'), ['.', '--max-warnings=0'], options) },
  { name: 'format', run: () => run(bin('prettier'), ['--check', '.'], options) },
  { name: 'postgresql', run: providePostgres },
  {
    name: 'unit, component and server tests',
    run: () =>
      run(
        bin('vitest'),
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
        { ...options, env: withPostgres() },
      ),
  },
  {
    name: 'console build',
    run: () => {
      // Nothing after the server tests needs PostgreSQL.
      stopPostgres();
      return ensureConsoleBuild().then(
        () => 0,
        (error) => {
          console.error(error.message);
          return 1;
        },
      );
    },
  },
  { name: 'chromium', run: () => run(process.execPath, ['scripts/chromium.mjs'], options) },
  {
    name: 'e2e',
    run: () =>
      run(bin('playwright'), ['test', '--reporter=list,json'], {
        ...options,
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
      }),
  },
];

const results = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name}`);
  const startedAt = performance.now();
  const code = await stage.run();
  const result = { name: stage.name, code, took: secondsSince(startedAt) };
  results.push(result);
  console.log(`=== ${stage.name}: ${code === 0 ? 'passed' : `FAILED (exit code ${code})`} in ${result.took}`);
  if (code !== 0 || interrupted) break;
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

console.log(`  PostgreSQL: ${postgresNote}`);

const counts = addCounts(
  countReportFile(vitestReport, countVitest),
  countReportFile(playwrightReport, countPlaywright),
);
rmSync(reportDir, { recursive: true, force: true });
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(results.every((result) => result.code === 0) && !interrupted ? 0 : 1);
