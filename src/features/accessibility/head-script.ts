import { transformSync } from 'esbuild';
import {
  AUTH_STORAGE_KEY,
  readStoredSession,
  tokenExpiry,
  toSessionUser,
} from '../../lib/stored-session.ts';
import { ROOT_CLASSES, STORAGE_KEY } from './settings.ts';

/**
 * Runs in <head> before first paint (serialised into an inline script): applies the stored
 * accessibility settings, or the OS preferences, as classes on <html>; marks that scripts run
 * (`js`: controls that need them show); and marks a stored, unexpired session and its role, so
 * the header, menu and footer show the signed-in parts from the first paint (the page chrome's
 * CSS hides the other state). Self-contained on purpose: it can only call what is serialised
 * beside it.
 */
function beforePaint(
  settingsKey: string,
  authKey: string,
  classes: typeof ROOT_CLASSES,
  storedSession: typeof readStoredSession,
): void {
  const root = document.documentElement;
  root.classList.add('js');
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
    const session = storedSession(localStorage.getItem(authKey), Date.now());
    if (session) {
      root.dataset.session = 'signed-in';
      root.dataset.role = session.user.role;
    }
  } catch {
    // Storage blocked: the signed-out state shows until the page chrome's script runs.
  }
}

/**
 * The inline script, minified: it is in every page's first round trip, and
 * `toString()` gives the functions as written, comments and indentation included. Wrapped in a
 * function so that its helpers are not globals of the page, which also lets the minifier
 * shorten their names.
 */
export const HEAD_SCRIPT = transformSync(
  `(()=>{${tokenExpiry.toString()};${toSessionUser.toString()};${readStoredSession.toString()};(${beforePaint.toString()})(${JSON.stringify(STORAGE_KEY)},${JSON.stringify(AUTH_STORAGE_KEY)},${JSON.stringify(ROOT_CLASSES)},readStoredSession)})();`,
  { minify: true, target: 'es2020' },
).code.trim();
