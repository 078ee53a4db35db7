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
 * on-demand routes) Astro pre-renders pages through its streaming path too: each chunk is
 * encoded on its own, and the build then reads them all back to write the file. At build time
 * nobody reads a page as it streams. Rendered to a string, as Astro does for a site without an
 * adapter, a page is the same bytes for less work on the build's one rendering thread.
 * On-demand pages (the Node server) still stream. Astro's own prerenderer does the rendering:
 * this only answers its build app's streaming question (`resolveStreaming`, which it otherwise
 * answers with "stream" whenever the site has a server).
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
