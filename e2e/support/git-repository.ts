import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A git repository in a folder of its own, for the server to read through ALLOW_LOCAL_GIT_SOURCES. */
export interface LocalGitRepository {
  /** The repository's absolute path. */
  path: string;
  remove(): Promise<void>;
}

/**
 * Creates a git repository in a new temp folder whose `branch` holds `files` (path to contents) in one commit.
 * The commit names its author on the command line, so the machine's git configuration does not matter.
 */
export async function createLocalGitRepository(
  files: Record<string, string>,
  branch = 'main',
): Promise<LocalGitRepository> {
  const folder = await mkdtemp(path.join(tmpdir(), 'platform-e2e-git-'));
  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=Platform E2E', '-c', 'user.email=e2e@platform.test', ...args], {
      cwd: folder,
    });
  try {
    await git('init', '--quiet', `--initial-branch=${branch}`);
    for (const [file, contents] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), contents);
    }
    await git('add', '--all');
    await git('commit', '--quiet', '--no-gpg-sign', '-m', 'Terraform module');
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
  return { path: folder, remove: () => rm(folder, { recursive: true, force: true }) };
}
