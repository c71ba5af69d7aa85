import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** File path (with "/" for folders) to contents. */
export type RepositoryFiles = Record<string, string>;

async function git(repository: string, ...args: string[]) {
  await run('git', ['-c', 'user.email=ci@platform.test', '-c', 'user.name=Platform CI', ...args], {
    cwd: repository,
  });
}

async function commitFiles(repository: string, files: RepositoryFiles, message: string) {
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(repository, path)), { recursive: true });
    await writeFile(join(repository, path), contents);
  }
  await git(repository, 'add', '--all');
  await git(repository, 'commit', '--quiet', '--no-gpg-sign', '-m', message);
}

/**
 * A real git repository at `path`: the default branch holds `files`; each other branch starts from it and
 * adds or replaces its own files.
 */
export async function createGitRepository(
  path: string,
  files: RepositoryFiles,
  otherBranches: Record<string, RepositoryFiles> = {},
  defaultBranch = 'main',
): Promise<string> {
  await mkdir(path, { recursive: true });
  await git(path, 'init', '--quiet', `--initial-branch=${defaultBranch}`);
  await commitFiles(path, files, 'Terraform module');
  for (const [branch, branchFiles] of Object.entries(otherBranches)) {
    await git(path, 'checkout', '--quiet', '-b', branch, defaultBranch);
    await commitFiles(path, branchFiles, `Work on ${branch}`);
  }
  await git(path, 'checkout', '--quiet', defaultBranch);
  return path;
}

/** A small module with a variable of each kind people declare, for tests that need a Terraform source. */
export const sampleTerraformFiles: RepositoryFiles = {
  'main.tf': `terraform {
  required_version = ">= 1.5"
}

variable "project_name" {
  description = "Name shown on every resource"
}

resource "null_resource" "example" {
  triggers = { name = var.project_name }
}
`,
  'variables.tf': `# Where and how the platform deploys.
variable "region" {
  type        = string
  default     = "eu-west-3"
  description = "Cloud region"
}

variable "instance_count" {
  type    = number
  default = 3
}

variable "enable_monitoring" { default = true }

variable "availability_zones" {
  type    = list(string)
  default = ["eu-west-3a", "eu-west-3b"]
}

variable "tags" {
  type    = map(string)
  default = { team = "platform", env = "prod" }
}

variable "database" {
  type    = object({ engine = string, size = number })
  default = { engine = "postgres", size = 20 }
}

variable "db_password" {
  type        = string
  sensitive   = true
  nullable    = false
  description = <<-EOT
    Password of the admin user.
  EOT
}
`,
  'modules/network/variables.tf': `variable "cidr" {
  default = "10.0.0.0/16"
}
`,
  'docs/README.md': '# No Terraform here\n',
};
