import type { ClientDirective } from 'astro';

/** What counts as the visitor reaching for an island: pointing at it, touching it, focusing into it. */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Dispatched on an island (`el.dispatchEvent(new Event(HYDRATE_NOW_EVENT))`) by a page script
 * that already knows the visitor will use it, e.g. a signed-in visitor on /pricing: it hydrates
 * at once, so a quick tap meets the island's real controls rather than its no-JS fallback.
 */
export const HYDRATE_NOW_EVENT = 'interact:hydrate';

/**
 * `client:interact`: the island's JavaScript (and React) loads only when the visitor reaches
 * for it: pointer over it, touch or focus inside it, or a click. Until then the server-rendered
 * HTML is all there is, so a page that is only read loads no React (DESIGN.md decision 4). A
 * click that arrives before hydration is replayed on the same element once React is attached,
 * unless the browser already acted on it natively (a link, a submit button, a summary).
 */
const hydrateOnInteraction: ClientDirective = (load, options, el) => {
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
  // `client:interact="selector"`: the island (a dialog, say) is opened by controls elsewhere on
  // the page; reaching for any of those hydrates it. The page's own script handles their
  // clicks (the island reads what was asked for once it runs), so none is replayed here.
  const trigger = typeof options.value === 'string' && options.value ? options.value : null;
  if (trigger) {
    const onTriggerIntent = (event: Event): void => {
      if (event.target instanceof Element && event.target.closest(trigger)) {
        for (const type of [...INTENT_EVENTS, 'click'])
          document.removeEventListener(type, onTriggerIntent, true);
        void hydrate();
      }
    };
    for (const type of [...INTENT_EVENTS, 'click'])
      document.addEventListener(type, onTriggerIntent, { capture: true, passive: true });
  }
  for (const type of INTENT_EVENTS) el.addEventListener(type, onIntent, { passive: true });
  el.addEventListener(HYDRATE_NOW_EVENT, onIntent, { once: true });
  el.addEventListener('click', onClick, true);
};

export default hydrateOnInteraction;
