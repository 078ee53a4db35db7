import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { METRICS, periodDays, type Metric } from '../../../domain/analytics/analytics.ts';
import { toCsv } from '../../../lib/csv.ts';

/**
 * A center's numbers as the dashboard shows them: read from PocketBase's
 * GET /api/analytics/centers/{id} (owner and admins; more than 30 days only on premium), laid
 * out per day for the chart, the table and the CSV file.
 */

const AnalyticsAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  counts: z.array(
    z.object({
      day: z.string(),
      metric: z.enum(Object.keys(METRICS) as [Metric]),
      count: z.number(),
    }),
  ),
});
export type AnalyticsAnswer = z.infer<typeof AnalyticsAnswerSchema>;

/** One day's counts, every metric present (0 when nothing was counted). */
export interface DayCounts {
  day: string;
  counts: Record<Metric, number>;
}

/** The metrics in the dashboard's order. */
export const METRIC_KEYS = Object.keys(METRICS) as Metric[];

const zeros = (): Record<Metric, number> =>
  Object.fromEntries(METRIC_KEYS.map((m) => [m, 0])) as Record<Metric, number>;

/** Reads a center's counts for the last `days` days (today included). */
export async function loadAnalytics(
  pb: PocketBase,
  centerId: string,
  days: number,
): Promise<AnalyticsAnswer> {
  const answer: unknown = await pb.send(`/api/analytics/centers/${encodeURIComponent(centerId)}`, {
    query: { days },
  });
  return AnalyticsAnswerSchema.parse(answer);
}

/** Every day of the answer's period, oldest first, with each metric's count. */
export function dailyCounts(answer: AnalyticsAnswer): DayCounts[] {
  const from = new Date(`${answer.from}T00:00:00Z`).getTime();
  const to = new Date(`${answer.to}T00:00:00Z`).getTime();
  const days = periodDays(answer.to, Math.round((to - from) / 86_400_000) + 1);
  const byDay = new Map(days.map((day) => [day, zeros()]));
  for (const row of answer.counts) {
    const counts = byDay.get(row.day);
    if (counts) counts[row.metric] += row.count;
  }
  return days.map((day) => ({ day, counts: byDay.get(day) ?? zeros() }));
}

/** Each metric's total over the days. */
export function totals(days: readonly DayCounts[]): Record<Metric, number> {
  const sum = zeros();
  for (const day of days) for (const m of METRIC_KEYS) sum[m] += day.counts[m];
  return sum;
}

/** The CSV export: a Date column and one column per metric, by its label. */
export function analyticsCsv(days: readonly DayCounts[]): string {
  return toCsv([
    ['Date', ...METRIC_KEYS.map((m) => METRICS[m])],
    ...days.map((d) => [d.day, ...METRIC_KEYS.map((m) => String(d.counts[m]))]),
  ]);
}

/** An ISO day as the dashboard writes it, e.g. 'Mar 2, 2026' (the day itself, no time zone). */
export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
