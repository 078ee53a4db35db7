import { createHash } from 'node:crypto';
import runtime from 'astro/runtime/server/astro-island.prebuilt.js';

/**
 * Astro's island runtime (the <astro-island> element, 4.4 KB) as a file of its own (
 * one round trip): Astro inlines it in every page with an island, where it took about 1.4 KB of
 * the 14 KB a page's first flight carries. As a hashed file it is fetched once and cached for
 * good. Deferred, it defines the element once the page is parsed; islands already in the page
 * then start, as they would have.
 */

/**
 * The runtime's code, as Astro would inline it, after the `Astro` global it reads: Astro's inline
 * directive scripts used to create it first, and the site's directives are defined later, by the
 * page's own script (src/integrations/interaction/client-directives.ts).
 */
export const ISLAND_RUNTIME = `self.Astro||(self.Astro={});${runtime}`;

/** The runtime's file in the build's hashed assets (named by its content). */
export const ISLAND_RUNTIME_PATH = `/_astro/astro-island.${createHash('sha256').update(ISLAND_RUNTIME).digest('hex').slice(0, 8)}.js`;

const INLINE = `<script>${runtime}</script>`;

/** The page with Astro's inline island runtime (if any) loaded from ISLAND_RUNTIME_PATH. */
export function externalIslandRuntime(html: string): string {
  return html.replace(INLINE, `<script src="${ISLAND_RUNTIME_PATH}" defer></script>`);
}
