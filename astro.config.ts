import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { centerSearchRecords } from './src/features/directory/search-index.ts';
import { env } from './src/lib/env.ts';
import { interactionDirective } from './src/lib/interaction/integration.ts';
import { islandRuntimeFile } from './src/lib/island-runtime/integration.ts';
import { pagefindIntegration } from './src/lib/pagefind-integration.ts';
import { precompressIntegration } from './src/lib/precompress-integration.ts';

// Every public page is pre-rendered from PocketBase at build time (DESIGN.md decision 3).
// Caddy (server/Caddyfile) sends the static files; the Node adapter's standalone server, a
// process of its own, renders the on-demand routes, including a page changed since the last
// build, which the publisher writes into the live release (server/publisher).
export default defineConfig({
  site: env.SITE_URL,
  output: 'static',
  outDir: env.ASTRO_OUT_DIR,
  cacheDir: env.ASTRO_CACHE_DIR,
  adapter: node({ mode: 'standalone' }),
  // Caddy in front passes on the host it was asked for and the visitor's address
  // (X-Forwarded-For), which Astro trusts for this host only: the chat's limits are per visitor.
  security: { allowedDomains: [{ hostname: new URL(env.SITE_URL).hostname }] },
  // Precompression comes last: it compresses what the others wrote (Pagefind's bundle too).
  integrations: [
    react(),
    interactionDirective(),
    islandRuntimeFile(),
    pagefindIntegration({ records: centerSearchRecords }),
    precompressIntegration(),
  ],
  // Pages render four at a time: they wait on file writes, and at 10,000 centers this took the
  // pre-rendering from 27 s to 22 s (issue 12); more gained nothing.
  build: { format: 'directory', concurrency: 4 },
  server: { host: env.HOST, port: env.PORT },
  // Scripts are never inlined into the pages (issue 12: each page's HTML within one round trip);
  // as files they are cached once for every page.
  vite: { plugins: [tailwindcss()], build: { assetsInlineLimit: 0 } },
  // Pages whose getStaticPaths cacheKey (a record's update time) is unchanged are copied from
  // the previous build instead of rendered again (issue 12: edits live in seconds).
  experimental: { incrementalBuild: true },
});
