import { z } from 'zod';
import { TerraformSourceError } from './errors';

/** One `variable "name" { ... }` block: its attributes as HCL values converted to JSON. */
export interface VariableBlock {
  name: string;
  attributes: Record<string, unknown>;
}

/** hcl2json's rendering of a file: each variable name to the list of blocks declaring it. */
const converted = z.object({
  variable: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))).optional(),
});

type Parse = (fileName: string, contents: string) => Promise<unknown>;
let parser: Promise<Parse> | undefined;

/**
 * HashiCorp's own HCL parser compiled to WebAssembly. Loaded on first use: instantiating it costs time and
 * memory that a server which never reads Terraform sources should not pay.
 */
function hclParser(): Promise<Parse> {
  parser ??= import('@cdktn/hcl2json').then((module) => module.parse);
  return parser;
}

/** The variable blocks of one Terraform file, in the order they are declared. */
export async function readVariableBlocks(fileName: string, contents: string): Promise<VariableBlock[]> {
  const parse = await hclParser();
  let json: unknown;
  try {
    json = await parse(fileName, contents);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new TerraformSourceError('parse_error', `${fileName} is not valid HCL: ${parserMessage(message)}`);
  }
  const result = converted.safeParse(json);
  if (!result.success) {
    throw new TerraformSourceError(
      'parse_error',
      `${fileName} declares variables in a form that cannot be read`,
    );
  }
  const blocks = Object.entries(result.data.variable ?? {}).flatMap(([name, declarations]) =>
    declarations.map((attributes) => ({ name, attributes })),
  );
  const positions = declarationOffsets(contents);
  const seen = new Map<string, number>();
  const offsetOf = (block: VariableBlock) => {
    const occurrence = seen.get(block.name) ?? 0;
    seen.set(block.name, occurrence + 1);
    return positions.get(block.name)?.[occurrence] ?? Number.POSITIVE_INFINITY;
  };
  return blocks
    .map((block) => ({ block, offset: offsetOf(block) }))
    .sort((left, right) => left.offset - right.offset)
    .map(({ block }) => block);
}

/**
 * Where each variable block starts in the source. The parser's JSON sorts names, losing the declaration order
 * people expect to see; block headers start a line in any formatted Terraform, so finding them there restores it.
 */
function declarationOffsets(contents: string): Map<string, number[]> {
  const header = /^[ \t]*variable[ \t]+(?:"([^"\n]+)"|([A-Za-z_][\w-]*))[ \t]*\{/gm;
  const offsets = new Map<string, number[]>();
  for (const match of contents.matchAll(header)) {
    const name = match[1] ?? match[2];
    if (name) offsets.set(name, [...(offsets.get(name) ?? []), match.index]);
  }
  return offsets;
}

/** hcl2json wraps diagnostics as `parse config: [file:line,col-line,col: summary; detail]`. */
function parserMessage(message: string): string {
  return message.replace(/^parse config:\s*\[/, '').replace(/\]\s*$/, '');
}
