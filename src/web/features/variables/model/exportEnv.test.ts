import { describe, expect, it } from 'vitest';
import { variableFixture } from '../testing/fixtures';
import { parseDotenv } from './dotenv';
import { describeLeftOut, exportDotenv } from './exportEnv';

describe('exportDotenv', () => {
  it('writes one line per key, the narrowest scope winning, and leaves secrets out', () => {
    const { text, leftOut } = exportDotenv([
      variableFixture({ key: 'MODE', value: 'service', scope: 'APPLICATION' }),
      variableFixture({ key: 'MODE', value: 'project', scope: 'PROJECT' }),
      variableFixture({ key: 'MODE', value: 'environment', scope: 'ENVIRONMENT' }),
      variableFixture({ key: 'API_TOKEN', value: null, is_secret: true }),
      variableFixture({ key: 'GREETING', value: 'hello "world"\nbye', scope: 'PROJECT' }),
    ]);
    expect(parseDotenv(text).entries.map(({ key, value }) => [key, value])).toEqual([
      ['GREETING', 'hello "world"\nbye'],
      ['MODE', 'service'],
    ]);
    expect(text).not.toMatch(/^API_TOKEN=/m);
    expect(leftOut.secrets).toEqual(['API_TOKEN']);
  });

  it('leaves out a key whose narrowest definition is a secret, rather than exporting a wider value', () => {
    const { text, exported } = exportDotenv([
      variableFixture({ key: 'DB_PASSWORD', value: 'default', scope: 'PROJECT' }),
      variableFixture({ key: 'DB_PASSWORD', value: null, is_secret: true, scope: 'ENVIRONMENT' }),
    ]);
    expect(parseDotenv(text).entries).toEqual([]);
    expect(exported).toBe(0);
  });

  it('names the secrets and the files’ mount paths it leaves out in a comment header, still a valid .env', () => {
    const { text, exported, leftOut } = exportDotenv([
      variableFixture({ key: 'API_TOKEN', value: null, is_secret: true }),
      variableFixture({ key: 'DB_PASSWORD', value: null, is_secret: true, scope: 'APPLICATION' }),
      variableFixture({
        key: 'APP_CONFIG',
        value: 'a: 1\nb: 2',
        mount_path: '/etc/app/config.yaml',
        variable_type: 'FILE',
      }),
      variableFixture({ key: 'PORT', value: '8080' }),
    ]);
    expect(text.split('\n').slice(0, 7)).toEqual([
      '# Left out: 2 secrets (their values are never shown) and the mount path of 1 file (a .env line holds a value, not a path).',
      '# Secrets to set by hand:',
      '#   API_TOKEN=',
      '#   DB_PASSWORD=',
      '# Files, exported below as their content, and where they are mounted:',
      '#   APP_CONFIG -> /etc/app/config.yaml',
      '',
    ]);
    const parsed = parseDotenv(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.entries.map(({ key, value }) => [key, value])).toEqual([
      ['APP_CONFIG', 'a: 1\nb: 2'],
      ['PORT', '8080'],
    ]);
    expect(exported).toBe(2);
    expect(leftOut).toEqual({
      secrets: ['API_TOKEN', 'DB_PASSWORD'],
      mountPaths: [{ key: 'APP_CONFIG', mountPath: '/etc/app/config.yaml' }],
    });
  });

  it('writes no header when nothing is left out', () => {
    const { text, leftOut } = exportDotenv([variableFixture({ key: 'PORT', value: '8080' })]);
    expect(text).toBe('PORT=8080\n');
    expect(describeLeftOut(leftOut)).toBe('');
  });
});
