import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCounts, countPlaywright, countReportFile, countVitest } from './test-report.mjs';

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
