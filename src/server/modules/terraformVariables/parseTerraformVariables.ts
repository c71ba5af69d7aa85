import { readFile } from 'node:fs/promises';
import type { TerraformVariableDefinition } from '../../../contract/services/terraform';
import type { OutboundPolicy } from '../../outbound/policy';
import { withCheckout, type CloneCredentials } from './checkout';
import { variableDefinitions, type FileVariables } from './definitions';
import { TerraformSourceError } from './errors';
import { readVariableBlocks } from './hclVariables';
import { normalizeRootPath, rootFolder, terraformFiles } from './rootPath';

export interface ParseTerraformVariablesOptions {
  /** An https:// URL; a file:// URL or an absolute path too where `allowLocal` says so. */
  url: string;
  branch: string;
  /** Where the clone may connect (see withCheckout). */
  outbound: OutboundPolicy;
  /** Whether repositories on this machine may be read (tests). */
  allowLocal?: boolean;
  /** The module's folder in the repository; "/" is the repository root. */
  rootPath: string;
  /** Where the temporary clone goes; the system temp folder by default. */
  workDir?: string;
  /** For the clone; a minute by default. */
  timeoutMs?: number;
  /** For a private repository over HTTPS: the git token, see cloneCredentials of the git providers. */
  credentials?: CloneCredentials | null;
}

/**
 * The `variable` blocks of the Terraform module at a branch and root path, as the platform offers them to be
 * set on a Terraform service. Only the `.tf` files directly in the root path count, as for `terraform plan`.
 */
export async function parseTerraformVariables(
  options: ParseTerraformVariablesOptions,
): Promise<TerraformVariableDefinition[]> {
  const relativeRoot = normalizeRootPath(options.rootPath);
  return withCheckout(options, async (repository) => {
    const folder = await rootFolder(repository, relativeRoot, options.branch);
    const files = await terraformFiles(repository, folder);
    if (files.length === 0) {
      throw new TerraformSourceError(
        'no_terraform_files',
        `Folder "/${relativeRoot}" has no .tf file on branch "${options.branch}"`,
      );
    }
    const variables: FileVariables[] = [];
    // One file after the other: the parser is a single WebAssembly instance, and the first error reported
    // is then always the same one.
    for (const file of files) {
      const blocks = await readVariableBlocks(file.name, await readFile(file.path, 'utf8'));
      variables.push({ source: file.name, blocks });
    }
    return variableDefinitions(variables);
  });
}
