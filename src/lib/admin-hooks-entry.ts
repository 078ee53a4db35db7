/**
 * What PocketBase's admin hooks (pocketbase/pb_hooks/admin-*.pb.js) take from the TypeScript:
 * the center importer and the staleness rules, so the server runs the very code the unit tests
 * check. admin-hooks-bundle.test.ts bundles this file into pb_hooks/admin-shared.js and fails
 * when that copy is stale (regenerate: `npx vitest run src/lib/admin-hooks-bundle.test.ts -u`).
 * Everything here must run without Node, the DOM or Intl.
 */
export { planImport } from './center-import.ts';
export {
  isReminderDue,
  isStaleListing,
  REMINDER_INTERVAL_DAYS,
  STALE_AFTER_DAYS,
} from './data-quality.ts';
