/**
 * Plans and premium feature flags, worded as in the spec's pricing section
 * (public-side.md: free plan features; premium adds the rest).
 */

/** A `plans` record. */
export interface PlanRecord {
  readonly name: string;
  readonly type: 'free' | 'premium';
  readonly price_monthly: number;
  readonly description: string;
  readonly features: readonly string[];
  readonly is_active: boolean;
}

const FREE_FEATURES = [
  'Basic listing',
  'Contact information',
  'Search visibility',
  'Email support',
  'Basic analytics: 30-day totals of views, clicks and requests',
  'Business hours',
  'Service description',
];

/**
 * What premium adds, first on its card (the card shows five, then '+N more features'), the
 * ones that make the difference to a center first. Migration 1764640000 orders existing plans so.
 */
const PREMIUM_EXTRAS = [
  'Featured placement',
  'Advanced analytics: daily chart, 12 months, CSV export',
  'Logo upload',
  'Multiple images',
  'Video gallery',
  'Video testimonials',
  'Social media links',
  'Priority support',
];

/** The Free and Premium plans. */
export const PLANS: readonly PlanRecord[] = [
  {
    name: 'Free',
    type: 'free',
    price_monthly: 0,
    description: 'Everything a center needs to be found by families: a listing, hours and contact.',
    features: FREE_FEATURES,
    is_active: true,
  },
  {
    name: 'Premium',
    type: 'premium',
    price_monthly: 49,
    description:
      'Stand out with a logo, photo gallery, videos and social links, plus featured placement.',
    features: [...PREMIUM_EXTRAS, ...FREE_FEATURES],
    is_active: true,
  },
];

/** The premium feature flags (the AI chat is shown only while its flag is active). */
export const PREMIUM_FEATURES = [
  { feature_name: 'ai_chat', feature_category: 'chat', is_active: true },
] as const;
