import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { playwrightReport, ROOT, vitestReport } from './report-samples';
import {
  addCounts,
  countPlaywright,
  countReportFile,
  countVitest,
  firstLines,
  formatDurations,
  playwrightDurations,
  playwrightFailures,
  readReport,
  slowest,
  slowestByRunner,
  vitestDurations,
  vitestFailures,
} from './test-report.mjs';

describe('test counts', () => {
  it('reads Vitest’s passed and failed tests', () => {
    expect(countVitest({ numPassedTests: 40, numFailedTests: 2 })).toEqual({ passed: 40, failed: 2 });
  });

  it('counts Playwright’s flaky tests as passed and skipped ones not at all', () => {
    const report = { stats: { expected: 10, flaky: 1, unexpected: 3, skipped: 2 } };
    expect(countPlaywright(report)).toEqual({ passed: 11, failed: 3 });
  });

  it('adds both up, counting a report never written as zeros', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'test-report-'));
    const vitestFile = path.join(folder, 'vitest.json');
    writeFileSync(vitestFile, JSON.stringify({ numPassedTests: 5, numFailedTests: 0 }));
    const total = addCounts(
      countReportFile(vitestFile, countVitest),
      countReportFile(path.join(folder, 'playwright.json'), countPlaywright),
    );
    rmSync(folder, { recursive: true, force: true });
    expect(total).toEqual({ passed: 5, failed: 0 });
  });
});

describe('failures by test', () => {
  it('names each failed Vitest test by file and titles, a timeout in words, a file that failed outside its tests once', () => {
    expect(vitestFailures(vitestReport, ROOT)).toEqual([
      {
        file: 'src/web/features/deployments/components/ServiceDeploymentActions.test.tsx',
        test: 'service deployment actions > serves every chip of the environment from one statuses request',
        message: expect.stringContaining('expected [ …(2) ] to deeply equal [ Array(1) ]'),
      },
      {
        file: 'src/web/features/deployments/components/ServiceDeploymentActions.test.tsx',
        test: 'service deployment actions > deploys a container at the tag chosen',
        message: 'Timed out after 45.0 s: the test ran past its time limit.',
      },
      {
        file: 'src/server/db/pgliteStatements.test.ts',
        test: '(the file)',
        message: expect.stringContaining('Hook timed out in 60000ms.'),
      },
    ]);
  });

  it('names each failed Playwright test within its describe blocks, and errors outside any test', () => {
    expect(playwrightFailures(playwrightReport, ROOT)).toEqual([
      {
        file: 'e2e/webhooks.spec.ts',
        test: 'webhooks on real deployments > a deployment sends "started" then "succeeded"',
        message: 'Test timeout of 90000ms exceeded.',
      },
      { file: 'e2e', test: '(the run)', message: expect.stringContaining('global setup failed') },
    ]);
  });

  it('keeps the first lines of a message, without terminal colours', () => {
    const [failure] = vitestFailures(vitestReport, ROOT);
    expect(firstLines(failure?.message, 3)).toEqual([
      'AssertionError: expected [ …(2) ] to deeply equal [ Array(1) ]',
      '- Expected',
      '+ Received',
    ]);
  });
});

describe('the slowest tests', () => {
  it('ranks the tests of both runners that ran, slowest first, skipped ones left out', () => {
    const durations = [
      ...vitestDurations(vitestReport, ROOT),
      ...playwrightDurations(playwrightReport, ROOT),
    ];
    expect(durations).toHaveLength(7);
    expect(slowest(durations, 3)).toEqual([
      {
        file: 'e2e/webhooks.spec.ts',
        test: 'webhooks on real deployments > a deployment sends "started" then "succeeded"',
        durationMs: 90_012,
      },
      {
        file: 'src/web/features/deployments/components/ServiceDeploymentActions.test.tsx',
        test: 'service deployment actions > deploys a container at the tag chosen',
        durationMs: 45_012,
      },
      {
        file: 'e2e/deployment-log-pages.spec.ts',
        test: 'a long deployment log opens at its end and scrolls up into older lines',
        durationMs: 31_250,
      },
    ]);
  });

  it('prints each with its duration in seconds, file and name', () => {
    expect(formatDurations(slowest(vitestDurations(vitestReport, ROOT), 2).slice(1))).toEqual([
      '  17.7 s  src/web/features/deployments/components/ServiceDeploymentActions.test.tsx > service deployment actions > serves every chip of the environment from one statuses request',
    ]);
  });

  it('names the slowest of each runner under a heading of its own, and no heading for a runner that ran nothing', () => {
    const lines = slowestByRunner(
      [
        { runner: 'Vitest', durations: vitestDurations(vitestReport, ROOT) },
        { runner: 'e2e', durations: playwrightDurations(playwrightReport, ROOT) },
        { runner: 'none', durations: [] },
      ],
      1,
    );
    expect(lines).toEqual([
      'Slowest Vitest tests:',
      '  45.0 s  src/web/features/deployments/components/ServiceDeploymentActions.test.tsx > service deployment actions > deploys a container at the tag chosen',
      'Slowest e2e tests:',
      '  90.0 s  e2e/webhooks.spec.ts > webhooks on real deployments > a deployment sends "started" then "succeeded"',
    ]);
  });

  it('reads a report that was written, and none from a file missing or cut short', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'test-report-'));
    const written = path.join(folder, 'vitest.json');
    const cutShort = path.join(folder, 'playwright.json');
    writeFileSync(written, JSON.stringify(vitestReport));
    writeFileSync(cutShort, JSON.stringify(playwrightReport).slice(0, 100));
    const read = [readReport(written), readReport(cutShort), readReport(path.join(folder, 'none.json'))];
    rmSync(folder, { recursive: true, force: true });
    expect(read).toEqual([vitestReport, null, null]);
  });
});
