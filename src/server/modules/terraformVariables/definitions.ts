import type { TerraformVariableDefinition } from '../../../contract/services/terraform';
import { TerraformSourceError } from './errors';
import type { VariableBlock } from './hclVariables';

export interface FileVariables {
  /** The file name, relative to the root path. */
  source: string;
  blocks: VariableBlock[];
}

/** Terraform merges `override.tf` and `*_override.tf` into the blocks they name, after every other file. */
export const isOverrideFile = (name: string) => name === 'override.tf' || name.endsWith('_override.tf');

/**
 * The definitions of a module, by file then declaration order. As Terraform does, a variable declared twice is
 * an error, and an override file only changes the attributes it sets on a variable declared elsewhere.
 */
export function variableDefinitions(files: FileVariables[]): TerraformVariableDefinition[] {
  const declared = new Map<string, { source: string; attributes: Record<string, unknown> }>();
  for (const file of files.filter((each) => !isOverrideFile(each.source))) {
    for (const block of file.blocks) {
      const earlier = declared.get(block.name);
      if (earlier) {
        const where =
          earlier.source === file.source
            ? `twice in ${file.source}`
            : `in ${earlier.source} and ${file.source}`;
        throw new TerraformSourceError('parse_error', `Variable "${block.name}" is declared ${where}`);
      }
      declared.set(block.name, { source: file.source, attributes: block.attributes });
    }
  }
  for (const file of files.filter((each) => isOverrideFile(each.source))) {
    for (const block of file.blocks) {
      const base = declared.get(block.name);
      if (!base) {
        throw new TerraformSourceError(
          'parse_error',
          `${file.source} overrides variable "${block.name}", which no other file declares`,
        );
      }
      base.attributes = { ...base.attributes, ...block.attributes };
    }
  }
  return [...declared].map(([key, { source, attributes }]) => ({
    key,
    sensitive: attributes.sensitive === true,
    source,
    nullable: attributes.nullable !== false,
    default: defaultAsText(attributes.default),
    description: typeof attributes.description === 'string' ? attributes.description : null,
  }));
}

/** Strings as written, numbers and booleans as Terraform prints them, collections as JSON; null when unset. */
export function defaultAsText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
