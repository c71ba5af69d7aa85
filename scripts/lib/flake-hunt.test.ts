import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNS, flakeSummary, parseFlakeArgs, tallyFailures } from './flake-hunt.mjs';
import { playwrightReport, ROOT, vitestReport } from './report-samples';
import { playwrightFailures, vitestFailures } from './test-report.mjs';

describe('what the flake hunter is asked to run', () => {
  it('runs every test of both runners, five times, when told nothing', () => {
    expect(parseFlakeArgs([])).toEqual({
      runs: DEFAULT_RUNS,
      everything: true,
      vitestFiles: [],
      playwrightFiles: [],
      runsVitest: true,
      runsPlaywright: true,
    });
  });

  it('splits the files named between Vitest and Playwright, and reads --runs either way', () => {
    const plan = parseFlakeArgs([
      '--runs',
      '3',
      'src/web/a.test.tsx',
      'e2e/webhooks.spec.ts',
      'scripts/b.test.ts',
    ]);
    expect(plan).toMatchObject({
      runs: 3,
      everything: false,
      vitestFiles: ['src/web/a.test.tsx', 'scripts/b.test.ts'],
      playwrightFiles: ['e2e/webhooks.spec.ts'],
      runsVitest: true,
      runsPlaywright: true,
    });
    expect(parseFlakeArgs(['--runs=2', 'e2e/webhooks.spec.ts'])).toMatchObject({
      runs: 2,
      runsVitest: false,
      runsPlaywright: true,
    });
  });

  it('refuses what it cannot run, saying what is wrong', () => {
    expect(() => parseFlakeArgs(['--runs', '0'])).toThrow('--runs takes a whole number of at least 1, not 0');
    expect(() => parseFlakeArgs(['--runs'])).toThrow('not undefined');
    expect(() => parseFlakeArgs(['--repeat', '2'])).toThrow('Unknown option --repeat');
    expect(() => parseFlakeArgs(['src/server/app.ts'])).toThrow('src/server/app.ts is neither a Vitest file');
  });
});

/** The failures of three runs: the canned reports failed in runs 1 and 3, run 2 passed. */
function threeRuns() {
  const ofRun = (run: number) =>
    [...vitestFailures(vitestReport, ROOT), ...playwrightFailures(playwrightReport, ROOT)].map((failure) => ({
      ...failure,
      run,
    }));
  return [...ofRun(3), ...ofRun(1)];
}

describe('what the flake hunter reports', () => {
  it('counts the failures of each test over the runs, most often first', () => {
    const failures = threeRuns();
    failures.push({ ...failures[0]!, run: 2 });
    const tally = tallyFailures(failures);
    expect(tally[0]).toEqual({
      file: 'src/web/features/deployments/components/ServiceDeploymentActions.test.tsx',
      test: 'service deployment actions > serves every chip of the environment from one statuses request',
      count: 3,
      runs: [1, 2, 3],
    });
    expect(tally.slice(1).map((test) => test.count)).toEqual([2, 2, 2, 2]);
  });

  it('lists each failure by run with the first lines of its message, then the count per test', () => {
    const lines = flakeSummary({ runs: 3, failures: threeRuns(), messageLines: 2 });
    expect(lines.slice(0, 5)).toEqual([
      '10 failures in 3 runs:',
      '',
      'run 1: src/web/features/deployments/components/ServiceDeploymentActions.test.tsx > service deployment actions > serves every chip of the environment from one statuses request',
      '    AssertionError: expected [ …(2) ] to deeply equal [ Array(1) ]',
      '    - Expected',
    ]);
    expect(lines).toContain(
      'run 3: e2e/webhooks.spec.ts > webhooks on real deployments > a deployment sends "started" then "succeeded"',
    );
    expect(lines).toContain('    Timed out after 45.0 s: the test ran past its time limit.');
    expect(lines.slice(-6)).toEqual([
      'Failures per test:',
      '      2/3  e2e > (the run)  (runs 1, 3)',
      '      2/3  e2e/webhooks.spec.ts > webhooks on real deployments > a deployment sends "started" then "succeeded"  (runs 1, 3)',
      '      2/3  src/server/db/pgliteStatements.test.ts > (the file)  (runs 1, 3)',
      '      2/3  src/web/features/deployments/components/ServiceDeploymentActions.test.tsx > service deployment actions > deploys a container at the tag chosen  (runs 1, 3)',
      '      2/3  src/web/features/deployments/components/ServiceDeploymentActions.test.tsx > service deployment actions > serves every chip of the environment from one statuses request  (runs 1, 3)',
    ]);
  });

  it('says so when nothing failed', () => {
    expect(flakeSummary({ runs: 5, failures: [] })).toEqual(['No failure in 5 runs.']);
  });
});
