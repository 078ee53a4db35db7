import { describe, expect, it } from 'vitest';
import { readAuthParams } from './auth-params.ts';

describe('readAuthParams', () => {
  it('reads claim mode with the center name and code', () => {
    expect(readAuthParams('?mode=claim&centerName=Sunrise%20ABA&claimCode=%2012345678')).toEqual({
      claimMode: true,
      centerName: 'Sunrise ABA',
      claimCode: '12345678',
      startWith: 'sign-in',
      returnTo: '',
    });
  });

  it('defaults to Sign In without claim mode', () => {
    expect(readAuthParams('')).toEqual({
      claimMode: false,
      centerName: '',
      claimCode: '',
      startWith: 'sign-in',
      returnTo: '',
    });
    expect(readAuthParams('?mode=signup').startWith).toBe('sign-up');
  });

  it('comes back to /pricing after signing in, never to another address', () => {
    expect(readAuthParams('?next=%2Fpricing').returnTo).toBe('/pricing');
    for (const next of ['https://evil.example/', '//evil.example', '/admin', '/pricing/../x']) {
      expect(readAuthParams(`?next=${encodeURIComponent(next)}`).returnTo).toBe('');
    }
  });
});
