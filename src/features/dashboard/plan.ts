/**
 * Plans as the dashboard shows them (owner-admin-side.md sections 2, 4 and 6). The server
 * decides what a plan allows (pb_hooks/owner-plan.js); this mirrors its texts for the screens.
 */

export { planOf, type PlanType } from '../../lib/plans.ts';

/** Premium features by the name the refusal uses (the same names as pb_hooks). */
export const PREMIUM_FEATURES = {
  socialLinks: 'Social media links',
  knowledgeBase: 'Knowledge base',
  logo: 'Logo upload',
  gallery: 'Multiple images',
  videos: 'Video gallery',
  scraping: 'Website scraping',
  media: 'Media & Branding',
} as const;

/** 'Premium Feature Required: {feature} is a premium feature. …' as title and description. */
export function premiumNotice(feature: string): { title: string; description: string } {
  return {
    title: 'Premium Feature Required',
    description: `${feature} is a premium feature. Upgrade your plan to access this functionality.`,
  };
}

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
