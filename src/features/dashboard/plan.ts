/**
 * The plan cards and benefits as the dashboard shows them (owner-admin-side.md sections 2 and 4).
 * What a plan allows and how a refusal reads is src/domain/plan/premium.ts, shared with the hooks.
 */

/** What every plan includes, and what premium adds (the Your Plan Benefits card). */
export const PLAN_BENEFITS = {
  all: [
    'Basic listing',
    'Contact information',
    'Search visibility',
    'Job posting capability',
    'Basic analytics',
  ],
  premium: [
    'Logo upload',
    'Multiple images',
    'Social media links',
    'Video gallery',
    'Priority support',
    'Advanced analytics',
  ],
  /** Shown locked to free users. */
  lockedForFree: ['Logo upload', 'Multiple images', 'Social media links', 'Advanced analytics'],
} as const;
