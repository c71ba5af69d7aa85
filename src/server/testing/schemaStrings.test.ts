import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stringFields, stringSlots, withString } from './schemaStrings';

const schema = z.object({
  name: z.string().trim(),
  kind: z.enum(['A', 'B']),
  count: z.number(),
  url: z.string().pipe(z.url()).optional(),
  tags: z.array(z.string()).default([]),
  pair: z.tuple([z.string(), z.number()]).nullable(),
  labels: z.record(z.string(), z.string()).optional(),
  source: z.union([z.object({ git: z.object({ branch: z.string() }) }), z.object({ image: z.uuid() })]),
});

describe('the strings of a schema', () => {
  it('are every field that takes a string, through wrappers, arrays, tuples, records, pipes and unions', () => {
    expect([...stringFields(schema)].sort()).toEqual(
      [
        'labels.{key}',
        'labels.{value}',
        'name',
        'pair.[0]',
        'source.git.branch',
        'source.image',
        'tags.[]',
        'url',
      ].sort(),
    );
  });

  it('are found in a value, record keys and enumerations included, and replaced one at a time', () => {
    const value = {
      name: 'web',
      kind: 'A',
      count: 1,
      tags: ['x'],
      pair: ['left', 2],
      labels: { team: 'core' },
      source: { git: { branch: 'main' } },
    };
    const slots = stringSlots(schema, value);
    expect(slots.map((slot) => slot.field)).toEqual([
      'name',
      'kind',
      'tags.[]',
      'pair.[0]',
      'labels.{key}',
      'labels.{value}',
      'source.git.branch',
    ]);
    const key = slots.find((slot) => slot.key !== undefined)!;
    expect(withString(value, key, 'owner').labels).toEqual({ owner: 'core' });
    const branch = slots.find((slot) => slot.field === 'source.git.branch')!;
    expect(withString(value, branch, 'dev').source).toEqual({ git: { branch: 'dev' } });
    expect(value.source.git.branch).toBe('main');
  });
});
