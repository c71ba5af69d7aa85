import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackAllowed } from '../../testing/outbound';
import { UNREADABLE_SOURCE } from './checkout';
import { TerraformSourceError } from './errors';
import { parseTerraformVariables } from './parseTerraformVariables';
import { createGitRepository, sampleTerraformFiles } from './testing/gitRepository';

let scratch: string;
let repository: string;
/** Where clones go, to check that none is left behind. */
let workDir: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'terraform-variables-test-'));
  workDir = join(scratch, 'work');
  await mkdir(workDir);
  repository = await createGitRepository(join(scratch, 'infra repo'), sampleTerraformFiles, {
    'feature/extra': { 'extra.tf': 'variable "extra_ratio" {\n  default = 1.5\n}\n' },
    broken: { 'broken.tf': 'variable "half" {\n  default =\n}\n' },
  });
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const parse = (options: { url?: string; branch?: string; rootPath?: string }) =>
  parseTerraformVariables({
    url: repository,
    branch: 'main',
    rootPath: '/',
    workDir,
    outbound: loopbackAllowed,
    allowLocal: true,
    ...options,
  });

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the source to be refused');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(TerraformSourceError);
      return error as TerraformSourceError;
    },
  );

const rootVariables = [
  {
    key: 'project_name',
    sensitive: false,
    source: 'main.tf',
    nullable: true,
    default: null,
    description: 'Name shown on every resource',
  },
  {
    key: 'region',
    sensitive: false,
    source: 'variables.tf',
    nullable: true,
    default: 'eu-west-3',
    description: 'Cloud region',
  },
  {
    key: 'instance_count',
    sensitive: false,
    source: 'variables.tf',
    nullable: true,
    default: '3',
    description: null,
  },
  {
    key: 'enable_monitoring',
    sensitive: false,
    source: 'variables.tf',
    nullable: true,
    default: 'true',
    description: null,
  },
  {
    key: 'availability_zones',
    sensitive: false,
    source: 'variables.tf',
    nullable: true,
    default: '["eu-west-3a","eu-west-3b"]',
    description: null,
  },
  {
    key: 'tags',
    sensitive: false,
    source: 'variables.tf',
    nullable: true,
    default: '{"env":"prod","team":"platform"}',
    description: null,
  },
  {
    key: 'database',
    sensitive: false,
    source: 'variables.tf',
    nullable: true,
    default: '{"engine":"postgres","size":20}',
    description: null,
  },
  {
    key: 'db_password',
    sensitive: true,
    source: 'variables.tf',
    nullable: false,
    default: null,
    description: 'Password of the admin user.\n',
  },
];

describe('parseTerraformVariables', () => {
  it('reads every variable of the root module from a plain path, by file then declaration order', async () => {
    expect(await parse({})).toEqual(rootVariables);
    expect(await readdir(workDir)).toEqual([]);
  });

  it('reads the same from a file:// URL', async () => {
    expect(await parse({ url: pathToFileURL(repository).href, rootPath: '' })).toEqual(rootVariables);
  });

  it('reads the module of a sub-folder, and of another branch', async () => {
    expect(await parse({ rootPath: '/modules/network/' })).toEqual([
      {
        key: 'cidr',
        sensitive: false,
        source: 'variables.tf',
        nullable: true,
        default: '10.0.0.0/16',
        description: null,
      },
    ]);
    const onBranch = await parse({ branch: 'feature/extra' });
    expect(onBranch.map((variable) => [variable.source, variable.key, variable.default])).toContainEqual([
      'extra.tf',
      'extra_ratio',
      '1.5',
    ]);
    expect(onBranch.map((variable) => variable.source)[0]).toBe('extra.tf');
  });

  it('gives one answer for a missing branch and a missing repository, and the reason for the log', async () => {
    const noBranch = await failure(parse({ branch: 'release/9' }));
    expect(noBranch).toMatchObject({ kind: 'unreadable', message: UNREADABLE_SOURCE });
    expect(noBranch.detail).toMatch(/release\/9/);
    const noRepository = await failure(parse({ url: join(scratch, 'nowhere') }));
    expect(noRepository).toMatchObject({ kind: 'unreadable', message: UNREADABLE_SOURCE });
  });

  it('refuses what is not an https:// URL, or a repository on this machine where that is allowed', async () => {
    const relative = await failure(parse({ url: 'infra/repo' }));
    expect(relative).toMatchObject({
      kind: 'address',
      message: 'must be an https:// URL of a git repository',
    });
    const local = parseTerraformVariables({
      url: repository,
      branch: 'main',
      rootPath: '/',
      outbound: loopbackAllowed,
    });
    expect(await failure(local)).toMatchObject({ kind: 'address' });
  });

  it('refuses a folder without .tf files, a missing folder, a file, and a way out of the repository', async () => {
    const noFiles = await failure(parse({ rootPath: 'docs' }));
    expect(noFiles).toMatchObject({
      kind: 'no_terraform_files',
      message: 'Folder "/docs" has no .tf file on branch "main"',
    });
    expect(await failure(parse({ rootPath: '/missing' }))).toMatchObject({ kind: 'path_not_found' });
    expect(await failure(parse({ rootPath: 'main.tf' }))).toMatchObject({ kind: 'path_not_found' });
    expect(await failure(parse({ rootPath: 'modules/../../..' }))).toMatchObject({
      kind: 'path_not_found',
      message: 'root_path "modules/../../.." leads outside the repository',
    });
  });

  it("names the file and the parser's message when the HCL is invalid", async () => {
    const error = await failure(parse({ branch: 'broken' }));
    expect(error.kind).toBe('parse_error');
    expect(error.message).toMatch(/^broken\.tf is not valid HCL: broken\.tf:2,\d+-3,\d+: Invalid expression/);
    expect(await readdir(workDir)).toEqual([]);
  });

  it('gives the same answer for a host that cannot be reached', async () => {
    const error = await failure(parse({ url: 'https://127.0.0.1:1/acme/infra.git' }));
    expect(error).toMatchObject({ kind: 'unreadable', message: UNREADABLE_SOURCE });
    expect(error.detail).toMatch(/^cloning https:\/\/127\.0\.0\.1:1\/acme\/infra\.git: .*connect/i);
  });
});
