import type { AstroIntegration, AstroPrerenderer } from 'astro';

type SetPrerenderer = Parameters<
  NonNullable<AstroIntegration['hooks']['astro:build:start']>
>[0]['setPrerenderer'];

/** The part of Astro's build app (its default prerenderer's `app`) this integration sets. */
interface StreamingChoice {
  resolveStreaming?: () => boolean | undefined;
}

/**
 * Pre-renders each page to a string instead of a stream. With an adapter (the site has
 * on-demand routes) Astro pre-renders pages through its streaming path too: each chunk encoded
 * on its own, then read back whole before the file is written, as nobody reads a page while it
 * streams at build time. Rendered to a string, as Astro does for a site without an adapter, a
 * page is the same bytes for less work on the build's one rendering thread. On-demand pages
 * (the Node server) still stream. Astro's own prerenderer does the rendering: this only
 * answers its build app's streaming question (`resolveStreaming`, which Astro's build app
 * leaves to the adapter's default).
 */
export function stringPrerender(): AstroIntegration {
  let setPrerenderer: SetPrerenderer | undefined;
  return {
    name: 'mn-directory-string-prerender',
    hooks: {
      'astro:build:start': (params) => {
        setPrerenderer = params.setPrerenderer;
      },
      // Set only once Astro has made the build's Vite configuration: with a prerenderer set
      // before, Astro leaves its own prerender entry out of the bundle (it expects the
      // adapter to bring one), and this prerenderer is Astro's, rendering that entry.
      'astro:build:setup': ({ logger }) => {
        setPrerenderer?.((astros): AstroPrerenderer => ({
          ...astros,
          name: 'mn-directory-string-prerender',
          setup: async () => {
            await astros.setup?.();
            const app = (astros as { app?: StreamingChoice }).app;
            if (typeof app?.resolveStreaming !== 'function') {
              // Only slower, not wrong: pages render as Astro chose.
              logger.warn("Astro's build app has no resolveStreaming: pages render streamed");
              return;
            }
            app.resolveStreaming = () => false;
          },
        }));
      },
    },
  };
}
