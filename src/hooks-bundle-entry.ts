/**
 * Everything PocketBase's hooks take from the site's TypeScript, bundled by
 * scripts/build-hooks-bundle.ts into pocketbase/pb_hooks/site-bundle.js (one zod inside), so the
 * browser and the server run the same rules. To give the hooks something more, add one export
 * line here and run `npm run build:hooks`; `npm run lint` fails while the bundle is stale.
 * Everything here must run without Node, the DOM or Intl (goja: CommonJS, ES2015).
 */
export * from './features/intake/intake-hooks-entry.ts';
export * from './domain/job/jobs-hooks-entry.ts';
export { isBotAgent } from './domain/analytics/bot-agents.ts';
export {
  BASIC_DAYS,
  checkHit,
  MAX_HIT_BYTES,
  periodDays,
  readableDays,
} from './domain/analytics/analytics.ts';
export { checkContact } from './features/contact/contact-schema.ts';
export { checkCenterRecord } from './domain/center/center.ts';
export { checkClosingTimes } from './domain/center/opening-hours.ts';
export { planImport } from './features/admin/import/center-import.ts';
export { isPublicApproval, PUBLIC_CENTER_FILTER } from './domain/center/center-status.ts';
export { altersPublicPage, publicPaths } from './domain/center/public-change.ts';
export {
  isReminderDue,
  isStaleListing,
  REMINDER_INTERVAL_DAYS,
  STALE_AFTER_DAYS,
} from './features/admin/data-quality/data-quality.ts';
export { fetchableWebsite } from './lib/format.ts';
export {
  ALT_TEXT_REQUIRED,
  fileTooLargeMessage,
  IMAGE_LIMITS,
  imageLimitMessage,
  isTooLarge,
  VIDEO_LIMIT,
  VIDEO_LIMIT_MESSAGE,
} from './domain/center/media-limits.ts';
export {
  PASSWORD_MESSAGES,
  passwordProblem,
  SIGN_IN_WINDOW_MINUTES,
  signInWaitMinutes,
  tooManySignInsMessage,
} from './lib/password-rule.ts';
export {
  planOf,
  PREMIUM_FEATURES,
  PREMIUM_FIELDS,
  PREMIUM_IMAGE_KINDS,
  premiumMessage,
} from './domain/plan/premium.ts';
export { centerHref, intakeStatusHref } from './lib/routes.ts';
export { slugify } from './lib/slug.ts';
export { HOUR_FIELDS, WEEKDAYS } from './domain/center/weekdays.ts';
export { accountMail } from './features/auth/account-mail.ts';
export { LOCALES } from './lib/i18n/locales.ts';
