import { createHash } from 'node:crypto';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

/**
 * The site's content security policy. Astro's own `security.csp` writes each page's policy
 * into a <meta http-equiv> with a hash of every script and style it emits; this module adds
 * what Astro cannot know (the styles the critical-CSS rewrite inlines after rendering) and
 * merges the pages' policies into the one site-wide policy the server sends as a header.
 */

export type CspHash = `sha256-${string}`;

/**
 * The hashes computed so far, by text: every page of a build hashes its inline styles and
 * scripts, and thousands of pages carry the same few (the critical CSS of pages alike).
 */
const hashes = new Map<string, CspHash>();
/** Beyond this many different texts (each up to a page's critical CSS) the memory starts over. */
const HASHES_KEPT = 1_000;

/** The CSP hash of an inline script's or style's text, as a browser computes it. */
export function cspHash(content: string): CspHash {
  let hash = hashes.get(content);
  if (!hash) {
    hash = `sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`;
    if (hashes.size >= HASHES_KEPT) hashes.clear();
    hashes.set(content, hash);
  }
  return hash;
}

/** Stripe's embedded Checkout: its script (payment pages only), its frames and its API. */
const STRIPE_SOURCES = {
  script: 'https://js.stripe.com',
  frame: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
} as const;

/** An origin (`scheme://host[:port]`) or nothing when the URL is absent or the site's own. */
function otherOrigin(url: string | undefined, site: string): string | undefined {
  if (!url) return undefined;
  const origin = new URL(url).origin;
  return origin === new URL(site).origin ? undefined : origin;
}

/** Where the site runs and what its pages load: the inputs of its policy. */
export interface SiteCspOptions {
  site: string;
  pocketbaseUrl?: string | undefined;
  /** The site's own inline scripts (written into pages as they are): each gets its hash. */
  inlineScripts: readonly string[];
}

/**
 * The site-wide directives besides scripts and styles, sent in the header only (each page's
 * <meta> carries what only the page knows: its hashes, and Stripe's script on the payment
 * pages, without which no page opens Stripe's frames or calls its API). PocketBase answers on
 * the site's own origin behind the production server; elsewhere (development, tests) on an
 * origin of its own, which is then allowed for its API, files and forms. Images may come from a
 * center's own website (an image URL it gave). A <meta> cannot carry frame-ancestors.
 */
export function siteHeaderDirectives(options: SiteCspOptions): string[] {
  const pocketbase = otherOrigin(options.pocketbaseUrl, options.site);
  const withPocketBase = (sources: string) => (pocketbase ? `${sources} ${pocketbase}` : sources);
  return [
    "default-src 'self'",
    withPocketBase(`connect-src 'self' ${STRIPE_SOURCES.connect}`),
    withPocketBase("img-src 'self' data: https:"),
    withPocketBase("media-src 'self'"),
    `frame-src 'self' ${STRIPE_SOURCES.frame}`,
    "object-src 'none'",
    "base-uri 'self'",
    withPocketBase("form-action 'self'"),
    "frame-ancestors 'none'",
  ];
}

/**
 * Astro's `security.csp` for the site: each page's <meta> with the hashes of its scripts and
 * styles. Pagefind's search runs WebAssembly ('wasm-unsafe-eval'). The accessibility head
 * script runs inline before first paint, so its hash is listed. No inline event handler and
 * no style attribute is allowed.
 */
export function siteCsp(options: SiteCspOptions) {
  return {
    algorithm: 'SHA-256' as const,
    scriptDirective: {
      resources: ["'self'", "'wasm-unsafe-eval'"],
      hashes: options.inlineScripts.map(cspHash),
    },
    // No style attributes: every inline style is a <style> with its hash.
    styleDirective: { resources: ["'self'"] },
  };
}

/** A policy as its directives, each with its sources in order (names lower-cased). */
export type Policy = Map<string, string[]>;

export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const key = name.toLowerCase();
    policy.set(key, [...new Set([...(policy.get(key) ?? []), ...sources])]);
  }
  return policy;
}

export function serializePolicy(policy: Policy): string {
  return [...policy]
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
    .concat(';');
}

/**
 * One policy that allows whatever any of `policies` allows: each directive's sources merged.
 * `'none'` gives way to any real source (a frame-src that one page opens to Stripe).
 */
export function unionOfPolicies(policies: Iterable<Policy>): Policy {
  const union: Policy = new Map();
  for (const policy of policies) {
    for (const [name, sources] of policy) {
      union.set(name, [...new Set([...(union.get(name) ?? []), ...sources])]);
    }
  }
  for (const [name, sources] of union) {
    if (sources.length > 1)
      union.set(
        name,
        sources.filter((s) => s !== "'none'"),
      );
  }
  return union;
}

const META = /<meta http-equiv="content-security-policy" content="([^"]*)"\s*\/?>/i;

const ATTRIBUTE_ENTITIES: Record<string, string> = { '&#39;': "'", '&quot;': '"', '&amp;': '&' };

