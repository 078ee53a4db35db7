import { atom, onMount } from 'nanostores';
import {
  initialSettings,
  ROOT_CLASSES,
  rootClasses,
  STORAGE_KEY,
  type AccessibilitySettings,
} from './settings.ts';

function readInitial(): AccessibilitySettings {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes); settings then last for the page only.
  }
  return initialSettings(stored, {
    contrast: matchMedia('(prefers-contrast: more)').matches,
    reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
  });
}

/**
 * The visitor's accessibility settings. Read from storage and the OS preferences when the
 * first island subscribes in the browser (never during server rendering).
 */
export const $accessibility = atom<AccessibilitySettings>(
  initialSettings(null, {
    contrast: false,
    reducedMotion: false,
  }),
);
onMount($accessibility, () => {
  $accessibility.set(readInitial());
});

/** Updates, applies to <html> and remembers the settings. */
export function updateAccessibility(change: Partial<AccessibilitySettings>): void {
  const next = { ...$accessibility.get(), ...change };
  $accessibility.set(next);
  const root = document.documentElement.classList;
  root.remove(...Object.values(ROOT_CLASSES));
  root.add(...rootClasses(next));
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // See readInitial.
  }
}
