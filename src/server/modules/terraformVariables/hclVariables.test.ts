import { describe, expect, it } from 'vitest';
import { TerraformSourceError } from './errors';
import { readVariableBlocks } from './hclVariables';

describe('readVariableBlocks', () => {
  it('keeps declaration order, whatever the label style, and skips other blocks', async () => {
    const source = `
# variable "commented_out" {}
locals { zone = "a" }
variable zulu { default = "z" }
variable "alpha" {
  default = "\${upper("a")}"
  validation {
    condition     = length(var.alpha) > 0
    error_message = "Needs a value."
  }
}
output "zone" { value = local.zone }
variable "mike" {}
`;
    const blocks = await readVariableBlocks('main.tf', source);
    expect(blocks.map((block) => block.name)).toEqual(['zulu', 'alpha', 'mike']);
    expect(blocks[0]?.attributes).toEqual({ default: 'z' });
  });

  it('reads a file without variables as none', async () => {
    expect(await readVariableBlocks('outputs.tf', 'output "x" { value = 1 }\n')).toEqual([]);
    expect(await readVariableBlocks('empty.tf', '')).toEqual([]);
  });

  it("reports the file and the parser's diagnostic", async () => {
    const error = await readVariableBlocks('network.tf', 'variable "x" {\n  default = [1,\n').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(TerraformSourceError);
    expect(error).toMatchObject({ kind: 'parse_error' });
    expect((error as Error).message).toMatch(/^network\.tf is not valid HCL: network\.tf:\d+,\d+/);
  });
});
