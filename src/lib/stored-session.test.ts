import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY, signedInUserId } from './stored-session.ts';

const token = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.signature`;
const storage = (value: unknown) => ({
  getItem: (key: string) => (key === AUTH_STORAGE_KEY ? JSON.stringify(value) : null),
});
const inAnHour = Math.floor(Date.now() / 1000) + 3600;

describe('signedInUserId', () => {
  it('is the stored user while the token lasts', () => {
    const stored = { token: token(inAnHour), record: { id: 'u1', collectionName: 'users' } };
    expect(signedInUserId(storage(stored))).toBe('u1');
  });
  it('is empty for an expired token, a superuser, nothing stored or garbage', () => {
    const expired = { token: token(1000), record: { id: 'u1', collectionName: 'users' } };
    const admin = { token: token(inAnHour), record: { id: 's1', collectionName: '_superusers' } };
    expect(signedInUserId(storage(expired))).toBe('');
    expect(signedInUserId(storage(admin))).toBe('');
    expect(signedInUserId({ getItem: () => null })).toBe('');
    expect(signedInUserId({ getItem: () => '{not json' })).toBe('');
    expect(signedInUserId(storage({ token: 'no-dots', record: { id: 'u1' } }))).toBe('');
  });
});
