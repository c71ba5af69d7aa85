import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import { join, posix, sep } from 'node:path';
import { TerraformSourceError } from './errors';

/**
 * The root path as a folder relative to the repository ("" for the root), checked before anything is fetched.
 * "/", "", "./" and "infra/" all work; a path leading out of the repository does not.
 */
export function normalizeRootPath(rootPath: string): string {
  const trimmed = rootPath.trim().replace(/^\/+|\/+$/g, '');
  const normalized = posix.normalize(trimmed || '.');
  if (normalized === '..' || normalized.startsWith('../')) {
    throw new TerraformSourceError('path_not_found', `root_path "${rootPath}" leads outside the repository`);
  }
  return normalized === '.' ? '' : normalized;
}

/** The root path's folder inside a checkout, refusing one that is missing, a file, or a link out of it. */
export async function rootFolder(repository: string, relative: string, branch: string): Promise<string> {
  const shown = `/${relative}`;
  const folder = join(repository, relative);
  const found = await stat(folder).catch(() => null);
  if (!found) {
    throw new TerraformSourceError(
      'path_not_found',
      `Folder "${shown}" does not exist on branch "${branch}"`,
    );
  }
  if (!found.isDirectory()) {
    throw new TerraformSourceError(
      'path_not_found',
      `"${shown}" is a file on branch "${branch}", not a folder`,
    );
  }
  if (!(await isInside(repository, folder))) {
    throw new TerraformSourceError('path_not_found', `Folder "${shown}" links outside the repository`);
  }
  return folder;
}

export interface TerraformFile {
  /** Relative to the root path, as Terraform names the file of a module. */
  name: string;
  path: string;
}

/** The `.tf` files directly in `folder`, in the lexical order Terraform loads them. */
export async function terraformFiles(repository: string, folder: string): Promise<TerraformFile[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const candidates = entries
    .filter((entry) => entry.name.endsWith('.tf'))
    .sort((left, right) => (left.name < right.name ? -1 : left.name > right.name ? 1 : 0));
  const files: TerraformFile[] = [];
  for (const entry of candidates) {
    const path = join(folder, entry.name);
    if (await isReadableFile(repository, entry, path)) files.push({ name: entry.name, path });
  }
  return files;
}

/** A linked file counts only when it stays inside the repository: a clone must not read the host's files. */
async function isReadableFile(repository: string, entry: Dirent, path: string): Promise<boolean> {
  if (entry.isFile()) return true;
  if (!entry.isSymbolicLink()) return false;
  const target = await stat(path).catch(() => null);
  return Boolean(target?.isFile()) && (await isInside(repository, path));
}

async function isInside(repository: string, path: string): Promise<boolean> {
  const [root, resolved] = await Promise.all([realpath(repository), realpath(path)]);
  return resolved === root || resolved.startsWith(`${root}${sep}`);
}
