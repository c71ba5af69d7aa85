import { describe, expect, it } from 'vitest';
import { changedFields, labelOfPath, leavesOf, shownValue } from './editConflict';

describe('the fields someone else changed', () => {
  const opened = {
    name: 'web',
    description: 'The shop',
    ports: [{ id: 'p1', internal_port: 80, publicly_accessible: true }],
    arguments: ['--port', '80'],
  };

  it('lists each field that differs between the version opened and the latest, with theirs and yours', () => {
    const latest = {
      ...opened,
      description: 'Their shop',
      ports: [{ id: 'p2', internal_port: 8080, publicly_accessible: true }],
      arguments: ['--port', '8080'],
    };
    const current = { ...opened, name: 'web-2', description: 'My shop' };
    expect(changedFields(opened, latest, current)).toEqual([
      { path: 'description', label: 'Description', theirs: 'Their shop', yours: 'My shop' },
      { path: 'ports.0.internal_port', label: 'Ports › #1 › Internal port', theirs: '8080', yours: '80' },
      { path: 'arguments', label: 'Arguments', theirs: '--port, 8080', yours: '--port, 80' },
    ]);
  });

  it('lists nothing when only what the form does not hold changed', () => {
    expect(changedFields(opened, { ...opened }, opened)).toEqual([]);
  });

  it('names list items from 1 and shows empty values in words', () => {
    expect(labelOfPath('git_repository.root_path')).toBe('Git repository › Root path');
    expect([...leavesOf({ a: { b: [{ c: 1 }] } }).keys()]).toEqual(['a.b.0.c']);
    expect([shownValue(''), shownValue(null), shownValue(true), shownValue([])]).toEqual([
      '(empty)',
      '(none)',
      'On',
      '(none)',
    ]);
  });
});
