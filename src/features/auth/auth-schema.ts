import { z } from 'zod';
import { newPasswordField } from '../../lib/password-field.ts';
import { PASSWORD_MESSAGES } from '../../lib/password-rule.ts';

/**
 * The auth page's forms (public-side.md section 2, 'Auth page'). Browser validation is off;
 * these are the rules, and PocketBase checks the same on the server (users collection and
 * pb_hooks/passwords.pb.js: e-mail, the password rule of src/lib/password-rule.ts).
 */
const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Please enter your password',
  newPassword: PASSWORD_MESSAGES.tooShort,
  mismatch: 'Passwords do not match. Please check and try again.',
} as const;

const email = z.string().trim().pipe(z.email(AUTH_MESSAGES.email));

/** Sign In: e-mail and password, both required. */
export const SignInSchema = z.object({
  email,
  password: z.string().min(1, AUTH_MESSAGES.password),
});

/** Create Account: e-mail, password (password-rule.ts) and an optional full name. */
export const SignUpSchema = z.object({
  email,
  password: newPasswordField,
  fullName: z.string().trim().max(200),
});

/** Forgot password: the account's e-mail. */
export const ResetRequestSchema = z.object({ email });

/** A new password, typed twice. */
export const NewPasswordSchema = z
  .object({
    password: newPasswordField,
    passwordConfirm: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    message: AUTH_MESSAGES.mismatch,
    path: ['passwordConfirm'],
  });
