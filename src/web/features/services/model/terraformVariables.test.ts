import { describe, expect, it } from 'vitest';
import type { TerraformVariableDefinition } from '../../../../contract';
import { mergeVariables } from './terraformVariables';

const definition = (overrides: Partial<TerraformVariableDefinition>): TerraformVariableDefinition => ({
  key: 'region',
  sensitive: false,
  source: 'variables.tf',
  nullable: true,
  default: null,
  description: null,
  ...overrides,
});

describe('mergeVariables', () => {
  it('appends declared variables, defaults as values and sensitive ones as secrets', () => {
    const { rows, added } = mergeVariables(
      [{ key: 'region', value: 'eu-west-3', secret: false }],
      [
        definition({ key: 'region', default: 'us-east-1' }),
        definition({ key: 'instance_count', default: '2' }),
        definition({ key: 'db_password', sensitive: true }),
      ],
    );
    expect(added).toBe(2);
    expect(rows).toEqual([
      { key: 'region', value: 'eu-west-3', secret: false },
      { key: 'instance_count', value: '2', secret: false },
      { key: 'db_password', value: '', secret: true },
    ]);
  });
});
