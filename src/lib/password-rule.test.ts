import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MESSAGES,
  passwordProblem,
  signInWaitMinutes,
  tooManySignInsMessage,
} from './password-rule.ts';

const common = (password: string) => ['password', '12345678'].includes(password);

describe('passwordProblem', () => {
  it.each([
    ['a long uncommon one', 'lake-otter-harbor-91', ''],
    ['eight spaces', '        ', PASSWORD_MESSAGES.blank],
    ['seven characters', 'abcdefg', PASSWORD_MESSAGES.tooShort],
    ['nothing', '', PASSWORD_MESSAGES.tooShort],
    ['72 characters', 'x'.repeat(72), PASSWORD_MESSAGES.tooLong],
    ['36 two-byte letters (72 bytes)', 'é'.repeat(36), ''],
    ['37 two-byte letters (74 bytes)', 'é'.repeat(37), PASSWORD_MESSAGES.tooLongBytes],
    ['19 emoji (76 bytes)', '🙂'.repeat(19), PASSWORD_MESSAGES.tooLongBytes],
    ['a common one, whatever its case', 'PassWord', PASSWORD_MESSAGES.common],
    ['a number instead of text', 12345678, PASSWORD_MESSAGES.tooShort],
  ])('%s: %j', (_label, password, problem) => {
    expect(passwordProblem(password, common)).toBe(problem);
  });

  it('leaves the common check to whoever holds the list (the browser does not)', () => {
    expect(passwordProblem('12345678')).toBe('');
  });
});

describe('signInWaitMinutes', () => {
  it('lets an address try until its own allowance, then doubles the wait', () => {
    expect(signInWaitMinutes(4, 4, 0)).toBe(0);
    expect(signInWaitMinutes(5, 5, 0)).toBe(1);
    expect(signInWaitMinutes(5, 5, 1)).toBe(0);
    expect(signInWaitMinutes(6, 6, 0)).toBe(2);
    expect(signInWaitMinutes(8, 8, 3)).toBe(5);
    expect(signInWaitMinutes(12, 12, 0)).toBe(15);
  });

  it('never slows an address that has not failed, however many others did', () => {
    expect(signInWaitMinutes(0, 500, 0)).toBe(0);
    expect(signInWaitMinutes(1, 500, 0)).toBe(1);
  });

  it('says how long to wait', () => {
    expect(tooManySignInsMessage(1)).toBe(
      'Too many failed sign-ins. Please wait 1 minute before trying again, or reset your password.',
    );
  });
});
