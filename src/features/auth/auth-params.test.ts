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

  it("comes back to /pricing or a center's editor after signing in, never elsewhere", () => {
    expect(readAuthParams('?next=%2Fpricing').returnTo).toBe('/pricing');
    expect(readAuthParams('?next=%2Fdashboard%3Fedit%3Dabc123def456ghi').returnTo).toBe(
      '/dashboard?edit=abc123def456ghi',
    );
    for (const next of [
      'https://evil.example/',
      '//evil.example',
      '/admin',
      '/pricing/../x',
      '/dashboard?edit=x',
      '/dashboard?edit=abc123def456ghi&x=//evil.example',
    ]) {
      expect(readAuthParams(`?next=${encodeURIComponent(next)}`).returnTo).toBe('');
    }
  });
});
