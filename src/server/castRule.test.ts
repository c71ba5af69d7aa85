import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repository });

// The first lint of a process loads the configuration and its plugins and reads the tree for the import graph:
// seconds on a busy machine, paid once here (a hook's time limit) rather than by whichever test comes first.
beforeAll(async () => {
  const path = `${repository}src/server/db/paging.ts`;
  await eslint.lintText(await readFile(path, 'utf8'), { filePath: path });
});
const RULE = 'local-casts/no-cast-through-unknown';

/** The rules `code` breaks, linted as the file at `path` (nothing is written to disk). */
async function castProblems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repository}${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE).map(({ line }) => line);
}

const castThroughUnknown = [
  'export const toText = (value: number) => value as unknown as string;',
  'export const toCount = (value: string) => <number>(<unknown>value);',
  '',
].join('\n');

describe('the rule against casts through unknown', () => {
  it('refuses one in production code of every layer, in both spellings', async () => {
    expect(await castProblems('src/server/http/handlers/example.ts', castThroughUnknown)).toEqual([1, 2]);
    expect(await castProblems('src/contract/example.ts', castThroughUnknown)).toEqual([1, 2]);
    expect(await castProblems('src/web/ui/form/example.ts', castThroughUnknown)).toEqual([1, 2]);
  });

  it('refuses one in a console feature too, where the shared-reads rule also applies', async () => {
    const path = 'src/web/features/services/api/example.tsx';
    expect(
      await castProblems(path, 'export const toText = (value: number) => value as unknown as string;\n'),
    ).toEqual([1]);
  });

  it('lets tests and their helpers cast their fixtures', async () => {
    expect(await castProblems('src/server/http/handlers/example.test.ts', castThroughUnknown)).toEqual([]);
    expect(await castProblems('src/server/testing/example.ts', castThroughUnknown)).toEqual([]);
    expect(await castProblems('src/web/test/example.ts', castThroughUnknown)).toEqual([]);
  });

  it('lets a single cast and a value declared unknown through', async () => {
    const code =
      'export const read = (text: string) => {\n  const value: unknown = JSON.parse(text);\n  return value as string;\n};\n';
    expect(await castProblems('src/server/http/handlers/example.ts', code)).toEqual([]);
  });
});
