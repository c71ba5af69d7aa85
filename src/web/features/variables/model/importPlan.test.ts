import { describe, expect, it } from 'vitest';
import { parseDotenv } from './dotenv';
import { importOutcome, planImport } from './importPlan';

describe('planImport', () => {
  it('starts every row at the given level, included, with credential-like names as secrets', () => {
    const { entries } = parseDotenv('DB_PASSWORD=x\nPORT=80\nstripe_api_key=sk\nGITHUB_TOKEN=t');
    expect(
      planImport(entries, 2).map(({ key, level, isSecret, included }) => [key, level, isSecret, included]),
    ).toEqual([
      ['DB_PASSWORD', 2, true, true],
      ['PORT', 2, false, true],
      ['stripe_api_key', 2, true, true],
      ['GITHUB_TOKEN', 2, true, true],
    ]);
  });
});

describe('importOutcome', () => {
  it('splits the rows sent into imported and skipped by the answer', () => {
    const rows = planImport(parseDotenv('A=1\nB=2\nC=3').entries, 0);
    const outcome = importOutcome(rows, {
      total_variables_to_import: 3,
      successful_imported_variables: [
        { name: 'A', value: '1', scope: 'PROJECT', is_secret: false },
        { name: 'C', value: '3', scope: 'PROJECT', is_secret: false },
      ],
    });
    expect(outcome).toEqual({ imported: ['A', 'C'], skipped: ['B'], total: 3 });
  });
});
