import type { Checked } from '../../lib/field-errors.ts';
import facts from '../../lib/i18n/messages/en/facts.ts';
import { WEEKDAYS, type Weekday } from './weekdays.ts';

/**
 * One weekday's opening hours, as the owner's form and PocketBase both check them: a closed
 * day has neither time, an open day has both, and it closes after it opens (a closing time
 * before the opening time is a typo that would tell families the center is never open). The
 * edit form's schema and the centers hooks (pb_hooks/centers.js, through site-bundle.js) run
 * this code, so it avoids Intl and the DOM.
 */

/** What the form and the server say about a day's hours. */
export const HOURS_MESSAGES = {
  both: 'Enter both an opening and a closing time, or neither',
  order: 'The closing time must be later than the opening time',
} as const;

/** Minutes after midnight of a stored 'HH:MM' time, or null when it is not one. */
function minutesOf(time: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** What is wrong with one day's opening and closing times ('HH:MM' or ''), or '' when nothing. */
export function dayHoursProblem(open: string, close: string): string {
  if ((open === '') !== (close === '')) return HOURS_MESSAGES.both;
  const from = minutesOf(open);
  const to = minutesOf(close);
  if (from !== null && to !== null && to <= from) return HOURS_MESSAGES.order;
  return '';
}

/** The days as the server's English messages name them: the facts catalog's. */
const DAY_NAMES: Record<Weekday, string> = facts.weekdays;

/**
 * Checks the closing times of a centers record ({day}_open / {day}_close) on the given days
 * (all by default): each day that closes before it opens is refused on its `{day}_close`
 * field, and the first message names its day. Only the order: records written before this
 * rule may hold a day with one time, which the form asks the owner to complete.
 */
export function checkClosingTimes(
  record: Record<string, unknown>,
  days: readonly Weekday[] = WEEKDAYS,
): Checked<Record<string, unknown>> {
  const errors: Record<string, string> = {};
  let message = '';
  for (const day of days) {
    const open = record[`${day}_open`];
    const close = record[`${day}_close`];
    if (typeof open !== 'string' || typeof close !== 'string' || !open || !close) continue;
    if (dayHoursProblem(open, close) !== HOURS_MESSAGES.order) continue;
    errors[`${day}_close`] = HOURS_MESSAGES.order;
    message ||= `${DAY_NAMES[day]}: ${HOURS_MESSAGES.order.charAt(0).toLowerCase()}${HOURS_MESSAGES.order.slice(1)}.`;
  }
  return message ? { ok: false, message, errors } : { ok: true, fields: record };
}
