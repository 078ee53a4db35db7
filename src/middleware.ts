import { fileURLToPath } from 'node:url';
import { defineMiddleware } from 'astro:middleware';
import { HEAD_SCRIPT } from './features/accessibility/head-script.ts';
import { CURRENT_PLAN_SCRIPT } from './features/payments/current-plan-script.ts';
import { withExactPolicy } from './integrations/csp/policy.ts';
import {
  builtOutDir,
  builtStylesheets,
  PUBLISH_RENDER_HEADER,
} from './integrations/critical-css/critical-css-render.ts';
import { inlineCriticalCss } from './integrations/critical-css/critical-css.ts';
import { env } from './lib/env.ts';
import { withoutInlineDirectives } from './integrations/interaction/client-directives.ts';
import { externalIslandRuntime } from './integrations/island-runtime/island-runtime.ts';
import { recordPageFacts } from './integrations/page-facts.ts';
import { rewriteHtml } from './integrations/rewrite-html.ts';

// Every page, pre-rendered or on demand, is rewritten once as it renders (one round
// trip): the CSS its first paint needs inline, Astro's island runtime loaded from its cached
// file (the island-runtime integration writes it), and no inline directive scripts (the page's
// own script defines them: client-directives.ts). Outside a build the CSS is left as it is.
// The page's content security policy then allows the styles it inlines, by their hashes; at
// build time the page's facts (that policy, its pictures) are recorded as it is written, and the
// page goes without its <meta> policy (page-facts.ts).
const outDir = builtOutDir(fileURLToPath(import.meta.url));
const stylesheet = outDir ? builtStylesheets(outDir) : () => undefined;

// Critical CSS only where the site-wide policy will allow its style: pre-rendered pages (the
// build lists their hashes) and pages the publisher writes into the live release (it adds
// theirs). Other on-demand answers keep the linked stylesheet.
export const onRequest = defineMiddleware(async (context, next) => {
  const inlines = context.isPrerendered || context.request.headers.has(PUBLISH_RENDER_HEADER);
  return rewriteHtml(await next(), (html) => {
    const page = withoutInlineDirectives(externalIslandRuntime(html));
    const exact = withExactPolicy(inlines ? inlineCriticalCss(page, stylesheet) : page, [
      HEAD_SCRIPT,
      CURRENT_PLAN_SCRIPT,
    ]);
    return context.isPrerendered
      ? recordPageFacts(context.url.pathname, exact, env.PUBLIC_POCKETBASE_URL)
      : exact;
  });
});
