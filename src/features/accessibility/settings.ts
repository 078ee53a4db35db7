/**
 * Accessibility settings (public-side.md sections 3 and 4): high contrast and reduced motion
 * start from the operating system's preferences; text size starts at normal. They are kept
 * in localStorage and applied as classes on <html> — by the inline head script before first
 * paint, then by the panel.
 */
export interface AccessibilitySettings {
  highContrast: boolean;
  reducedMotion: boolean;
  fontSize: FontSize;
}
export type FontSize = 'normal' | 'large' | 'extra-large';

/**
 * The stored settings when they have this shape. Checked by hand, not with zod: every page
 * reads them, and pages that validate no form load no zod.
 */
function parseSettings(value: unknown): AccessibilitySettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const { highContrast, reducedMotion, fontSize } = value as Record<string, unknown>;
  if (typeof highContrast !== 'boolean' || typeof reducedMotion !== 'boolean') return null;
  const size = FONT_SIZES.find((choice) => choice.value === fontSize);
  return size ? { highContrast, reducedMotion, fontSize: size.value } : null;
}

/** The localStorage key the settings live under (the head script reads it too). */
export const STORAGE_KEY = 'accessibility-settings';

/** The class each setting puts on <html>. */
export const ROOT_CLASSES = {
  highContrast: 'high-contrast',
  reducedMotion: 'reduced-motion',
  large: 'text-size-large',
  'extra-large': 'text-size-extra-large',
} as const;

/**
 * Text size choices as the panel shows them; `name` is the key of its spoken name in the
 * 'common' catalog's `accessibility` messages.
 */
export const FONT_SIZES: readonly {
  value: FontSize;
  label: string;
  name: 'normal' | 'large' | 'extraLarge';
}[] = [
  { value: 'normal', label: 'A', name: 'normal' },
  { value: 'large', label: 'A+', name: 'large' },
  { value: 'extra-large', label: 'A++', name: 'extraLarge' },
];

/** Settings from storage when valid, else from the OS preferences with normal text. */
export function initialSettings(
  stored: string | null,
  prefers: { contrast: boolean; reducedMotion: boolean },
): AccessibilitySettings {
  if (stored) {
    try {
      const parsed = parseSettings(JSON.parse(stored));
      if (parsed) return parsed;
    } catch {
      // Corrupt storage: fall back to the OS preferences.
    }
  }
  return {
    highContrast: prefers.contrast,
    reducedMotion: prefers.reducedMotion,
    fontSize: 'normal',
  };
}

/** The classes <html> carries for the given settings. */
export function rootClasses(settings: AccessibilitySettings): string[] {
  const classes: string[] = [];
  if (settings.highContrast) classes.push(ROOT_CLASSES.highContrast);
  if (settings.reducedMotion) classes.push(ROOT_CLASSES.reducedMotion);
  if (settings.fontSize !== 'normal') classes.push(ROOT_CLASSES[settings.fontSize]);
  return classes;
}
