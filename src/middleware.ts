import { fileURLToPath } from 'node:url';
import { defineMiddleware } from 'astro:middleware';
import { builtOutDir, builtStylesheets } from './integrations/critical-css/critical-css-render.ts';
import { inlineCriticalCss } from './integrations/critical-css/critical-css.ts';
import { withoutInlineDirectives } from './integrations/interaction/client-directives.ts';
import { externalIslandRuntime } from './integrations/island-runtime/island-runtime.ts';
import { rewriteHtml } from './integrations/rewrite-html.ts';

// Every page, pre-rendered or on demand, is rewritten once as it renders (issue 12, one round
// trip): the CSS its first paint needs inline, Astro's island runtime loaded from its cached
// file (the island-runtime integration writes it), and no inline directive scripts (the page's
// own script defines them: client-directives.ts). Outside a build the CSS is left as it is.
const outDir = builtOutDir(fileURLToPath(import.meta.url));
const stylesheet = outDir ? builtStylesheets(outDir) : () => undefined;

export const onRequest = defineMiddleware(async (_context, next) =>
  rewriteHtml(await next(), (html) =>
    inlineCriticalCss(withoutInlineDirectives(externalIslandRuntime(html)), stylesheet),
  ),
);
