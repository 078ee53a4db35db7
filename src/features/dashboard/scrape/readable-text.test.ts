import { describe, expect, it } from 'vitest';
import { plainText, readableText } from './readable-text.ts';

const PAGE = `<!doctype html>
<html><head><title>Sunrise Autism Center &amp; Clinic</title>
<style>body { color: red }</style><script>var secret = "token";</script></head>
<body>
<nav><a href="/">Home</a><a href="/about">About</a></nav>
<h1>Welcome to Sunrise</h1>
<p>We offer <strong>ABA therapy</strong> for ages 2&ndash;12.</p>
<!-- hidden comment -->
<ul><li>Medica</li><li>UCare</li></ul>
<noscript>Please enable JavaScript</noscript>
<p>Call&nbsp;612&#8209;555&#x2011;0100.</p>
<p>Call&nbsp;612&#8209;555&#x2011;0100.</p>
<svg><text>Logo text</text></svg>
</body></html>`;

describe('readableText', () => {
  it('keeps the title and visible text, one line per block, entities decoded', () => {
    expect(readableText(PAGE)).toBe(
      [
        'Sunrise Autism Center & Clinic',
        'Welcome to Sunrise',
        'We offer ABA therapy for ages 2–12.',
        'Medica',
        'UCare',
        'Call 612‑555‑0100.',
      ].join('\n'),
    );
  });

  it('drops scripts, styles, menus, comments and markup', () => {
    const text = readableText(PAGE);
    for (const gone of [
      'secret',
      'color',
      'Home',
      'hidden comment',
      'enable JavaScript',
      'Logo text',
      '<',
    ]) {
      expect(text).not.toContain(gone);
    }
  });

  it('caps the text without cutting a word in half', () => {
    const text = readableText(`<p>${'therapy '.repeat(100)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text.endsWith('therapy')).toBe(true);
  });

  it('decodes every named entity, and leaves unknown ones as they are', () => {
    expect(readableText('<p>Caf&eacute; &Uuml;ber &frac12; &unknown;</p>')).toBe(
      'Café Über ½ &unknown;',
    );
  });

  it('keeps link and heading text as written, without addresses', () => {
    expect(readableText('<h2>Our Team</h2><p><a href="/x">Read more</a></p>')).toBe(
      'Our Team\nRead more',
    );
  });
});

describe('plainText', () => {
  it('trims lines and drops blank and repeated ones', () => {
    expect(plainText('  one \n\n\n one\r\n two   words ')).toBe('one\ntwo words');
  });
});

describe('readableText on hostile pages', () => {
  it('stays fast on a megabyte of unclosed tags and comments', () => {
    const hostile = '<script <!-- <div <'.repeat(55_000);
    const started = performance.now();
    readableText(hostile);
    readableText('<'.repeat(1_000_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
