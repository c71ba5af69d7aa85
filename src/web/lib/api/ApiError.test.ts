import { describe, expect, it } from 'vitest';
import { locateField } from './ApiError';

describe('locateField', () => {
  it('finds the field a validation message names', () => {
    expect(locateField('body.name: is required')).toEqual({ field: 'name', message: 'is required' });
    expect(locateField('body.git_repository.url: must be a URL')).toEqual({
      field: 'git_repository.url',
      message: 'must be a URL',
    });
    expect(locateField('body.admin_emails[1]: must be an email address')).toEqual({
      field: 'admin_emails.1',
      message: 'must be an email address',
    });
  });

  it('finds nothing in messages about no field', () => {
    expect(locateField('A project named web already exists')).toBeUndefined();
    expect(locateField('query.page: must be at least 1')).toBeUndefined();
  });
});
