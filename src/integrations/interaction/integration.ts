import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:interact` (see hydrate-on-interaction.ts) for every island of the site. */
export function interactionDirective(): AstroIntegration {
  return {
    name: 'mn-directory-client-interact',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interact',
          // esbuild, which bundles the directive, takes a file path, not a file: URL.
          entrypoint: fileURLToPath(
            new URL('../../lib/interaction/hydrate-on-interaction.ts', import.meta.url),
          ),
        });
      },
    },
  };
}
