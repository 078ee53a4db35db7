import { describe, expect, it } from 'vitest';
import { isBotAgent } from './bot-agents.ts';

const CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('isBotAgent', () => {
  it('tells crawlers from browsers, the same when asked again', () => {
    for (let i = 0; i < 2; i++) {
      expect(isBotAgent(CHROME)).toBe(false);
      expect(isBotAgent(GOOGLEBOT)).toBe(true);
    }
  });

  it('answers agents past what it remembers, and long ones, as isbot does', () => {
    for (let i = 0; i < 1500; i++) expect(isBotAgent(`${CHROME} build/${String(i)}`)).toBe(false);
    expect(isBotAgent(GOOGLEBOT)).toBe(true);
    expect(isBotAgent(`${GOOGLEBOT} ${'x'.repeat(600)}`)).toBe(true);
    expect(isBotAgent(`${CHROME} ${'x'.repeat(600)}`)).toBe(false);
  });
});
