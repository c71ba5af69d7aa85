import { describe, expect, it } from 'vitest';
import { environmentVariableRequest, mountPath, variableKey, variableReferences } from './variables';

const problemOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('the variables contract', () => {
  it('takes keys as environment names, case kept', () => {
    expect(variableKey.parse('Api_Key')).toBe('Api_Key');
    expect(variableKey.parse('spring.profiles-active')).toBe('spring.profiles-active');
    for (const key of ['1ST', 'WITH SPACE', 'A=B', '', 'É'])
      expect(variableKey.safeParse(key).success).toBe(false);
    expect(problemOf(variableKey.safeParse('x'.repeat(256)))).toBe('must be at most 255 characters');
  });

  it('takes absolute mount paths naming a file', () => {
    expect(mountPath.parse('/etc/app/config.yaml')).toBe('/etc/app/config.yaml');
    expect(problemOf(mountPath.safeParse('etc/app.conf'))).toBe('must be an absolute path (start with "/")');
    expect(problemOf(mountPath.safeParse('/etc/app/'))).toBe('must name a file, not end with "/"');
    expect(problemOf(mountPath.safeParse('/etc/../passwd'))).toBe('must not contain "." or ".." segments');
  });

  it('holds descriptions of 255 characters at most', () => {
    expect(environmentVariableRequest.safeParse({ key: 'A', description: 'x'.repeat(255) }).success).toBe(
      true,
    );
    const long = environmentVariableRequest.safeParse({ key: 'A', description: 'x'.repeat(256) });
    expect(long.error?.issues[0]).toMatchObject({
      path: ['description'],
      message: 'must be at most 255 characters',
    });
  });

  it('finds the {{KEY}} references of a value, each once', () => {
    expect(
      variableReferences('postgres://{{ USER }}:{{PASS}}@{{HOST}}/{{USER}} {{not a key}} {single}'),
    ).toEqual(['USER', 'PASS', 'HOST']);
  });
});
