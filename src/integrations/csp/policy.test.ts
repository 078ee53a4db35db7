import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cspHash,
  pagePolicy,
  parsePolicy,
  serializePolicy,
  unionOfPolicies,
  withInlineStyleHashes,
} from './policy.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (head: string, body = '') =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-b';">${head}</head><body>${body}</body></html>`;

describe('withInlineStyleHashes', () => {
  it("adds each head <style>'s hash to the page's style-src", () => {
    const css = 'body{color:red}';
    const policy = pagePolicy(withInlineStyleHashes(page(`<style>${css}</style>`), []));
    expect(policy?.get('style-src')).toEqual(["'self'", "'sha256-b'", hashOf(css)]);
  });

  it('allows no <style> that sits in the body, where typed content could put one', () => {
    const policy = pagePolicy(withInlineStyleHashes(page('', '<style>p{}</style>'), []));
    expect(policy?.get('style-src')).toEqual(["'self'", "'sha256-b'"]);
  });

  it("moves Astro's island style from the body into the head, allowed", () => {
    const island = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
    const html = withInlineStyleHashes(page('', `<p>x</p>${island}<astro-island>`), []);
    expect(html.indexOf(island)).toBeLessThan(html.indexOf('</head>'));
    expect(html.split(island)).toHaveLength(2);
  });

  it('adds the hash of a known inline script the page carries, and of no other', () => {
    const html = page('<script>known()</script><script>other()</script>');
    const policy = pagePolicy(withInlineStyleHashes(html, ['known()', 'absent()']));
    expect(policy?.get('script-src')).toEqual(["'self'", "'sha256-a'", hashOf('known()')]);
  });

  it('leaves a page without a policy as it is', () => {
    const html = '<html><head><style>a{}</style></head><body></body></html>';
    expect(withInlineStyleHashes(html, [])).toBe(html);
  });
});

describe('unionOfPolicies', () => {
  it("merges each directive's sources, and 'none' gives way to a real source", () => {
    const union = unionOfPolicies([
      parsePolicy("script-src 'self' 'sha256-a'; frame-src 'none'"),
      parsePolicy(
        "script-src 'self' 'sha256-b' https://js.stripe.com; frame-src https://js.stripe.com",
      ),
    ]);
    expect(serializePolicy(union)).toBe(
      "script-src 'self' 'sha256-a' 'sha256-b' https://js.stripe.com; frame-src https://js.stripe.com;",
    );
  });
});

describe('cspHash', () => {
  it('is the base64 SHA-256 a browser computes for the exact text', () => {
    expect(`'${cspHash("this.media='all'")}'`).toBe(hashOf("this.media='all'"));
  });
});
