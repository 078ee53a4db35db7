import { z } from 'zod';
import { passwordProblem } from './password-rule.ts';

/**
 * A new password in the browser's forms (sign-up, claim sign-up, reset): password-rule.ts
 * without the common-password list, which only the server holds; its refusals carry the same
 * messages and the forms show them.
 */
export const newPasswordField = z.string().superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
