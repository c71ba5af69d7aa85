import { describe, expect, it } from 'vitest';
import { builtInRoleIds } from '../../contract';
import { roleLabel } from './roleNames';

describe('roleLabel', () => {
  it('reads built-in roles as words and keeps a custom role’s own name, even one spelled like a built-in', () => {
    expect(roleLabel(builtInRoleIds.ADMIN, 'ADMIN')).toBe('Admin');
    expect(roleLabel(builtInRoleIds.OWNER, 'OWNER')).toBe('Owner');
    expect(roleLabel('abababab-0000-4000-8000-000000000001', 'ADMIN')).toBe('ADMIN');
    expect(roleLabel(null, 'Staging deployers')).toBe('Staging deployers');
    expect(roleLabel(undefined, 'DEVELOPER')).toBe('Developer');
  });
});
