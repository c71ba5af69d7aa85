import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeRootPath, rootFolder, terraformFiles } from './rootPath';

describe('normalizeRootPath', () => {
  it('turns the ways people write a root path into one folder path', () => {
    expect(normalizeRootPath('/')).toBe('');
    expect(normalizeRootPath('')).toBe('');
    expect(normalizeRootPath('./')).toBe('');
    expect(normalizeRootPath(' /infra/prod/ ')).toBe('infra/prod');
    expect(normalizeRootPath('infra/../shared')).toBe('shared');
  });

  it('refuses a path leading outside the repository', () => {
    expect(() => normalizeRootPath('..')).toThrow(/leads outside the repository/);
    expect(() => normalizeRootPath('/infra/../../etc')).toThrow(/leads outside the repository/);
  });
});

describe('a checkout with links out of it', () => {
  let scratch: string;
  let repository: string;
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'terraform-root-path-test-'));
    repository = join(scratch, 'repository');
    const outside = join(scratch, 'outside');
    await mkdir(join(repository, 'infra'), { recursive: true });
    await mkdir(outside);
    await writeFile(join(outside, 'secrets.tf'), 'variable "stolen" {}\n');
    await writeFile(join(repository, 'infra', 'main.tf'), 'variable "kept" {}\n');
    await writeFile(join(repository, 'infra', 'notes.txt'), 'not terraform\n');
    await symlink(join(outside, 'secrets.tf'), join(repository, 'infra', 'secrets.tf'));
    await symlink(join(repository, 'infra', 'main.tf'), join(repository, 'infra', 'linked.tf'));
    await symlink(outside, join(repository, 'escape'));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it('reads .tf files and links inside the repository only, in lexical order', async () => {
    const folder = await rootFolder(repository, 'infra', 'main');
    const files = await terraformFiles(repository, folder);
    expect(files.map((file) => file.name)).toEqual(['linked.tf', 'main.tf']);
  });

  it('refuses a root path that links outside the repository', async () => {
    await expect(rootFolder(repository, 'escape', 'main')).rejects.toMatchObject({
      kind: 'path_not_found',
      message: 'Folder "/escape" links outside the repository',
    });
  });
});
