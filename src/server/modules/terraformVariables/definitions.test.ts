import { describe, expect, it } from 'vitest';
import { defaultAsText, variableDefinitions } from './definitions';

describe('variableDefinitions', () => {
  it('applies override files last, to the attributes they set', () => {
    const definitions = variableDefinitions([
      { source: 'override.tf', blocks: [{ name: 'size', attributes: { default: 'large' } }] },
      {
        source: 'variables.tf',
        blocks: [{ name: 'size', attributes: { default: 'small', description: 'Size' } }],
      },
    ]);
    expect(definitions).toEqual([
      {
        key: 'size',
        sensitive: false,
        source: 'variables.tf',
        nullable: true,
        default: 'large',
        description: 'Size',
      },
    ]);
  });

  it('refuses a variable declared twice, as Terraform does', () => {
    const twice = { name: 'region', attributes: {} };
    expect(() =>
      variableDefinitions([
        { source: 'a.tf', blocks: [twice] },
        { source: 'b.tf', blocks: [twice] },
      ]),
    ).toThrow('Variable "region" is declared in a.tf and b.tf');
    expect(() => variableDefinitions([{ source: 'a.tf', blocks: [twice, twice] }])).toThrow(/twice in a\.tf/);
  });

  it('refuses an override of a variable nobody declares', () => {
    expect(() =>
      variableDefinitions([{ source: 'dev_override.tf', blocks: [{ name: 'ghost', attributes: {} }] }]),
    ).toThrow(/dev_override\.tf overrides variable "ghost"/);
  });
});

describe('defaultAsText', () => {
  it('writes scalars as Terraform prints them and collections as JSON', () => {
    expect(defaultAsText(undefined)).toBeNull();
    expect(defaultAsText(null)).toBeNull();
    expect(defaultAsText('')).toBe('');
    expect(defaultAsText(0)).toBe('0');
    expect(defaultAsText(false)).toBe('false');
    expect(defaultAsText([])).toBe('[]');
    expect(defaultAsText({ a: [1, { b: null }] })).toBe('{"a":[1,{"b":null}]}');
  });
});
