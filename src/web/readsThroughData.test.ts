import { ESLint } from 'eslint';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The web project's import.meta.url is jsdom's (http:), so the folder comes from the file's own path.
const repository = `${resolve(__dirname, '../..')}/`;
const eslint = new ESLint({ cwd: repository });

// The first lint of a process loads the configuration and its plugins and reads the tree for the import graph:
// seconds on a busy machine, paid once here (a hook's time limit) rather than by whichever test comes first.
beforeAll(async () => {
  const path = `${repository}src/web/lib/paths.ts`;
  await eslint.lintText(await readFile(path, 'utf8'), { filePath: path });
});

/** What lint says of `code` linted as the file at `path` (nothing is written to disk), by rule. */
async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repository}${path}` });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ rule: ruleId, message }));
}

const clustersCalledAgain = [
  "import { clusterEndpoints } from '../../../../contract';",
  "import { call } from '../../../lib/api/client';",
  'export const clusters = (organizationId: string) => call(clusterEndpoints.list, { params: { organizationId } });',
  '',
].join('\n');

describe("the console's shared reads", () => {
  it('refuse a feature calling an endpoint that data/ wraps, naming where it is read', async () => {
    expect(await problems('src/web/features/environments/api/clusters.ts', clustersCalledAgain)).toEqual([
      {
        rule: 'no-restricted-syntax',
        message: expect.stringContaining('clusterEndpoints.list is read through data/clusters/queries.ts'),
      },
    ]);
  });

  it('refuse the shell calling one too', async () => {
    const code = clustersCalledAgain.replaceAll('../../../../contract', '../../../contract');
    const found = await problems('src/web/app/shell/clusters.ts', code.replace('../../../lib', '../../lib'));
    expect(found.map(({ rule }) => rule)).toEqual(['no-restricted-syntax']);
  });

  it('let a feature call what data/ does not wrap, and data/ call what it wraps', async () => {
    const ownRead = clustersCalledAgain.replace('clusterEndpoints.list', 'clusterEndpoints.get');
    expect(await problems('src/web/features/clusters/api/cluster.ts', ownRead)).toEqual([]);
    const path = 'src/web/data/clusters/queries.ts';
    expect(await problems(path, await readFile(`${repository}${path}`, 'utf8'))).toEqual([]);
  });

  it('keep data/ between lib/ and the features', async () => {
    const fromLib =
      "import { clusterKeys } from '../data/clusters/keys';\nexport const keys = clusterKeys;\n";
    expect(await problems('src/web/lib/clusterLists.ts', fromLib)).toEqual([
      { rule: 'no-restricted-imports', message: expect.stringContaining('lib/ sits below data/') },
    ]);
    const fromData =
      "import { clusterQueryOptions } from '../../features/clusters/api/queries';\nexport const one = clusterQueryOptions;\n";
    expect(await problems('src/web/data/clusters/one.ts', fromData)).toEqual([
      { rule: 'no-restricted-imports', message: expect.stringContaining('data/ sits below the features') },
    ]);
  });
});
