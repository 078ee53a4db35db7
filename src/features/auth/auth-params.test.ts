import { describe, expect, it } from 'vitest';
import { readAuthParams } from './auth-params.ts';

describe('readAuthParams', () => {
  it('reads claim mode with the center name and code', () => {
    expect(readAuthParams('?mode=claim&centerName=Sunrise%20ABA&claimCode=%2012345678')).toEqual({
      claimMode: true,
      centerName: 'Sunrise ABA',
      claimCode: '12345678',
      startWith: 'sign-in',
    });
  });

  it('defaults to Sign In without claim mode', () => {
    expect(readAuthParams('')).toEqual({
      claimMode: false,
      centerName: '',
      claimCode: '',
      startWith: 'sign-in',
    });
    expect(readAuthParams('?mode=signup').startWith).toBe('sign-up');
  });
});
