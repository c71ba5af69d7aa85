import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, type PlatformFixture, platformFixture } from '../testing/api';
import { type TestApp, testApp } from '../testing/testApp';

// Text that looks like something else: names and keys carrying invisible format characters (a bidi override that
// reverses what follows, a zero-width space that makes a second "dup"), and variable values carrying terminal
// escapes that would act on whoever reads the deployment log.

let t: TestApp;
let f: PlatformFixture;
beforeAll(async () => {
  t = await testApp();
  f = await platformFixture(t);
});
afterAll(() => t.close());

const FORMAT_PROBLEM =
  'must not contain invisible format characters (such as bidi controls or zero-width spaces)';

describe('one-line names and keys', () => {
  it('refuse a bidi override, naming the field', async () => {
    const response = await f.api.post(`/organization/${f.organizationId}/project`, {
      name: 'abc\u202egnp.exe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`body.name: ${FORMAT_PROBLEM}`);
  });

  it('refuse zero-width and other format characters anywhere in the name', async () => {
    for (const name of [
      'a\u200bb',
      'a\u200cb',
      'a\u200db',
      'a\ufeffb',
      'a\u2066b\u2069',
      'a\u00adb',
      'a\u{e0041}',
    ]) {
      const response = await f.api.post(`/organization/${f.organizationId}/project`, { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().message).toBe(`body.name: ${FORMAT_PROBLEM}`);
    }
  });

  it('cannot make a second "dup" out of a zero-width space', async () => {
    const name = t.unique('dup');
    expectStatus(await f.api.post(`/organization/${f.organizationId}/project`, { name }), 200);
    const twin = await f.api.post(`/organization/${f.organizationId}/project`, { name: `${name}\u200b` });
    expect(twin.statusCode).toBe(400);
    const projects = expectStatus(await f.api.get(`/organization/${f.organizationId}/project`), 200);
    expect(
      projects.results.filter((project: { name: string }) => project.name.startsWith(name)),
    ).toHaveLength(1);
  });

  it('refuse a format character in a variable key, naming the field', async () => {
    const response = await f.api.post(`/environment/${f.environmentId}/environmentVariable`, {
      key: 'API\u200b_KEY',
      value: 'v',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(`body.key: ${FORMAT_PROBLEM}`);
  });
});

describe('variable values', () => {
  it('refuse terminal escapes and bells, naming the field', async () => {
    for (const value of [
      '\u001b]0;owned\u0007',
      'red \u001b[31m',
      'bell\u0007',
      'back\u0008space',
      'c1\u009b2J',
    ]) {
      const response = await f.api.post(`/environment/${f.environmentId}/environmentVariable`, {
        key: t.unique('ESCAPED').replaceAll('-', '_'),
        value,
      });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json().message).toBe(
        'body.value: must not contain control characters other than tabs and line breaks',
      );
    }
  });

  it('keep tabs and line breaks', async () => {
    const value = 'line one\n\tline two\r\nline three';
    const created = expectStatus(
      await f.api.post(`/environment/${f.environmentId}/environmentVariable`, {
        key: t.unique('LINES').replaceAll('-', '_'),
        value,
      }),
      201,
    );
    expect(created.value).toBe(value);
  });
});
