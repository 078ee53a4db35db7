import {
  initialSettings,
  ROOT_CLASSES,
  rootClasses,
  STORAGE_KEY,
  type AccessibilitySettings,
  type FontSize,
} from './settings.ts';

function readSettings(): AccessibilitySettings {
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
 * Shows the settings on the panel's controls (aria-checked / aria-pressed and On/Off, in the
 * page's language: the panel carries both words).
 */
function showSettings(panel: HTMLElement, settings: AccessibilitySettings): void {
  for (const button of panel.querySelectorAll<HTMLElement>('[data-a11y-switch]')) {
    const on = settings[button.dataset.a11ySwitch as 'highContrast' | 'reducedMotion'];
    button.setAttribute('aria-checked', String(on));
    button.textContent = (on ? panel.dataset.on : panel.dataset.off) ?? '';
  }
  for (const button of panel.querySelectorAll<HTMLElement>('[data-a11y-size]')) {
    button.setAttribute('aria-pressed', String(button.dataset.a11ySize === settings.fontSize));
  }
}

/** Applies the settings to <html> (the classes the head script set before first paint). */
function applySettings(settings: AccessibilitySettings): void {
  const root = document.documentElement.classList;
  root.remove(...Object.values(ROOT_CLASSES));
  root.add(...rootClasses(settings));
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // See readSettings.
  }
}

/**
 * Wires the 'Accessibility Options' popover (public-side.md section 3): its switches and text
 * sizes change, apply and remember the settings; opening it puts focus on its first control.
 */
export function initAccessibilityPanel(): void {
  const panel = document.getElementById('accessibility-options');
  if (!panel) return;
  let settings = readSettings();
  showSettings(panel, settings);
  panel.addEventListener('toggle', (event) => {
    if (event.newState === 'open') {
      panel.querySelector<HTMLElement>('[data-a11y-switch]')?.focus();
    }
  });
  panel.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    const key = button.dataset.a11ySwitch as 'highContrast' | 'reducedMotion' | undefined;
    const size = button.dataset.a11ySize as FontSize | undefined;
    if (key) settings = { ...settings, [key]: !settings[key] };
    else if (size) settings = { ...settings, fontSize: size };
    else return;
    applySettings(settings);
    showSettings(panel, settings);
  });
}
