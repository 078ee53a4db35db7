import { useCallback, useEffect, useRef, useState } from 'react';
import LoadFailed from '../../../components/LoadFailed.tsx';
import { BUTTON } from '../../../components/control-styles.ts';
import { BASIC_DAYS, METRICS, type Metric } from '../../../domain/analytics/analytics.ts';
import { downloadCsv } from '../../../lib/download.ts';
import type { PlanType } from '../../../domain/plan/premium.ts';
import { routes } from '../../../lib/routes.ts';
import { getPocketBase } from '../../../lib/session.ts';
import type { OwnerCenter } from '../dashboard-data.ts';
import {
  analyticsCsv,
  dailyCounts,
  loadAnalytics,
  METRIC_KEYS,
  totals,
  type DayCounts,
} from './analytics-data.ts';
import ChoiceField from './ChoiceField.tsx';
import DailyChart from './DailyChart.tsx';

/** The periods advanced analytics offers; basic analytics is the first. */
const PERIODS = [
  { days: BASIC_DAYS, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 12 months' },
] as const;

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; days: DayCounts[]; period: number; centerId: string };

/**
 * The dashboard's Analytics tab. Basic (every plan): each metric's total over the
 * last 30 days. Advanced (premium): a daily chart with its table, up to 12 months, CSV export.
 * PocketBase decides what may be read (GET /api/analytics/centers/{id}), not this view.
 */
export default function AnalyticsTab({
  centers,
  plan,
}: {
  centers: OwnerCenter[];
  plan: PlanType;
}) {
  const premium = plan === 'premium';
  const [centerId, setCenterId] = useState(centers[0]?.id ?? '');
  const [period, setPeriod] = useState<number>(BASIC_DAYS);
  const [metric, setMetric] = useState<Metric>('page_view');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const days = premium ? period : BASIC_DAYS;

  const latest = useRef(0);
  const reload = useCallback(async () => {
    // Only the newest request may show its answer (an older one can arrive later).
    latest.current += 1;
    const request = latest.current;
    // Another center or period keeps the numbers on screen (and the table open) until the
    // new ones arrive; only the first load says 'Loading'.
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    try {
      const answer = await loadAnalytics(getPocketBase(), centerId, days);
      if (request !== latest.current) return;
      setLoad({ status: 'ready', days: dailyCounts(answer), period: days, centerId });
    } catch (error) {
      console.error('Error loading analytics', error);
      if (request === latest.current) setLoad({ status: 'error' });
    }
  }, [centerId, days]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const shown = load.status === 'ready' ? load : null;
  const periodLabel = PERIODS.find((p) => p.days === shown?.period)?.label ?? PERIODS[0].label;
  const center = centers.find((c) => c.id === shown?.centerId);
  const sums = shown ? totals(shown.days) : null;

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-xl font-semibold">Analytics</h2>
        <p className="mt-1 text-slate-700">
          Counted without cookies: each visitor once a day per center, bots left out.
        </p>
      </div>
      <div className="flex flex-wrap gap-4">
        {centers.length > 1 && (
          <ChoiceField
            label="Center"
            value={centerId}
            options={centers.map((c) => ({ value: c.id, label: c.company_name }))}
            onChange={setCenterId}
          />
        )}
        {premium && (
          <ChoiceField
            label="Period"
            value={String(period)}
            options={PERIODS.map((p) => ({ value: String(p.days), label: p.label }))}
            onChange={(value) => {
              setPeriod(Number(value));
            }}
          />
        )}
      </div>

      {load.status === 'loading' && <p role="status">Loading analytics...</p>}
      {load.status === 'error' && <LoadFailed what="analytics" onRetry={() => void reload()} />}
      {load.status === 'ready' && sums && (
        <section aria-labelledby="analytics-totals" className="space-y-3">
          <h3 id="analytics-totals" className="text-lg font-semibold">
            {periodLabel}
            {center && centers.length > 1 ? `: ${center.company_name}` : ''}
          </h3>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {METRIC_KEYS.map((m) => (
              <div key={m} className="rounded-lg border border-slate-200 p-3">
                <dt className="text-sm text-slate-700">{METRICS[m]}</dt>
                <dd className="text-2xl font-semibold">{sums[m]}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {load.status === 'ready' && premium && (
        <section aria-labelledby="analytics-daily" className="space-y-3">
          <h3 id="analytics-daily" className="text-lg font-semibold">
            Day by day
          </h3>
          <div className="flex flex-wrap items-end gap-4">
            <ChoiceField
              label="Chart"
              value={metric}
              options={METRIC_KEYS.map((m) => ({ value: m, label: METRICS[m] }))}
              onChange={(value) => {
                setMetric(value as Metric);
              }}
            />
            <button
              type="button"
              className={BUTTON.secondary}
              onClick={() => {
                const first = load.days[0]?.day ?? '';
                const last = load.days[load.days.length - 1]?.day ?? '';
                downloadCsv(
                  analyticsCsv(load.days),
                  `analytics-${String(center?.number ?? '')}-${first}-to-${last}.csv`,
                );
              }}
            >
              Export CSV
            </button>
          </div>
          <DailyChart days={load.days} metric={metric} />
        </section>
      )}

      {!premium && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          Advanced analytics is a Premium feature: a daily chart, 12 months of numbers and CSV
          export.{' '}
          <a href={routes.pricing} className="font-medium underline">
            Upgrade to Premium
          </a>
        </p>
      )}
    </div>
  );
}
