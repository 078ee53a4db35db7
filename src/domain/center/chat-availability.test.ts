import { describe, expect, it } from 'vitest';
import { isChatAvailable } from './chat-availability.ts';

describe('isChatAvailable', () => {
  it.each([
    [{ featured: true, aiChatEnabled: true }, true, true],
    [{ featured: true, aiChatEnabled: null }, true, true],
    [{ featured: true, aiChatEnabled: false }, true, false],
    [{ featured: false, aiChatEnabled: true }, true, false],
    [{ featured: true, aiChatEnabled: true }, false, false],
  ])('%j with the flag %s: %s', (center, flag, shown) => {
    expect(isChatAvailable(center, flag)).toBe(shown);
  });
});
