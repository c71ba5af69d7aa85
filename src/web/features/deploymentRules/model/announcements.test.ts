import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { ruleAnnouncements } from './announcements';

const rules = [
  { id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'seeded' },
  { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'previews' },
];
const active = { id: rules[0]!.id } as Active;
const over = (index: number) => ({ id: rules[index]!.id }) as Over;

describe('what a keyboard move of a rule says', () => {
  const say = ruleAnnouncements(rules);

  it('names the rule and its place at each step, never its id', () => {
    const said = [
      say.onDragStart({ active }),
      say.onDragOver({ active, over: over(1) }),
      say.onDragEnd({ active, over: over(1) }),
      say.onDragCancel({ active, over: null }),
    ];
    expect(said).toEqual([
      'Picked up rule seeded.',
      'Rule seeded over position 2 of 2.',
      'Rule seeded dropped at position 2 of 2.',
      'Moving rule seeded canceled: it stays at position 1 of 2.',
    ]);
    expect(said.join(' ')).not.toContain('a1b2c3d4');
  });

  it('says a drop over no place leaves the rule where it was', () => {
    expect(say.onDragEnd({ active, over: null })).toBe(
      'Rule seeded dropped where it was, at position 1 of 2.',
    );
  });
});
