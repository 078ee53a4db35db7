import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { HEAD_SCRIPT } from './src/features/accessibility/head-script.ts';
import { centerSearchRecords, checkPageOrder } from './src/features/directory/search-index.ts';
import { cspPolicyFile } from './src/integrations/csp/integration.ts';
import { siteCsp, siteHeaderDirectives } from './src/integrations/csp/policy.ts';
import { env } from './src/lib/env.ts';
import { DEFAULT_LOCALE, LOCALES } from './src/lib/i18n/locales.ts';
import { interactionDirective } from './src/integrations/interaction/integration.ts';
import { pageFacts } from './src/integrations/page-facts.ts';
import { islandRuntimeFile } from './src/integrations/island-runtime/integration.ts';
import { pagefindIntegration } from './src/integrations/pagefind.ts';
import { picturesIntegration } from './src/integrations/pictures.ts';
import { precompressIntegration } from './src/integrations/precompress.ts';
import { stringPrerender } from './src/integrations/string-prerender.ts';

const cspOptions = {
  site: env.SITE_URL,
  pocketbaseUrl: env.PUBLIC_POCKETBASE_URL,
  inlineScripts: [HEAD_SCRIPT],
};

// Every public page is pre-rendered from PocketBase at build time (DESIGN.md decision 3).
// Caddy (server/Caddyfile) sends the static files; the Node adapter's standalone server, a
// process of its own, renders the on-demand routes, including a page changed since the last
// build, which the publisher writes into the live release (server/publisher).
export default defineConfig({
  site: env.SITE_URL,
  output: 'static',
  // English keeps its addresses; Spanish, Somali and Hmong pages live under /es/, /so/, /hmn/
  // (src/pages/[locale]/ renders the English page files in each of them).
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  outDir: env.ASTRO_OUT_DIR,
  cacheDir: env.ASTRO_CACHE_DIR,
  adapter: node({ mode: 'standalone' }),
  // Caddy in front passes on the host it was asked for and the visitor's address
  // (X-Forwarded-For), which Astro trusts for this host only: the chat's limits are per visitor.
  security: {
    allowedDomains: [{ hostname: new URL(env.SITE_URL).hostname }],
    csp: siteCsp(cspOptions),
  },
  // Precompression comes last: it compresses what the others wrote (Pagefind's bundle too).
  integrations: [
    react(),
    interactionDirective(),
    islandRuntimeFile(),
    stringPrerender(),
    pagefindIntegration({ records: centerSearchRecords, check: checkPageOrder }),
    // Each page's policy and pictures, taken as it renders, for the two below.
    pageFacts(),
    cspPolicyFile({ directives: siteHeaderDirectives(cspOptions) }),
    // The pages' pictures, copied for Caddy to send (src/integrations/pictures.ts).
    picturesIntegration(),
    precompressIntegration(),
  ],
  // Pages render four at a time: they wait on file writes, and at 10,000 centers this took the
  // pre-rendering from 27 s to 22 s; more gained nothing.
  build: { format: 'directory', concurrency: 4 },
  // Each page's policy as a <meta>, with a hash of every script and style (docs/standards.md);
  // the build also writes the union of them all for the server's header (csp-policy.txt).
  server: { host: env.HOST, port: env.PORT },
  // Astro's log without a line for each of the build's pages (src/integrations/build-log.ts).
  logger: { entrypoint: './src/integrations/build-log.ts' },
  // Scripts are never inlined into the pages (each page's HTML within one round trip);
  // as files they are cached once for every page.
  vite: { plugins: [tailwindcss()], build: { assetsInlineLimit: 0 } },
  // Pages whose getStaticPaths cacheKey (a record's update time) is unchanged are copied from
  // the previous build instead of rendered again (edits live in seconds).
  experimental: { incrementalBuild: true },
});
