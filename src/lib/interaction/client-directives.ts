import type { ClientDirective } from 'astro';
import hydrateOnInteraction from './hydrate-on-interaction.ts';

/**
 * The hydration directives islands use, defined by the page's own (cached) script instead of
 * the inline scripts Astro writes into each page (issue 12, one round trip: about 0.45 KB of
 * the 14 KB a page's first flight carries). src/middleware.ts removes those inline scripts
 * (withoutInlineDirectives) and BaseLayout's script calls defineClientDirectives. An island
 * that finds its directive undefined waits for the `astro:<name>` event, so the order in which
 * the island runtime and this script run does not matter.
 */

/** `client:load`, as Astro's own: hydrate as soon as the page's scripts run. */
const hydrateNow: ClientDirective = (load) => {
  void (async () => {
    const hydrate = await load();
    await hydrate();
  })();
};

const DIRECTIVES: Record<string, ClientDirective> = {
  load: hydrateNow,
  interact: hydrateOnInteraction,
};

/** The directives this script defines: their inline copies are removed from pages. */
export const CLIENT_DIRECTIVE_NAMES = Object.keys(DIRECTIVES);

type AstroGlobal = Record<string, ClientDirective | undefined>;

/** Defines each directive (once) and tells the islands waiting for it. */
export function defineClientDirectives(): void {
  const scope = self as unknown as { Astro?: AstroGlobal };
  const astro = (scope.Astro ??= {});
  for (const [name, directive] of Object.entries(DIRECTIVES)) {
    if (astro[name]) continue;
    astro[name] = directive;
    window.dispatchEvent(new Event(`astro:${name}`));
  }
}

/**
 * An inline directive script as Astro writes it:
 * `<script>(()=>{…(self.Astro||(self.Astro={})).NAME=e;window.dispatchEvent(new Event("astro:NAME"));})();</script>`
 * (a directive of the site's own ends in a line break).
 */
const INLINE_DIRECTIVE =
  /<script>\(\(\)=>\{(?:(?!<\/script>)[\s\S])*?\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.(\w+)=\w+;window\.dispatchEvent\(new Event\("astro:\1"\)\);\}\)\(\);\s*<\/script>/g;

/** The page without Astro's inline scripts for the directives defineClientDirectives defines. */
export function withoutInlineDirectives(html: string): string {
  return html.replace(INLINE_DIRECTIVE, (script, name: string) =>
    CLIENT_DIRECTIVE_NAMES.includes(name) ? '' : script,
  );
}
