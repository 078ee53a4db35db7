import { describe, expect, it } from 'vitest';
import { readStoredSession } from './stored-session.ts';

const token = (exp: number) => `x.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.signature`;
const now = Date.now();
const inAnHour = Math.floor(now / 1000) + 3600;
const stored = (value: unknown) => JSON.stringify(value);

describe('readStoredSession', () => {
  it('is the stored user while the token lasts', () => {
    const session = readStoredSession(
      stored({
        token: token(inAnHour),
        record: { id: 'u1', collectionName: 'users', name: 'Ann' },
      }),
      now,
    );
    expect(session?.user).toEqual({ id: 'u1', email: '', name: 'Ann', role: 'user' });
    expect(session?.expires).toBe(inAnHour * 1000);
  });
  it('is null for an expired token, a superuser, nothing stored or garbage', () => {
    const user = { id: 'u1', collectionName: 'users' };
    expect(readStoredSession(stored({ token: token(1000), record: user }), now)).toBeNull();
    expect(
      readStoredSession(
        stored({ token: token(inAnHour), record: { id: 's1', collectionName: '_superusers' } }),
        now,
      ),
    ).toBeNull();
    expect(readStoredSession(null, now)).toBeNull();
    expect(readStoredSession('{not json', now)).toBeNull();
    expect(readStoredSession(stored({ token: 'no-dots', record: user }), now)).toBeNull();
  });
});
