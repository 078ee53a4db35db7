import { z } from 'zod';
import { newPasswordField } from '../../lib/password-field.ts';
import { PASSWORD_MESSAGES } from '../../lib/password-rule.ts';

/**
 * The claim-listing page's forms (owner-admin-side.md sections 2, 5 and 8): step 1 checks the
 * access code (with an optional center name), step 2 signs in or signs up with a password
 * confirmation. PocketBase checks the code again when the claim is made.
 */
const CLAIM_LISTING_MESSAGES = {
  codeRequired: 'Please enter the access code for your listing.',
  email: 'Please enter a valid email address',
  password: 'Please enter your password',
  newPassword: PASSWORD_MESSAGES.tooShort,
  mismatch: 'Passwords do not match. Please check and try again.',
} as const;

/** Step 1: the access code (required; its length is not checked here) and a name to match. */
export const CodeStepSchema = z.object({
  code: z.string().trim().min(1, CLAIM_LISTING_MESSAGES.codeRequired).max(50),
  centerName: z.string().trim().max(200),
});

const email = z.string().trim().pipe(z.email(CLAIM_LISTING_MESSAGES.email));

/** Step 2, existing account. */
export const ClaimSignInSchema = z.object({
  email,
  password: z.string().min(1, CLAIM_LISTING_MESSAGES.password),
});

/** Step 2, new account: the password typed twice. */
export const ClaimSignUpSchema = z
  .object({
    fullName: z.string().trim().max(200),
    email,
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: CLAIM_LISTING_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

/** A verified code and the name of the center it belongs to (step 1's result). */
export interface VerifiedClaim {
  code: string;
  centerName: string;
  /** What the owner typed as the name (the claim matches it again). */
  typedName: string;
}

/** The code and center name the page's address prefills (?code=…&center=…). */
export function prefillFrom(search: string): { code: string; centerName: string } {
  const params = new URLSearchParams(search);
  return { code: params.get('code')?.trim() ?? '', centerName: params.get('center')?.trim() ?? '' };
}
