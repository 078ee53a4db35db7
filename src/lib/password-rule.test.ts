import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './password-rule.ts';

const common = (password: string) => ['password', '12345678'].includes(password);

describe('passwordProblem', () => {
  it.each([
    ['a long uncommon one', 'lake-otter-harbor-91', ''],
    ['eight spaces', '        ', PASSWORD_MESSAGES.blank],
    ['seven characters', 'abcdefg', PASSWORD_MESSAGES.tooShort],
    ['nothing', '', PASSWORD_MESSAGES.tooShort],
    ['72 characters', 'x'.repeat(72), PASSWORD_MESSAGES.tooLong],
    ['a common one, whatever its case', 'PassWord', PASSWORD_MESSAGES.common],
    ['a number instead of text', 12345678, PASSWORD_MESSAGES.tooShort],
  ])('%s: %j', (_label, password, problem) => {
    expect(passwordProblem(password, common)).toBe(problem);
  });

  it('leaves the common check to whoever holds the list (the browser does not)', () => {
    expect(passwordProblem('12345678')).toBe('');
  });
});
