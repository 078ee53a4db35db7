import type { AstroUserConfig } from 'astro';
import { createHash } from 'node:crypto';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

/** One directive of Astro's `security.csp.directives` (all but script-src and style-src). */
type CspDirective = NonNullable<
  Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>['directives']
>[number];

/**
 * The site's content security policy. Astro's own `security.csp` writes each page's policy
 * into a <meta http-equiv> with a hash of every script and style it emits; this module adds
 * what Astro cannot know (the styles the critical-CSS rewrite inlines after rendering) and
 * merges the pages' policies into the one site-wide policy the server sends as a header.
 */

export type CspHash = `sha256-${string}`;

/** The CSP hash of an inline script's or style's text, as a browser computes it. */
export function cspHash(content: string): CspHash {
  return `sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`;
}

/**
 * The inline `onload` that turns the non-blocking stylesheet on (critical-css.ts): a handler
 * attribute runs only under `'unsafe-hashes'` with its hash (script-src-attr), and no other.
 */
export const STYLESHEET_ONLOAD = "this.media='all'";

/** Stripe's embedded Checkout: its script, its frames and its API (payment pages only). */
export const STRIPE_SOURCES = {
  script: 'https://js.stripe.com',
  frame: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
} as const;

/** Directives a <meta> policy cannot carry (browsers ignore them there): header only. */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

/** An origin (`scheme://host[:port]`) or nothing when the URL is absent or the site's own. */
function otherOrigin(url: string | undefined, site: string): string | undefined {
  if (!url) return undefined;
  const origin = new URL(url).origin;
  return origin === new URL(site).origin ? undefined : origin;
}

/**
 * Astro's `security.csp` for the site. PocketBase answers on the site's own origin behind the
 * production server; elsewhere (development, tests) on an origin of its own, which is then
 * allowed for its API and files. Images may come from a center's own website (an image URL
 * it gave). Frames fall back to default-src: only the payment pages add Stripe's. Pagefind's
 * search runs WebAssembly ('wasm-unsafe-eval'). The accessibility head
 * script runs inline before first paint, so its hash is listed.
 */
export function siteCsp(options: {
  site: string;
  pocketbaseUrl?: string | undefined;
  /** The site's own inline scripts (written into pages as they are): each gets its hash. */
  inlineScripts: readonly string[];
}) {
  const pocketbase = otherOrigin(options.pocketbaseUrl, options.site);
  const withPocketBase = (sources: string) => (pocketbase ? `${sources} ${pocketbase}` : sources);
  return {
    algorithm: 'SHA-256' as const,
    directives: [
      "default-src 'self'",
      withPocketBase("connect-src 'self'"),
      withPocketBase("img-src 'self' data: https:"),
      withPocketBase("media-src 'self'"),
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      withPocketBase("form-action 'self'"),
      "worker-src 'self'",
    ] as CspDirective[],
    scriptDirective: {
      resources: [
        "'self'",
        "'wasm-unsafe-eval'",
        { resource: "'unsafe-hashes'", kind: 'attribute' as const },
      ],
      hashes: [
        ...options.inlineScripts.map(cspHash),
        { hash: cspHash(STYLESHEET_ONLOAD), kind: 'attribute' as const },
      ],
    },
    // Style attributes (the directory map places its markers with them) carry no script:
    // they stay allowed, while every <style> element needs its hash.
    styleDirective: {
      resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' as const }],
      hashes: [cspHash(ISLAND_STYLES)],
    },
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

/** The policy of a page's <meta http-equiv> (undefined without one). */
export function pagePolicy(html: string): Policy | undefined {
  const content = META.exec(html)?.[1];
  if (content === undefined) return undefined;
  return parsePolicy(content.replace(/&#39;|&quot;|&amp;/g, (e) => ATTRIBUTE_ENTITIES[e] ?? e));
}

const ISLAND_STYLE_ELEMENT = `<style>${ISLAND_STYLES}</style>`;
const INLINE_STYLE = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;

/**
 * The page with its inline styles allowed by its own policy: each <style>'s hash is added to
 * the <meta> policy's style-src (the critical CSS is inlined after Astro wrote that policy),
 * and so is the hash of each of `inlineScripts` the page carries to its script-src.
 * Astro's island style, which it writes into <body> with the first island, moves into <head>,
 * where HTML allows a <style>.
 */
export function withInlineStyleHashes(html: string, inlineScripts: readonly string[]): string {
  let page = html;
  const island = page.indexOf(ISLAND_STYLE_ELEMENT);
  const headEnd = page.indexOf('</head>');
  if (island > headEnd && headEnd >= 0) {
    page =
      page.slice(0, headEnd) +
      ISLAND_STYLE_ELEMENT +
      page.slice(headEnd, island) +
      page.slice(island + ISLAND_STYLE_ELEMENT.length);
  }
  const policy = pagePolicy(page);
  if (!policy) return page;
  const styleSrc = policy.get('style-src') ?? ["'self'"];
  // Only the head's styles: the rewrite writes them there, and nothing a visitor or an owner
  // typed ever reaches the head, so no injected <style> could be allowed by its own hash.
  const head = page.slice(0, page.indexOf('</head>'));
  for (const match of head.matchAll(INLINE_STYLE)) {
    const hash = `'${cspHash(match[1] ?? '')}'`;
    if (!styleSrc.includes(hash)) styleSrc.push(hash);
  }
  policy.set('style-src', styleSrc);
  // The site's own inline scripts, as this build wrote them (a function's source text differs
  // between the config's loader and the build's bundle, so they are hashed here).
  const scriptSrc = policy.get('script-src') ?? ["'self'"];
  for (const script of inlineScripts) {
    const hash = `'${cspHash(script)}'`;
    if (page.includes(`<script>${script}</script>`) && !scriptSrc.includes(hash))
      scriptSrc.push(hash);
  }
  policy.set('script-src', scriptSrc);
  const content = serializePolicy(policy).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return page.replace(
    META,
    () => `<meta http-equiv="content-security-policy" content="${content}">`,
  );
}

/** What a page's Astro.csp offers to widen its own policy. */
interface PageCsp {
  insertScriptResource(resource: string): void;
  insertDirective(directive: `connect-src${string}` | `frame-src${string}`): void;
}

/** Opens a page's policy to Stripe's embedded Checkout (the pages that take payments). */
export function allowStripeCheckout(csp: PageCsp): void {
  csp.insertScriptResource(STRIPE_SOURCES.script);
  csp.insertDirective(`frame-src 'self' ${STRIPE_SOURCES.frame}`);
  csp.insertDirective(`connect-src 'self' ${STRIPE_SOURCES.connect}`);
}
