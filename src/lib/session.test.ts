import { describe, expect, it } from 'vitest';
import { toSessionUser } from './session.ts';

const record = (fields: Record<string, unknown>) => ({
  id: 'u1',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  ...fields,
});

describe('toSessionUser', () => {
  it('keeps id, e-mail, name and role', () => {
    expect(toSessionUser(record({ email: 'a@example.org', name: 'Ann', role: 'admin' }))).toEqual({
      id: 'u1',
      email: 'a@example.org',
      name: 'Ann',
      role: 'admin',
    });
  });

  it('treats any role but admin as user, and missing fields as empty', () => {
    expect(toSessionUser(record({ role: 'superhero' }))).toEqual({
      id: 'u1',
      email: '',
      name: '',
      role: 'user',
    });
  });

  it('ignores superuser and other collections’ records', () => {
    expect(toSessionUser({ ...record({}), collectionName: '_superusers' })).toBeNull();
    expect(toSessionUser(null)).toBeNull();
  });
});
