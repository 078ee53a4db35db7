import { HYDRATE_NOW_EVENT } from '../../lib/interaction/hydrate-on-interaction.ts';
import { planOf } from '../../domain/plan/premium.ts';
import { AUTH_STORAGE_KEY } from '../../lib/session.ts';

/**
 * Runs on /pricing (serialised into an inline script, so the page loads no React): for a
 * signed-in visitor, reads their subscription from PocketBase and shows 'Current Plan' on the
 * card of their effective plan. `effectivePlan` is planOf itself (src/domain/plan/premium.ts): one rule.
 * A signed-in visitor is never offered the free card's 'Get Started' (they have an account),
 * and a premium subscriber's card offers Manage Subscription, never buying Premium again.
 * Self-contained on purpose: it cannot import anything.
 */
function showCurrentPlan(
  authKey: string,
  hydrateNowEvent: string,
  effectivePlan: (row: Record<string, unknown> | null) => string,
): void {
  let auth: { token?: string; record?: { id?: string; collectionName?: string } } = {};
  try {
    auth = JSON.parse(localStorage.getItem(authKey) ?? '{}') as typeof auth;
  } catch {
    return;
  }
  const id = auth.record?.id ?? '';
  if (!auth.token || auth.record?.collectionName !== 'users' || !/^[a-z0-9]+$/.test(id)) return;
  // Until hydrated, a plan button is its no-JS fallback, a sign-in link. For a signed-in
  // visitor a tap on it hydrates the island instead (no React before interaction)
  // and is passed on to the control the island renders for them (checkout, dashboard).
  const islands = '[data-plan-card] astro-island';
  const fallbacks = new Set(
    [...document.querySelectorAll(`${islands} a[href]`)].map((a) => a.getAttribute('href')),
  );
  // Hydrates the island (once) and clicks the control it renders in place of its fallback link.
  const handOver = (island: Element, fallback: string | null | undefined): void => {
    const ready = (): HTMLElement | null => {
      const control = island.querySelector<HTMLElement>('a[href], button');
      const unchanged = !control || control.getAttribute('href') === fallback;
      return unchanged || island.hasAttribute('ssr') ? null : control;
    };
    const control = ready();
    if (control) {
      control.click();
      return;
    }
    const observer = new MutationObserver(() => {
      const hydrated = ready();
      if (!hydrated) return;
      observer.disconnect();
      hydrated.click();
    });
    observer.observe(island, { childList: true, subtree: true, attributes: true });
    island.dispatchEvent(new Event(hydrateNowEvent));
  };
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const island = link?.closest(islands);
      const fallback = link?.getAttribute('href');
      if (!link || !island || !fallbacks.has(fallback ?? null)) return;
      event.preventDefault();
      handOver(island, fallback);
    },
    true,
  );
  const card = (type: string) =>
    document.querySelector(`[data-plan-card][data-plan-type="${type}"]`);
  const freeAction = card('free')?.querySelector<HTMLElement>('[data-plan-action]');
  if (freeAction) freeAction.hidden = true;
  const base =
    document.querySelector<HTMLMetaElement>('meta[name="pocketbase-url"]')?.content ?? '';
  const filter = encodeURIComponent(`user='${id}'`);
  fetch(`${base}/api/collections/subscriptions/records?perPage=1&skipTotal=1&filter=${filter}`, {
    headers: { Authorization: auth.token },
  })
    .then((response) => {
      if (!response.ok) throw new Error(`Plan check answered ${String(response.status)}`);
      return response.json() as Promise<{ items: Record<string, unknown>[] }>;
    })
    .then((list) => {
      const type = effectivePlan(list.items[0] ?? null);
      const badge = card(type)?.querySelector<HTMLElement>('[data-current-plan]');
      if (badge) badge.hidden = false;
      if (type !== 'premium') return;
      // The island offers Manage Subscription once hydrated: this button stands for it until
      // then, and hands the click over.
      const premiumCard = card('premium');
      const action = premiumCard?.querySelector<HTMLElement>('[data-plan-action]');
      const manage = premiumCard?.querySelector<HTMLElement>('[data-manage-subscription]');
      const island = action?.querySelector('astro-island');
      if (!action || !manage || !island) return;
      const fallback = island.querySelector('a[href]')?.getAttribute('href');
      action.hidden = true;
      manage.hidden = false;
      manage.addEventListener('click', () => {
        handOver(island, fallback);
      });
    })
    .catch((error: unknown) => {
      // No badge: the cards still work; the buttons check the plan themselves.
      console.error('Could not read the current plan', error);
    });
}

/** The inline script's source. */
export const CURRENT_PLAN_SCRIPT = `(${showCurrentPlan.toString()})(${JSON.stringify(AUTH_STORAGE_KEY)},${JSON.stringify(HYDRATE_NOW_EVENT)},${planOf.toString()});`;
