import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cspHash,
  pagePolicy,
  parsePolicy,
  policyWithHeadStyles,
  serializePolicy,
  takePolicyMeta,
  unionOfPolicies,
  withExactPolicy,
} from './policy.ts';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const page = (head: string, body = '') =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-b';">${head}</head><body>${body}</body></html>`;

describe('withExactPolicy', () => {
  it("adds each head <style>'s hash to the page's style-src", () => {
    const css = 'body{color:red}';
    const policy = pagePolicy(withExactPolicy(page(`<style>${css}</style>`), []));
    expect(policy?.get('style-src')).toEqual(["'self'", hashOf(css)]);
  });

  it('allows no <style> that sits in the body, where typed content could put one', () => {
    const policy = pagePolicy(withExactPolicy(page('', '<style>p{}</style>'), []));
    expect(policy?.get('style-src')).toEqual(["'self'"]);
  });

  it("drops Astro's island style from the body (the stylesheet has its rule)", () => {
    const island = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
    const html = withExactPolicy(page('', `<p>x</p>${island}<astro-island>`), []);
    expect(html).not.toContain('<style>');
    expect(html).toContain('<p>x</p><astro-island>');
  });

  it('adds the hash of a known inline script the page carries, and of no other', () => {
    const html = page('<script>known()</script><script>other()</script>');
    const policy = pagePolicy(withExactPolicy(html, ['known()', 'absent()']));
    expect(policy?.get('script-src')).toEqual(["'self'", hashOf('known()')]);
  });

  it("keeps Astro's hashes of what the page carries inline, and drops those of files", () => {
    const inline = 'self.Astro=1';
    const html = page(
      '',
      `<script>${inline}</script><script type="module" src="/_astro/a.js"></script>`,
    ).replace("'sha256-a'", `'sha256-a' ${hashOf(inline)}`);
    const policy = pagePolicy(withExactPolicy(html, []));
    expect(policy?.get('script-src')).toEqual(["'self'", hashOf(inline)]);
    expect(policy?.get('default-src')).toEqual(["'self'"]);
  });

  it('leaves a page without a policy as it is', () => {
    const html = '<html><head><style>a{}</style></head><body></body></html>';
    expect(withExactPolicy(html, [])).toBe(html);
  });
});

describe('takePolicyMeta', () => {
  it("gives a rendered page's policy and the page without the <meta>, the rest untouched", () => {
    const html = page('<title>Centros de autismo – Duluth</title>', '<p>Xarumaha “otiisamka”</p>');
    const taken = takePolicyMeta(html);
    expect(taken?.content).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-b';",
    );
    expect(taken?.rest).toBe(
      '<!doctype html><html><head><title>Centros de autismo – Duluth</title></head><body><p>Xarumaha “otiisamka”</p></body></html>',
    );
  });

  it('reads a <meta> written in capitals, and gives nothing for a page without one', () => {
    const upper = page('').replace('<meta http-equiv', '<META http-equiv');
    expect(takePolicyMeta(upper)?.rest).toBe(
      '<!doctype html><html><head></head><body></body></html>',
    );
    expect(takePolicyMeta('<!doctype html><p>no policy</p>')).toBeUndefined();
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
    expect(`'${cspHash('self.Astro=1')}'`).toBe(hashOf('self.Astro=1'));
  });
});

describe('policyWithHeadStyles', () => {
  const line = "default-src 'self'; style-src 'self' 'sha256-known'";
  const style = 'h1{color:red}';

  it("adds the hashes of the head's styles it lacks", () => {
    expect(policyWithHeadStyles(line, `<head><style>${style}</style></head><body>`)).toBe(
      `default-src 'self'; style-src 'self' 'sha256-known' '${cspHash(style)}';`,
    );
  });

  it('changes nothing when it lists them, or for styles outside the head', () => {
    const listed = `default-src 'self'; style-src 'self' '${cspHash(style)}'`;
    expect(policyWithHeadStyles(listed, `<head><style>${style}</style></head>`)).toBeUndefined();
    expect(
      policyWithHeadStyles(line, `<head></head><body><style>${style}</style>`),
    ).toBeUndefined();
    expect(
      policyWithHeadStyles("default-src 'self'", `<head><style>${style}</style></head>`),
    ).toBeUndefined();
  });
});
