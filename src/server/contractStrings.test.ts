import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: repository });

// The first lint of a process loads the configuration and its plugins and reads the tree for the import graph:
// seconds on a busy machine, paid once here (a hook's time limit) rather than by whichever test comes first.
beforeAll(async () => {
  const path = `${repository}src/contract/common.ts`;
  await eslint.lintText(await readFile(path, 'utf8'), { filePath: path });
});

/** The messages of the lint rule that keeps the contract's strings to its text primitives, for `code` at `path`. */
async function stringRuleProblems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repository}${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map(({ line }) => line);
}

const bareStrings = [
  "import { z } from 'zod';",
  'export const a = z.object({ name: z.string() });',
  "export const b = z.url('must be a URL');",
  'export const c = z.coerce.string();',
  'export const d = z.record(z.string(), z.number());',
  'export const e = z.email();',
].join('\n');

describe("the contract's strings", () => {
  it('come from its text primitives: a bare zod string or URL fails lint in a contract file', async () => {
    expect(await stringRuleProblems('src/contract/projects.ts', bareStrings)).toEqual([2, 3, 4, 5]);
    expect(await stringRuleProblems('src/contract/endpoints/git.schemas.ts', bareStrings)).toEqual([
      2, 3, 4, 5,
    ]);
  });

  it('may be bare in the primitives themselves, in tests and outside the contract', async () => {
    expect(await stringRuleProblems('src/contract/text.ts', bareStrings)).toEqual([]);
    expect(await stringRuleProblems('src/contract/projects.test.ts', bareStrings)).toEqual([]);
    expect(await stringRuleProblems('src/web/features/projects/form.ts', bareStrings)).toEqual([]);
  });
});
