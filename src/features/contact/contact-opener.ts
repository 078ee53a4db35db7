import { INTENT_EVENTS } from '../../lib/interaction/hydrate-on-interaction.ts';

/**
 * The footer's 'Contact Us' button, on every page (no island, so a page that is only
 * read carries neither React nor Astro's island code). The dialog and what it needs (React,
 * the PocketBase SDK, zod) load when the visitor reaches for the button: pointer, touch or
 * focus; a click opens it once loaded.
 */
export function startContactButton(root: Document): void {
  const button = root.querySelector<HTMLElement>('[data-contact-open]');
  const host = root.querySelector<HTMLElement>('[data-contact-dialog]');
  if (!button || !host) return;
  let opener: Promise<() => void> | undefined;
  const load = () =>
    (opener ??= import('./mount-contact-dialog.tsx').then((m) => m.mountContactDialog(host)));
  // What counts as reaching for it is what hydrates a `client:interact` island.
  for (const type of INTENT_EVENTS) {
    button.addEventListener(type, () => void load(), { once: true, passive: true });
  }
  button.addEventListener('click', () => {
    void load().then((open) => {
      open();
    });
  });
}
