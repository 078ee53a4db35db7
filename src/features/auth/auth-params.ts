import { authReturnPath } from '../../lib/routes.ts';

/** What the auth page's address asks for (public-side.md section 2: mode, centerName, claimCode). */
export interface AuthParams {
  /** mode=claim: the access code field shows and the center is claimed after signing in. */
  claimMode: boolean;
  centerName: string;
  claimCode: string;
  /** mode=signup opens Create Account (the 'Get Started' buttons link here). */
  startWith: 'sign-in' | 'sign-up';
  /** next=/pricing: where to go after signing in ('' for the user's home). See authReturnPath. */
  returnTo: string;
}

/** Reads the auth page's query parameters. */
export function readAuthParams(search: string): AuthParams {
  const params = new URLSearchParams(search);
  const mode = params.get('mode');
  return {
    claimMode: mode === 'claim',
    centerName: params.get('centerName')?.trim() ?? '',
    claimCode: params.get('claimCode')?.trim() ?? '',
    startWith: mode === 'signup' ? 'sign-up' : 'sign-in',
    returnTo: authReturnPath(params.get('next')),
  };
}