/** The content attribute of a page's policy <meta>, as written (undefined without one). */
function pagePolicyContent(html: string): string | undefined {
  return META.exec(html)?.[1];
}

/**
 * A rendered page's policy <meta> content and the page without the <meta> (the server sends
 * the site-wide policy as a header), or undefined when it has none.
 */
export function takePolicyMeta(html: string): { content: string; rest: string } | undefined {
  const match = META.exec(html);
  if (!match) return undefined;
  return {
    content: match[1] ?? '',
    rest: html.slice(0, match.index) + html.slice(match.index + match[0].length),
  };
}

/** The policy a <meta>'s content attribute (pagePolicyContent) states. */
export function policyFromContent(content: string): Policy {
  return parsePolicy(content.replace(/&#39;|&quot;|&amp;/g, (e) => ATTRIBUTE_ENTITIES[e] ?? e));
}

/** The policy of a page's <meta http-equiv> (undefined without one). */
export function pagePolicy(html: string): Policy | undefined {
  const content = pagePolicyContent(html);
  return content === undefined ? undefined : policyFromContent(content);
}

const ISLAND_STYLE_ELEMENT = `<style>${ISLAND_STYLES}</style>`;
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;

const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi;

/** Whether a source is a hash (the rest, 'self', hosts and keywords, stays as it is). */
const isHash = (source: string) => /^'sha(256|384|512)-/.test(source);

/** The file, at the root of the static output, whose one line the server sends as the CSP header. */
export const CSP_POLICY_FILE = 'csp-policy.txt';

/**
 * The site-wide policy (`line`, as CSP_POLICY_FILE holds it) extended with the hashes of the
 * styles in `html`'s head that it does not list (a page rendered after the build: its critical
 * CSS), or undefined when it lists them all, or sets no style-src to extend.
 */
export function policyWithHeadStyles(line: string, html: string): string | undefined {
  const policy = parsePolicy(line);
  const sources = policy.get('style-src');
  if (!sources) return undefined;
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  const missing = new Set(
    [...head.matchAll(INLINE_STYLE)]
      .map((m) => `'${cspHash(m[1] ?? '')}'`)
      .filter((hash) => !sources.includes(hash)),
  );
  if (missing.size === 0) return undefined;
  policy.set('style-src', [...sources, ...missing]);
  return serializePolicy(policy);
}

/**
 * The page's <meta> policy made exact for what the page carries: in script-src and style-src
 * it keeps the hashes of the inline scripts and styles that are in the page (Astro lists one
 * for every script and style of the build, files included, which 'self' already allows), and
 * adds the hashes of the styles in <head> (the critical CSS is inlined after Astro wrote the
 * policy) and of each of `inlineScripts` the page carries. Astro's island style, which it
 * writes into <body> with the first island (where HTML allows no <style>), is dropped: the
 * site's stylesheet has its rule, so the critical CSS carries it.
 */
export function withExactPolicy(html: string, inlineScripts: readonly string[]): string {
  const page = html.replaceAll(ISLAND_STYLE_ELEMENT, '');
  const policy = pagePolicy(page);
  if (!policy) return page;
  const hashesOf = (pattern: RegExp, text: string) =>
    new Set([...text.matchAll(pattern)].map((m) => `'${cspHash(m[1] ?? '')}'`));
  // Only the head's styles are added: the rewrite writes them there, and nothing a visitor or
  // an owner typed ever reaches the head, so no injected <style> is allowed by its own hash.
  const head = page.slice(0, page.indexOf('</head>'));
  const inPage = {
    'style-src': hashesOf(INLINE_STYLE, page),
    'script-src': hashesOf(INLINE_SCRIPT, page),
  };
  const added = {
    'style-src': hashesOf(INLINE_STYLE, head),
    // The site's own inline scripts, as this build wrote them (a function's source text
    // differs between the config's loader and the build's bundle, so they are hashed here).
    'script-src': new Set(
      inlineScripts
        .filter((script) => page.includes(`<script>${script}</script>`))
        .map((script) => `'${cspHash(script)}'`),
    ),
  };
  for (const directive of ['style-src', 'script-src'] as const) {
    const listed = policy.get(directive) ?? ["'self'"];
    const kept = listed.filter((source) => !isHash(source) || inPage[directive].has(source));
    policy.set(directive, [...new Set([...kept, ...added[directive]])]);
  }
  const content = serializePolicy(policy).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return page.replace(
    META,
    () => `<meta http-equiv="content-security-policy" content="${content}">`,
  );
}

/** What a page's Astro.csp offers to widen its own policy. */
interface PageCsp {
  insertScriptResource(resource: string): void;
}

/**
 * Lets a page load Stripe's embedded Checkout (the pages that take payments). Astro gives a
 * page no `csp` where it writes no policy (the dev server): there is nothing to widen.
 */
export function allowStripeCheckout(csp: PageCsp | undefined): void {
  csp?.insertScriptResource(STRIPE_SOURCES.script);
}
