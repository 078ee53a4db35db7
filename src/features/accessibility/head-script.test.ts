import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../../lib/stored-session.ts';
import { HEAD_SCRIPT } from './head-script.ts';
import { ROOT_CLASSES, STORAGE_KEY } from './settings.ts';

/** Runs the inline script as a page would, with `stored` in localStorage; returns the page. */
function runHeadScript(stored: Record<string, string>) {
  const classes = new Set<string>();
  const page: Record<string, unknown> = {
    document: {
      documentElement: {
        classList: { add: (name: string) => classes.add(name) },
        dataset: {} as Record<string, string>,
      },
    },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    matchMedia: () => ({ matches: false }),
    atob: (text: string) => Buffer.from(text, 'base64').toString('binary'),
    JSON,
    Date,
  };
  runInNewContext(HEAD_SCRIPT, page);
  return { page, classes };
}

const token = (exp: number) => `x.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.y`;

describe('the head script', () => {
  it('applies the stored settings and marks a stored, unexpired session and its role', () => {
    const { page, classes } = runHeadScript({
      [STORAGE_KEY]: JSON.stringify({ highContrast: true, fontSize: 'extra-large' }),
      [AUTH_STORAGE_KEY]: JSON.stringify({
        token: token(Date.now() / 1000 + 3600),
        record: { collectionName: 'users', id: 'u1', role: 'admin' },
      }),
    });
    expect([...classes]).toEqual(['js', ROOT_CLASSES.highContrast, ROOT_CLASSES['extra-large']]);
    const { dataset } = (page.document as { documentElement: { dataset: object } }).documentElement;
    expect(dataset).toEqual({ session: 'signed-in', role: 'admin' });
  });

  it('leaves an expired session signed out', () => {
    const { page } = runHeadScript({
      [AUTH_STORAGE_KEY]: JSON.stringify({
        token: token(Date.now() / 1000 - 60),
        record: { collectionName: 'users', id: 'u1' },
      }),
    });
    const { dataset } = (page.document as { documentElement: { dataset: object } }).documentElement;
    expect(dataset).toEqual({});
  });

  it('adds no globals to the page', () => {
    const before = ['document', 'localStorage', 'matchMedia', 'atob', 'JSON', 'Date'];
    const { page } = runHeadScript({});
    expect(Object.keys(page).sort()).toEqual([...before].sort());
  });
});
