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

/** What the import rules say of `code` linted as the file at `path` (nothing is written to disk). */
async function importProblems(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repository}${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('local-imports/'))
    .map(({ ruleId, message }) => ({ rule: ruleId, message }));
}

describe("the server's import rules", () => {
  it('refuse an import that closes a cycle', async () => {
    // modules/projects/queries.ts imports db/paging.ts: db/paging.ts importing it back closes the circle.
    const problems = await importProblems(
      'src/server/db/paging.ts',
      "import { listProjects } from '../modules/projects/queries';\nexport const projects = listProjects;\n",
    );
    expect(problems).toContainEqual({
      rule: 'local-imports/no-cycle',
      message: expect.stringContaining(
        'Import cycle: src/server/db/paging.ts → src/server/modules/projects/queries.ts → src/server/db/paging.ts',
      ),
    });
  });

  it('refuse a cycle made of type-only imports', async () => {
    // db/paging.ts imports a type of domain/paging.ts.
    const problems = await importProblems(
      'src/server/domain/paging.ts',
      "import type { withWindow } from '../db/paging';\nexport type Windowed = typeof withWindow;\n",
    );
    expect(problems.map(({ rule }) => rule)).toContain('local-imports/no-cycle');
  });

  it('refuse a cycle outside the server too', async () => {
    // contract/projects.ts imports contract/common.ts.
    const problems = await importProblems(
      'src/contract/common.ts',
      "import { project } from './projects';\nexport const shapes = [project];\n",
    );
    expect(problems.map(({ rule }) => rule)).toEqual(['local-imports/no-cycle']);
  });

  it('refuse a module importing http/', async () => {
    const problems = await importProblems(
      'src/server/modules/projects/listing.ts',
      "import { paginate } from '../../http/pagination';\nexport const list = paginate;\n",
    );
    expect(problems).toEqual([
      {
        rule: 'local-imports/layers',
        message: expect.stringMatching(
          /^modules\/projects\/ may not import http\/ \(it may import: domain, db,/,
        ),
      },
    ]);
  });

  it('refuse a module importing a module its line does not name', async () => {
    const problems = await importProblems(
      'src/server/modules/gitTokens/usage.ts',
      "import { findService } from '../services/queries';\nexport const find = findService;\n",
    );
    expect(problems.map(({ message }) => message)).toEqual([
      expect.stringMatching(/^modules\/gitTokens\/ may not import modules\/services\//),
    ]);
  });

  it("refuse a module, http/ or the composition root reaching past another module's index.ts", async () => {
    const fromModule = await importProblems(
      'src/server/modules/customDomains/route.ts',
      "import { findService } from '../services/queries';\nexport const find = findService;\n",
    );
    expect(fromModule).toEqual([
      {
        rule: 'local-imports/layers',
        message: expect.stringMatching(
          /^modules\/customDomains\/ may use modules\/services\/ only through its index\.ts, not modules\/services\/queries\.ts\. A module's index\.ts is its public face/,
        ),
      },
    ]);
    const fromHttp = await importProblems(
      'src/server/http/handlers/stages.ts',
      "import type { DeploymentStageService } from '../../modules/deploymentStages/service';\nexport type S = DeploymentStageService;\n",
    );
    expect(fromHttp.map(({ message }) => message)).toEqual([
      expect.stringMatching(/^http\/ may use modules\/deploymentStages\/ only through its index\.ts/),
    ]);
    const fromRoot = await importProblems(
      'src/server/modules/index.ts',
      "import { createGuideService } from './guide/service';\nexport const guide = createGuideService;\n",
    );
    expect(fromRoot.map(({ message }) => message)).toEqual([
      expect.stringMatching(/^modules\/ may use modules\/guide\/ only through its index\.ts/),
    ]);
  });

  it("let a module use another through its index.ts, its own files and modules/shared's", async () => {
    const problems = await importProblems(
      'src/server/modules/customDomains/route.ts',
      [
        "import { findServiceRoute } from '../services';",
        "import { iso } from '../shared/timestamps';",
        "import { findCustomDomain } from './queries';",
        'export const parts = [findServiceRoute, iso, findCustomDomain];',
        '',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('refuse the engine importing a module, and production code importing test code', async () => {
    const problems = await importProblems(
      'src/server/engine/lookup.ts',
      [
        "import { findServiceById } from '../modules/services/queries';",
        "import { memoryStore } from './testing/memoryStore';",
        'export const parts = [findServiceById, memoryStore];',
        '',
      ].join('\n'),
    );
    expect(problems.map(({ message }) => message)).toEqual([
      expect.stringMatching(/^engine\/ may not import modules\/services\//),
      'Only tests import test code (engine/testing/memoryStore.ts).',
    ]);
  });

  it("refuse a test helper reaching past a module's index.ts, and let it import any layer", async () => {
    const pastTheFace = await importProblems(
      'src/server/testing/seed.ts',
      "import { createRoleService } from '../modules/roles/service';\nexport const roles = createRoleService;\n",
    );
    expect(pastTheFace).toEqual([
      {
        rule: 'local-imports/layers',
        message: expect.stringMatching(
          /^testing\/ may use modules\/roles\/ only through its index\.ts, not modules\/roles\/service\.ts\./,
        ),
      },
    ]);
    const path = 'src/server/testing/seed.ts';
    const code = await readFile(`${repository}${path}`, 'utf8');
    expect(await importProblems(path, code)).toEqual([]);
  });

  it("refuse the console's and the contract's production code importing the shared samples", async () => {
    const fromConsole = await importProblems(
      'src/web/features/services/pages/ServiceOverviewPage.tsx',
      "import { application } from '../../../../contract/testing';\nexport const sample = application;\n",
    );
    expect(fromConsole).toEqual([
      {
        rule: 'local-imports/test-code-only-in-tests',
        message: 'Only tests import test code (contract/testing/index.ts).',
      },
    ]);
    const fromContract = await importProblems(
      'src/contract/projects.ts',
      "import { PROJECT_ID } from './testing';\nexport const sampleId = PROJECT_ID;\n",
    );
    expect(fromContract.map(({ message }) => message)).toEqual([
      'Only tests import test code (contract/testing/index.ts).',
    ]);
    const fromServer = await importProblems(
      'src/server/modules/services/kinds/database.ts',
      "import { database } from '../../../../contract/testing';\nexport const sample = database;\n",
    );
    expect(fromServer.map(({ message }) => message)).toEqual([
      'Only tests import test code (src/contract/testing/index.ts).',
    ]);
  });

  it("let the console's test helpers use the shared samples", async () => {
    const path = 'src/web/test/environmentFixtures.ts';
    const code = await readFile(`${repository}${path}`, 'utf8');
    expect(await importProblems(path, code)).toEqual([]);
  });

  it('pass the write path of services as it is', async () => {
    const path = 'src/server/modules/services/service.ts';
    const code = await readFile(`${repository}${path}`, 'utf8');
    expect(await importProblems(path, code)).toEqual([]);
  });
});
