// `npm run test:flakes -- [--runs N] [files...]`: the flake hunter. Runs the Vitest files and Playwright specs named
// (every test when none is) N times in a row, Vitest then Playwright with the worker counts `npm test` uses, so the
// machine is as loaded as in `npm test`; then reports every failure (its run, file, test and the start
// of its message) and how often each test failed. Each run's output and JSON reports are kept in a folder it names
// when something failed. Exits 1 when anything failed.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium, NO_CHROMIUM_HELP } from './chromium.mjs';
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { flakeSummary, parseFlakeArgs, USAGE } from './lib/flake-hunt.mjs';
import { ensurePostgresBin, startTestPostgres } from './lib/postgres.mjs';
import { projectRoot, secondsSince, start } from './lib/processes.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';
import { playwrightRun, vitestRun } from './lib/suite-runs.mjs';
import { playwrightFailures, readReport, vitestFailures } from './lib/test-report.mjs';

let plan;
try {
  plan = parseFlakeArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${error.message}\n${USAGE}`);
  process.exit(2);
}

let interrupted = false;
let postgres;
const stopPostgres = () => {
  postgres?.stop();
  postgres = undefined;
};
process.on('exit', stopPostgres);

try {
  if (plan.runsPlaywright) {
    await ensureConsoleBuild();
    if (!(await ensureChromium())) throw new Error(NO_CHROMIUM_HELP);
  }
  // The e2e specs and the server's process tests run the server's build: made once here, not by each run.
  await ensureServerBuild();
  // As in `npm test`: the server tests run on PostgreSQL too, on TEST_DATABASE_URL's server or a throwaway one.
  if (plan.runsVitest && !process.env.TEST_DATABASE_URL) {
    const postgresBin = ensurePostgresBin();
    postgres = postgresBin ? await startTestPostgres({ bin: postgresBin }) : undefined;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const env = postgres ? { ...process.env, TEST_DATABASE_URL: postgres.url } : process.env;
if (postgres) console.log(`PostgreSQL at ${postgres.url}`);

const folder = mkdtempSync(path.join(tmpdir(), 'platform-flakes-'));
const what = plan.everything ? 'every test' : [...plan.vitestFiles, ...plan.playwrightFiles].join(', ');
console.log(`Running ${what} ${plan.runs} times; output and reports in ${folder}`);

/** Runs one tool to its end, its output to a log file; resolves its exit code. */
async function runLogged({ command, args, env: childEnv }, logFile) {
  const log = createWriteStream(logFile);
  const { child, exited } = start(command, args, {
    env: childEnv,
    stdio: 'pipe',
    onSignal: () => (interrupted = true),
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const closed = new Promise((resolve) => child.once('close', resolve));
  const code = await exited.catch((error) => {
    log.write(`${error.message}\n`);
    return 1;
  });
  await closed;
  await new Promise((resolve) => log.end(resolve));
  return code;
}

/** The failures of one tool's run: those its report names, or the run itself when it wrote none and failed. */
function failuresOf(tool, code, reportFile, logFile, failuresIn) {
  const report = readReport(reportFile);
  const failures = report ? failuresIn(report, projectRoot) : [];
  if (failures.length === 0 && code !== 0) {
    const why = report
      ? `${tool} exited with code ${code}`
      : `${tool} exited with code ${code} and wrote no report`;
    failures.push({ file: tool, test: '(the run)', message: `${why}: see ${logFile}` });
  }
  return failures;
}

const failures = [];
let completed = 0;
const startedAt = performance.now();
for (let run = 1; run <= plan.runs && !interrupted; run += 1) {
  const runStartedAt = performance.now();
  const file = (name) => path.join(folder, `run-${run}-${name}`);
  const tools = [];
  if (plan.runsVitest) {
    const spec = vitestRun(file('vitest.json'), plan.vitestFiles, env);
    tools.push({
      tool: 'vitest',
      report: file('vitest.json'),
      log: file('vitest.log'),
      spec,
      read: vitestFailures,
    });
  }
  if (plan.runsPlaywright) {
    const spec = playwrightRun(file('playwright.json'), plan.playwrightFiles, env);
    // Each run's screenshots and traces in a folder of their own: the next run would empty the usual one.
    spec.args.push(`--output=${file('playwright-results')}`);
    tools.push({
      tool: 'playwright',
      report: file('playwright.json'),
      log: file('playwright.log'),
      spec,
      read: playwrightFailures,
    });
  }
  const codes = [];
  for (const { spec, log } of tools) codes.push(await runLogged(spec, log));
  const found = tools.flatMap(({ tool, report, log, read }, index) =>
    failuresOf(tool, codes[index], report, log, read).map((failure) => ({ ...failure, run })),
  );
  failures.push(...found);
  completed = run;
  console.log(
    `run ${run}/${plan.runs}: ${found.length === 0 ? 'no failure' : `${found.length} failed`} ` +
      `(${secondsSince(runStartedAt)})`,
  );
}

stopPostgres();
console.log(`\n${flakeSummary({ runs: completed, failures }).join('\n')}`);
console.log(`\n${interrupted ? 'Interrupted after' : 'All runs took'} ${secondsSince(startedAt)}.`);
if (failures.length === 0) rmSync(folder, { recursive: true, force: true });
else console.log(`Each run's output and reports: ${folder}`);
process.exit(failures.length > 0 || interrupted ? 1 : 0);
