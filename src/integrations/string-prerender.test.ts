import type { AstroPrerenderer } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { stringPrerender } from './string-prerender.ts';

type Factory = (astros: AstroPrerenderer) => AstroPrerenderer;

/** Astro's default prerenderer as far as the integration sees it: its app is made in setup. */
function astrosPrerenderer(app: object) {
  const prerenderer = {
    name: 'astro:default',
    app: undefined as object | undefined,
    setup: vi.fn(() => {
      prerenderer.app = app;
      return Promise.resolve();
    }),
    getStaticPaths: vi.fn(() => Promise.resolve([])),
    render: vi.fn(() => Promise.resolve(new Response('<p>page</p>'))),
  };
  return prerenderer;
}

/** Runs the integration's build hooks as Astro does; gives the prerenderer factory it set. */
async function factoryOf(
  warn = vi.fn(),
): Promise<{ factory: Factory | undefined; warn: typeof warn }> {
  const integration = stringPrerender();
  let factory: Factory | undefined;
  const setPrerenderer = (set: Factory) => {
    factory = set;
  };
  await integration.hooks['astro:build:start']?.({ setPrerenderer } as never);
  // Set after the build's Vite configuration is made (astro:build:setup), never before.
  expect(factory).toBeUndefined();
  await integration.hooks['astro:build:setup']?.({ logger: { warn } } as never);
  return { factory, warn };
}

describe('stringPrerender', () => {
  it("renders with Astro's prerenderer, its build app answering that pages do not stream", async () => {
    const app = { resolveStreaming: (): boolean | undefined => undefined };
    const astros = astrosPrerenderer(app);
    const { factory, warn } = await factoryOf();
    const prerenderer = factory?.(astros);
    await prerenderer?.setup?.();
    expect(astros.setup).toHaveBeenCalledOnce();
    expect(app.resolveStreaming()).toBe(false);
    expect(warn).not.toHaveBeenCalled();

    const request = new Request('http://localhost/faq/');
    await prerenderer?.render(request, { routeData: {} as never });
    expect(astros.render).toHaveBeenCalledWith(request, { routeData: {} });
    await prerenderer?.getStaticPaths();
    expect(astros.getStaticPaths).toHaveBeenCalledOnce();
  });

  it("warns and leaves pages streamed when Astro's build app has no streaming choice", async () => {
    const astros = astrosPrerenderer({});
    const { factory, warn } = await factoryOf();
    await factory?.(astros).setup?.();
    expect(warn).toHaveBeenCalledWith(
      "Astro's build app has no resolveStreaming: pages render streamed",
    );
  });
});
