import { AUTH_STORAGE_KEY } from '../../lib/session.ts';
import { ROOT_CLASSES, STORAGE_KEY } from './settings.ts';

/**
 * Runs in <head> before first paint (serialised into an inline script): applies the stored
 * accessibility settings, or the OS preferences, as classes on <html>, and marks a stored,
 * unexpired session so the header does not flash 'Sign In' before its island hydrates.
 * Self-contained on purpose: it cannot import anything.
 */
function beforePaint(settingsKey: string, authKey: string, classes: typeof ROOT_CLASSES): void {
  const root = document.documentElement;
  let settings: { highContrast?: unknown; reducedMotion?: unknown; fontSize?: unknown } = {};
  try {
    settings = JSON.parse(localStorage.getItem(settingsKey) ?? '{}') as typeof settings;
  } catch {
    settings = {};
  }
  const contrast =
    typeof settings.highContrast === 'boolean'
      ? settings.highContrast
      : matchMedia('(prefers-contrast: more)').matches;
  const motion =
    typeof settings.reducedMotion === 'boolean'
      ? settings.reducedMotion
      : matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (contrast) root.classList.add(classes.highContrast);
  if (motion) root.classList.add(classes.reducedMotion);
  if (settings.fontSize === 'large') root.classList.add(classes.large);
  if (settings.fontSize === 'extra-large') root.classList.add(classes['extra-large']);
  try {
    const auth = JSON.parse(localStorage.getItem(authKey) ?? '{}') as { token?: string };
    const payload = auth.token?.split('.')[1];
    if (payload) {
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
        exp?: number;
      };
      if ((claims.exp ?? 0) * 1000 > Date.now()) root.dataset.session = 'signed-in';
    }
  } catch {
    // No usable session hint: the header shows the signed-out state until it hydrates.
  }
}

/** The inline script's source. */
export const HEAD_SCRIPT = `(${beforePaint.toString()})(${JSON.stringify(STORAGE_KEY)},${JSON.stringify(AUTH_STORAGE_KEY)},${JSON.stringify(ROOT_CLASSES)});`;
