// `npm test`, what CI runs: every check in order, cheapest first, stopping at the first failure.
// It ends with one line `<passed> passed, <failed> failed` counting the tests Vitest and Playwright ran.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureConsoleBuild } from './lib/console-build.mjs';
import { bin, run, secondsSince } from './lib/processes.mjs';
import { addCounts, countPlaywright, countReportFile, countVitest } from './lib/test-report.mjs';

const reportDir = mkdtempSync(path.join(tmpdir(), 'platform-test-'));
const vitestReport = path.join(reportDir, 'vitest.json');
const playwrightReport = path.join(reportDir, 'playwright.json');

let interrupted = false;
const options = { onSignal: () => (interrupted = true) };

const stages = [
  { name: 'typecheck', run: () => run(bin('tsc'), ['--noEmit', '-p', '.'], options) },
  { name: 'lint', run: () => run(bin('eslint'), ['.', '--max-warnings=0'], options) },
  { name: 'format', run: () => run(bin('prettier'), ['--check', '.'], options) },
  {
    name: 'unit, component and server tests',
    run: () =>
      run(
        bin('vitest'),
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
        options,
      ),
  },
  {
    name: 'console build',
    run: () =>
      ensureConsoleBuild().then(
        () => 0,
        (error) => {
          console.error(error.message);
          return 1;
        },
      ),
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

const counts = addCounts(
  countReportFile(vitestReport, countVitest),
  countReportFile(playwrightReport, countPlaywright),
);
rmSync(reportDir, { recursive: true, force: true });
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(results.every((result) => result.code === 0) && !interrupted ? 0 : 1);
