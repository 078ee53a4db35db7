import type { ClientDirective } from 'astro';

/** What counts as the visitor reaching for an island: pointing at it, touching it, focusing into it. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * `client:interact`: the island's JavaScript (and React) loads only when the visitor reaches
 * for it: pointer over it, touch or focus inside it, or a click. Until then the server-rendered
 * HTML is all there is, so a page that is only read loads no React (DESIGN.md decision 4). A
 * click that arrives before hydration is replayed on the same element once React is attached,
 * unless the browser already acted on it natively (a link, a submit button, a summary).
 */
const hydrateOnInteraction: ClientDirective = (load, _options, el) => {
  let hydration: Promise<void> | undefined;
  const hydrate = (): Promise<void> => {
    hydration ??= (async () => {
      for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent);
      const run = await load();
      await run();
      // Clicks that land while React loads are replayed by onClick; later ones reach React.
      el.removeEventListener('click', onClick, true);
    })();
    return hydration;
  };
  const onIntent = (): void => void hydrate();
  const onClick = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    const native = target?.closest('a[href], summary, button[type="submit"], input[type="submit"]');
    const replay = target && !native && target instanceof HTMLElement ? target : null;
    void hydrate().then(() => {
      if (replay?.isConnected) replay.click();
    });
  };
  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { passive: true });
  el.addEventListener('click', onClick, true);
};

export default hydrateOnInteraction;
