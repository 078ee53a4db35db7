/**
 * Per-center analytics: what is counted, by whom, and what each plan may read. The
 * beacon script, the dashboard and PocketBase's hooks (pb_hooks/analytics*.js, through
 * site-bundle.js) share these names, limits and messages. Runs without Node, DOM or Intl.
 */

/** Every counted metric, in the order the dashboard lists them, with its label. */
export const METRICS = {
  page_view: 'Page views',
  directory_appearance: 'Directory appearances',
  call: 'Call clicks',
  website: 'Website clicks',
  directions: 'Directions clicks',
  email: 'Email clicks',
  intake_share: 'Intake requests shared',
  job_view: 'Job views',
  application: 'Job applications',
} as const;
export type Metric = keyof typeof METRICS;

/** Metrics a browser may report; the others are counted only by the server's own hooks. */
const BEACON_METRICS: readonly Metric[] = [
  'page_view',
  'directory_appearance',
  'call',
  'website',
  'directions',
  'email',
  'job_view',
];

/** The most centers one report may name (a directory page shows far fewer). */
export const MAX_CENTERS_PER_HIT = 60;
/** The longest `center` text of a report: MAX_CENTERS_PER_HIT ids with commas and spaces. */
export const MAX_CENTERS_TEXT = MAX_CENTERS_PER_HIT * 20;
/** The largest report body the server reads, in bytes (the centers, the metric, JSON's marks). */
export const MAX_HIT_BYTES = 4096;

/** Basic analytics (every plan): totals of this many days, today included. */
export const BASIC_DAYS = 30;
/** Advanced analytics (premium): a daily chart of up to this many days (12 months). */
const ADVANCED_DAYS = 365;

/** A report from the beacon, checked: its metric and the centers it names (ids or numbers). */
export type CheckedHit =
  { ok: true; metric: Metric; centers: string[] } | { ok: false; message: string };

const CENTER_TOKEN = /^(?:[a-z0-9]{15}|[1-9][0-9]{0,9})$/;

/**
 * Checks a beacon body `{ metric, center }` (center: one id or number, or several joined by
 * commas): the metric must be one a browser may report and every center well formed.
 */
export function checkHit(body: Readonly<Record<string, unknown>>): CheckedHit {
  const metric = typeof body.metric === 'string' ? body.metric : '';
  if (!(BEACON_METRICS as readonly string[]).includes(metric)) {
    return {
      ok: false,
      message: `Unknown metric "${metric.slice(0, 40)}": use one of ${BEACON_METRICS.join(', ')}.`,
    };
  }
  // A form body's lone number arrives as a number (PocketBase reads form values by their look).
  const raw =
    typeof body.center === 'string' || typeof body.center === 'number' ? String(body.center) : '';
  const tooMany = {
    ok: false,
    message: `At most ${String(MAX_CENTERS_PER_HIT)} centers per report.`,
  } as const;
  // Refused by its length before it is split: a report naming thousands of centers costs
  // nothing to refuse.
  if (raw.length > MAX_CENTERS_TEXT) return tooMany;
  const unique = [
    ...new Set(
      raw
        .split(',')
        .map((c) => c.trim())
        .filter((c) => c !== ''),
    ),
  ];
  if (unique.length === 0) return { ok: false, message: 'Name the center that was seen.' };
  if (unique.length > MAX_CENTERS_PER_HIT) return tooMany;
  const bad = unique.find((c) => !CENTER_TOKEN.test(c));
  if (bad !== undefined) return { ok: false, message: `Unknown center "${bad.slice(0, 40)}".` };
  return { ok: true, metric: metric as Metric, centers: unique };
}

/**
 * How many days of numbers a request may read: a whole number from 1 to ADVANCED_DAYS, and
 * more than BASIC_DAYS only on the premium plan (else null: refuse with the premium message).
 */
export function readableDays(requested: unknown, premium: boolean): number | 'invalid' | null {
  const days = typeof requested === 'string' ? Number(requested) : requested;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > ADVANCED_DAYS) {
    return 'invalid';
  }
  return days > BASIC_DAYS && !premium ? null : days;
}

/** The ISO day `offset` days after `day` (negative: before), by the calendar. */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** The days of a period ending on `last`, oldest first. */
export function periodDays(last: string, days: number): string[] {
  const list: string[] = [];
  for (let i = days - 1; i >= 0; i -= 1) list.push(addDays(last, -i));
  return list;
}
