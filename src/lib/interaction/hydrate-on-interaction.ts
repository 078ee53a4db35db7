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
 * The same asked for by an attribute on the island, for a page script that may run before the
 * directive is set up (module scripts run in document order, the directive's among them): the
 * directive hydrates at once when it finds it, and the event covers a directive set up earlier.
 */
export const HYDRATE_NOW_ATTRIBUTE = 'data-hydrate-now';

/**
 * `client:interact`: the island's JavaScript (and React) loads only when the visitor reaches
 * for it: pointer over it, touch or focus inside it, or a click. Until then the server-rendered
 * HTML is all there is, so a page that is only read loads no React (DESIGN.md decision 4). A
 * click that arrives before hydration is replayed on the same element once React is attached,
 * unless the browser already acted on it natively (a link, a submit button, a summary, a form control).
 */
const hydrateOnInteraction: ClientDirective = (load, options, el) => {
  let hydration: Promise<void> | undefined;
  // A form sent while the island loads (Enter typed into its search box a moment after focusing
  // it): held, and sent again once React has taken the form, so the visitor stays on the page
  // and the island answers it. If the island fails to load, the form is sent as the browser would.
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  const hold = (event: SubmitEvent): void => {
    if (!(event.target instanceof HTMLFormElement) || event.defaultPrevented) return;
    event.preventDefault();
    held = { form: event.target, submitter: event.submitter };
  };
  const hydrate = (): Promise<void> => {
    hydration ??= (async () => {
      for (const type of INTENT_EVENTS) el.removeEventListener(type, onIntent);
      el.addEventListener('submit', hold);
      try {
        // Zod set jitless before any island parses (zod-jitless.ts), fetched beside the island
        // so a page that is only read never loads it.
        const [run] = await Promise.all([load(), import('../zod-jitless.ts')]);
        await run();
      } finally {
        el.removeEventListener('submit', hold);
      }
      // Clicks that land while React loads are replayed by onClick; later ones reach React.
      el.removeEventListener('click', onClick, true);
    })();
    void hydration.then(
      () => {
        const form = held?.form;
        const submitter = held?.submitter;
        held = undefined;
        if (form?.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
      },
      () => {
        const form = held?.form;
        held = undefined;
        if (form?.isConnected) form.submit();
      },
    );
    return hydration;
  };
  const onIntent = (): void => void hydrate();
  const onClick = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    // Links, summaries, submit buttons and form controls act natively before React is there
    // (a checkbox is ticked, a field takes focus); the island reads the form's values when it
    // hydrates, so clicking them again would undo what the visitor did.
    const native = target?.closest(
      'a[href], summary, button[type="submit"], input, select, textarea, label',
    );
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
  if (el.hasAttribute(HYDRATE_NOW_ATTRIBUTE)) void hydrate();
};

export default hydrateOnInteraction;
