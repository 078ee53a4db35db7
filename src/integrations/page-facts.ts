import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { picturesOf, type Picture } from './picture-addresses.ts';
import { takePolicyMeta } from './csp/policy.ts';

/**
 * What the build needs to know of every page it outputs, taken as each page renders instead of
 * read back from tens of thousands of written files afterwards: the page's content security
 * policy (its <meta>, which the page then goes without: the server sends the union of them all
 * as a header, see csp/integration.ts) and the pictures it shows (copied into the release, see
 * pictures.ts).
 *
 * A page an incremental build restores from Astro's cache is not rendered, so its facts come
 * from the previous build: they are kept in the cache folder beside Astro's own record of the
 * pages (`PAGE_FACTS_FILE`). The two go together: ours names the state of Astro's it was
 * written with, and without ours, or when Astro's has changed since (a build that failed after
 * Astro wrote its record and before this one wrote ours), Astro's is removed before the build,
 * so that every page renders and gives its facts again.
 */
export interface PageFacts {
  /** The content of the page's policy <meta>, as Astro wrote it; undefined without one. */
  policy?: string | undefined;
  pictures: Picture[];
}

/** The facts of the last build's pages, in the build cache (Astro's cacheDir). */
export const PAGE_FACTS_FILE = 'page-facts.json';
/** Astro's record of the pages its incremental build can restore (astro/dist/core/build). */
const ASTRO_INCREMENTAL_FILE = 'incremental-build.json';
/** Bumped when the stored form changes: an older file then counts as missing. */
const VERSION = 1;

interface Stored {
  version: number;
  /** A digest of Astro's record of the pages when these facts were written. */
  astroRecord: string;
  /** The distinct policies, which tens of thousands of pages share. */
  policies: string[];
  /** Page (pageKey) -> [index in policies or -1, its pictures]. */
  pages: Record<string, [number, Picture[]]>;
}

interface Collecting {
  /** The pages rendered so far; undefined once the build is done. */
  rendered?: Map<string, PageFacts> | undefined;
  /** Every page's facts, once the build is done. */
  built?: PageFacts[];
}

/**
 * The build's collection, shared between this integration (loaded with Astro's config) and
 * the middleware (loaded from the build's own bundle): two copies of this module, one process.
 */
const COLLECTING = Symbol.for('mn-directory.page-facts');
const store = globalThis as { [COLLECTING]?: Collecting };

/**
 * A copy of `text` that does not keep the page it was cut from in memory. V8 shares a
 * substring's memory with the string it was taken from, so a policy or picture address kept
 * as matched would keep its whole page alive until the build ends: tens of thousands of pages.
 * Equal texts share one copy (most pages share a policy).
 */
const copies = new Map<string, string>();
function detached(text: string): string {
  let copy = copies.get(text);
  if (copy === undefined) {
    copy = Buffer.from(text, 'utf8').toString('utf8');
    copies.set(copy, copy);
  }
  return copy;
}

/** One key per page, whichever way its address is written (leading or trailing slash). */
const pageKey = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '');

/**
 * The page as it goes into the build's output (pre-rendered pages only, while a build collects
 * their facts): its facts recorded and its policy <meta> taken out. Anything else is returned
 * as it is: pages rendered on demand keep their <meta>.
 */
export function recordPageFacts(pathname: string, html: string, publicUrl: string): string {
  const rendered = store[COLLECTING]?.rendered;
  if (!rendered) return html;
  const taken = takePolicyMeta(html);
  const page = taken?.rest ?? html;
  const pictures = page.includes('/api/files/') ? picturesOf(page, publicUrl) : [];
  rendered.set(detached(pageKey(pathname)), {
    policy: taken && detached(taken.content),
    pictures: pictures.map(({ path, file }) => ({ path: detached(path), file: detached(file) })),
  });
  return page;
}

/** The facts of every page of the finished build (after pageFacts' astro:build:done). */
export function builtPageFacts(): PageFacts[] {
  const built = store[COLLECTING]?.built;
  if (!built) throw new Error('page facts are read after the build, with pageFacts() listed first');
  return built;
}

function fromStored(stored: Stored): Map<string, PageFacts> {
  if (stored.version !== VERSION)
    throw new Error(`page facts of version ${String(stored.version)}`);
  const facts = new Map<string, PageFacts>();
  for (const [key, [policy, pictures]] of Object.entries(stored.pages)) {
    facts.set(key, { policy: policy >= 0 ? stored.policies[policy] : undefined, pictures });
  }
  return facts;
}

/** A digest of Astro's record of the pages as it is now ('' without one). */
async function astroRecordDigest(file: string): Promise<string> {
  const record = await readFile(file).catch(() => undefined);
  return record ? createHash('sha256').update(record).digest('base64url') : '';
}

function toStored(facts: Map<string, PageFacts>, astroRecord: string): Stored {
  const policies = new Map<string, number>();
  const pages: Stored['pages'] = {};
  for (const [key, { policy, pictures }] of facts) {
    let index = -1;
    if (policy !== undefined) {
      index = policies.get(policy) ?? policies.size;
      policies.set(policy, index);
    }
    pages[key] = [index, pictures];
  }
  return { version: VERSION, astroRecord, policies: [...policies.keys()], pages };
}

/**
 * Collects every page's facts during the build (listed before the integrations that read them
 * with builtPageFacts).
 */
export function pageFacts(): AstroIntegration {
  let file = '';
  let astroFile = '';
  let previous = new Map<string, PageFacts>();
  return {
    name: 'mn-directory-page-facts',
    hooks: {
      'astro:config:done': ({ config }) => {
        file = fileURLToPath(new URL(PAGE_FACTS_FILE, config.cacheDir));
        astroFile = fileURLToPath(new URL(ASTRO_INCREMENTAL_FILE, config.cacheDir));
      },
      'astro:build:start': async ({ logger }) => {
        store[COLLECTING] = { rendered: new Map() };
        try {
          const stored = JSON.parse(await readFile(file, 'utf8')) as Stored;
          if (stored.astroRecord !== (await astroRecordDigest(astroFile))) {
            throw new Error("Astro's record of the pages changed since");
          }
          previous = fromStored(stored);
        } catch (error) {
          previous = new Map();
          // Astro would restore pages whose facts are unknown: it renders them all instead.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
            logger.warn(`${PAGE_FACTS_FILE} not usable (${String(error)}): every page renders`);
          }
          await rm(astroFile, { force: true });
        }
      },
      'astro:build:done': async ({ pages }) => {
        const rendered = store[COLLECTING]?.rendered;
        if (!rendered) return;
        const facts = new Map<string, PageFacts>();
        for (const { pathname } of pages) {
          const key = pageKey(pathname);
          const known = rendered.get(key) ?? previous.get(key);
          if (!known) {
            // Not rendered, and not known from the last build: the next one renders every page.
            await Promise.all([rm(file, { force: true }), rm(astroFile, { force: true })]);
            throw new Error(`No facts for the page /${key}: the next build renders every page`);
          }
          facts.set(key, known);
        }
        await writeFile(file, JSON.stringify(toStored(facts, await astroRecordDigest(astroFile))));
        store[COLLECTING] = { built: [...facts.values()] };
        previous = new Map();
      },
    },
  };
}
