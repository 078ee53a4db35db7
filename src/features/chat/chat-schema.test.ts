import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGES, ChatRequestSchema } from './chat-schema.ts';

const request = { message: 'Hola', centerId: 'abcdefghijklmno', sessionId: 'a'.repeat(20) };

describe("the chat request's language", () => {
  it('is English when the page sends none, and one of the site languages otherwise', () => {
    expect(ChatRequestSchema.parse(request).locale).toBe('en');
    expect(ChatRequestSchema.parse({ ...request, locale: 'hmn' }).locale).toBe('hmn');
  });

  it('refuses any other language with the chat’s message', () => {
    const result = ChatRequestSchema.safeParse({ ...request, locale: 'fr' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CHAT_MESSAGES.invalid);
  });
});
