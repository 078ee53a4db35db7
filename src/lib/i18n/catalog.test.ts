import { describe, expect, it } from 'vitest';
import { messagesFor } from './catalog.ts';
import { messageEntries } from './entries.ts';
import { LOCALES, TRANSLATED_LOCALES } from './locales.ts';

const english = new Map(messageEntries(messagesFor('en')));

/** The `{name}` placeholders of a message, sorted. */
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(TRANSLATED_LOCALES)('the %s catalog', (locale) => {
  const translated = new Map(messageEntries(messagesFor(locale)));

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('leaves no message empty', () => {
    expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual(
      [],
    );
  });

  it("keeps each message's placeholders", () => {
    const wrong = [...english]
      .filter(([key, text]) => {
        const other = translated.get(key);
        return other !== undefined && placeholders(other).join() !== placeholders(text).join();
      })
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });
});

it('names every language', () => {
  expect(LOCALES).toEqual(['en', 'es', 'so', 'hmn']);
});
