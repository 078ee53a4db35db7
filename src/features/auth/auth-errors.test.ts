import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../lib/i18n/catalog.ts';
import { TRANSLATED_LOCALES } from '../../lib/i18n/locales.ts';
import { PASSWORD_MESSAGES, tooManySignInsMessage } from '../../lib/password-rule.ts';
import { authTranslator } from './auth-errors.ts';
import { NewPasswordSchema, SignInSchema } from './auth-schema.ts';

/** Every message the account forms' shared rules can write, in English. */
function ruleMessages(): string[] {
  const issues = [
    ...(SignInSchema.safeParse({ email: 'x', password: '' }).error?.issues ?? []),
    ...(NewPasswordSchema.safeParse({ password: 'long enough 1', passwordConfirm: 'other' }).error
      ?.issues ?? []),
  ];
  return [...issues.map((issue) => issue.message), ...Object.values(PASSWORD_MESSAGES)];
}

describe.each(TRANSLATED_LOCALES)('the %s account messages', (locale) => {
  const say = authTranslator(locale, messagesFor(locale).auth, messagesFor(locale).account);

  it('translate every message the shared rules write', () => {
    const untranslated = ruleMessages().filter((english) => say(english) === english);
    expect(untranslated).toEqual([]);
  });

  it('translate the sign-in wait for every number of minutes, with the number', () => {
    for (const minutes of [1, 2, 15]) {
      const text = say(tooManySignInsMessage(minutes));
      expect(text).not.toBe(tooManySignInsMessage(minutes));
      expect(text).toContain(String(minutes));
    }
  });
});

it('leaves English and texts it does not know as they are', () => {
  const say = authTranslator('en', messagesFor('en').auth, messagesFor('en').account);
  expect(say('Failed to authenticate.')).toBe('Failed to authenticate.');
  expect(say(tooManySignInsMessage(3))).toBe(tooManySignInsMessage(3));
  const spanish = authTranslator('es', messagesFor('es').auth, messagesFor('es').account);
  expect(spanish('Some new server text.')).toBe('Some new server text.');
  expect(spanish(tooManySignInsMessage(1))).toContain('1 minuto antes');
});
