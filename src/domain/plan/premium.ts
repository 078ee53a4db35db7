/**
 * What the premium plan unlocks and how a refusal reads (owner-admin-side.md sections 2, 4
 * and 6). The dashboard shows these; PocketBase's hooks enforce them (bundled into
 * pb_hooks/site-bundle.js), so both say the same feature names.
 */

/** The effective plan: premium needs plan_type premium and status active; all else is free. */
export type PlanType = 'free' | 'premium';

/** Premium features by the name the refusal uses. */
export const PREMIUM_FEATURES = {
  socialLinks: 'Social media links',
  knowledgeBase: 'Knowledge base',
  logo: 'Logo upload',
  gallery: 'Multiple images',
  videos: 'Video gallery',
  scraping: 'Website scraping',
  media: 'Media & Branding',
  analytics: 'Advanced analytics',
} as const;

/** Center fields only premium owners may set, with the feature their refusal names. */
export const PREMIUM_FIELDS: Record<string, string> = {
  facebook: PREMIUM_FEATURES.socialLinks,
  twitter: PREMIUM_FEATURES.socialLinks,
  linkedin: PREMIUM_FEATURES.socialLinks,
  knowledge_base: PREMIUM_FEATURES.knowledgeBase,
  logo: PREMIUM_FEATURES.logo,
  images: PREMIUM_FEATURES.gallery,
};

/** Image kinds only premium owners may add, with the feature their refusal names. */
export const PREMIUM_IMAGE_KINDS: Record<string, string> = {
  logo: PREMIUM_FEATURES.logo,
  gallery: PREMIUM_FEATURES.gallery,
};

/** 'Premium Feature Required: {feature} is a premium feature. …' as title and description. */
export function premiumNotice(feature: string): { title: string; description: string } {
  return {
    title: 'Premium Feature Required',
    description: `${feature} is a premium feature. Upgrade your plan to access this functionality.`,
  };
}

/** The whole refusal text, as the API's 403 message. */
export function premiumMessage(feature: string): string {
  const notice = premiumNotice(feature);
  return `${notice.title}: ${notice.description}`;
}

/** The plan of a subscription row (none: free). */
export function planOf(subscription: Readonly<Record<string, unknown>> | null): PlanType {
  return subscription?.plan_type === 'premium' && subscription.status === 'active'
    ? 'premium'
    : 'free';
}
