import type { ClientDirective } from 'astro';
import hydrateOnInteraction from '../../lib/interaction/hydrate-on-interaction.ts';

/**
 * The hydration directives islands use, defined by the page's own (cached) script instead of
 * the inline scripts Astro writes into each page (one round trip: about 0.45 KB of
 * the 14 KB a page's first flight carries). src/middleware.ts removes those inline scripts
 * (withoutInlineDirectives) and BaseLayout's script calls defineClientDirectives. An island
 * that finds its directive undefined waits for the `astro:<name>` event, so the order in which
 * the island runtime and this script run does not matter.
 */

/** Tries at sending a held form again while React finishes attaching (50 ms apart). */
const RESEND_TRIES = 40;

/**
 * `client:load`, as Astro's own: hydrate as soon as the page's scripts run. A form sent while
 * the island's JavaScript loads (a quick tap on Sign In) is held and sent again once React
 * takes it: sent natively, it would leave the page with what it holds, a password included.
 * Held only when it has no `action` of its own (it works only with its island's JavaScript)
 * and nothing on the page handled the submit (its default not prevented by the time it
 * bubbles to the window), so React, once attached, always sees it first.
 */
const hydrateNow: ClientDirective = (load, _options, el) => {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  const hold = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !el.contains(form)) return;
    if (event.defaultPrevented || form.hasAttribute('action')) return;
    event.preventDefault();
    held = { form, submitter: event.submitter };
  };
  window.addEventListener('submit', hold);
  void (async () => {
    const hydrate = await load();
    await hydrate();
    for (let tries = 0; held && tries < RESEND_TRIES; tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const { form, submitter } = held;
      held = undefined;
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
    }
    window.removeEventListener('submit', hold);
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
