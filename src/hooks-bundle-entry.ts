/**
 * Everything PocketBase's hooks take from the site's TypeScript, bundled by
 * scripts/build-hooks-bundle.ts into pocketbase/pb_hooks/site-bundle.js (one zod inside), so the
 * browser and the server run the same rules. To give the hooks something more, add one export
 * line here and run `npm run build:hooks`; `npm run lint` fails while the bundle is stale.
 * Everything here must run without Node, the DOM or Intl (goja: CommonJS, ES2015).
 */
export * from './features/intake/intake-hooks-entry.ts';
export * from './lib/jobs/jobs-hooks-entry.ts';
export { isbot } from 'isbot';
export { BASIC_DAYS, checkHit, periodDays, readableDays } from './lib/analytics.ts';
export { checkContact } from './features/contact/contact-schema.ts';
export { checkCenterRecord } from './lib/center.ts';
export { checkClosingTimes } from './domain/center/opening-hours.ts';
export { planImport } from './lib/center-import.ts';
export { isPublicApproval, PUBLIC_CENTER_FILTER } from './lib/center-status.ts';
export { altersPublicPage, publicPaths } from './lib/public-change.ts';
export {
  isReminderDue,
  isStaleListing,
  REMINDER_INTERVAL_DAYS,
  STALE_AFTER_DAYS,
} from './lib/data-quality.ts';
export { fetchableWebsite } from './lib/format.ts';
export {
  ALT_TEXT_REQUIRED,
  fileTooLargeMessage,
  IMAGE_LIMITS,
  imageLimitMessage,
  isTooLarge,
  VIDEO_LIMIT,
  VIDEO_LIMIT_MESSAGE,
} from './lib/media-limits.ts';
export {
  MAX_FAILED_SIGN_INS,
  PASSWORD_MESSAGES,
  passwordProblem,
  SIGN_IN_WINDOW_MINUTES,
} from './lib/password-rule.ts';
export {
  planOf,
  PREMIUM_FEATURES,
  PREMIUM_FIELDS,
  PREMIUM_IMAGE_KINDS,
  premiumMessage,
} from './lib/premium.ts';
export { centerHref, intakeStatusHref } from './lib/routes.ts';
export { slugify } from './lib/slug.ts';
export { HOUR_FIELDS, WEEKDAYS } from './lib/weekdays.ts';
