import { describe, expect, it } from 'vitest';
import { variableFixture } from '../testing/fixtures';
import { parseDotenv } from './dotenv';
import { exportDotenv } from './exportEnv';

describe('exportDotenv', () => {
  it('writes one line per key, the narrowest scope winning, and leaves secrets out', () => {
    const { text, secretsLeftOut } = exportDotenv([
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
    expect(text).not.toContain('API_TOKEN');
    expect(secretsLeftOut).toBe(1);
  });

  it('leaves out a key whose narrowest definition is a secret, rather than exporting a wider value', () => {
    const { text } = exportDotenv([
      variableFixture({ key: 'DB_PASSWORD', value: 'default', scope: 'PROJECT' }),
      variableFixture({ key: 'DB_PASSWORD', value: null, is_secret: true, scope: 'ENVIRONMENT' }),
    ]);
    expect(text).toBe('');
  });
});
