/**
 * The plan cards and benefits as the dashboard shows them (owner-admin-side.md sections 2 and 4).
 * What a plan allows and how a refusal reads is src/lib/premium.ts, shared with the hooks.
 */

/** What every plan includes, and what premium adds (the Your Plan Benefits card). */
export const PLAN_BENEFITS = {
  all: ['Basic listing', 'Contact information', 'Search visibility', 'Job posting capability'],
  premium: [
    'Logo upload',
    'Multiple images',
    'Social media links',
    'Video gallery',
    'Priority support',
  ],
  /** Shown locked to free users. */
  lockedForFree: ['Logo upload', 'Multiple images', 'Social media links'],
} as const;

/** The plan card lists this many features, then '+N more features'. */
export const PLAN_CARD_FEATURES = 5;

/** A plan card's features: the first five, and the '+N more features' line when there are more. */
export function planCardFeatures(features: readonly string[]): { shown: string[]; more: string } {
  const extra = features.length - PLAN_CARD_FEATURES;
  return {
    shown: features.slice(0, PLAN_CARD_FEATURES),
    more: extra > 0 ? `+${String(extra)} more features` : '',
  };
}
