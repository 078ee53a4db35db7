import { useId } from 'react';
import { METRICS, type Metric } from '../../../domain/analytics/analytics.ts';
import { dayLabel, METRIC_KEYS, type DayCounts } from './analytics-data.ts';

const WIDTH = 720;
const HEIGHT = 220;
const LEFT = 44;
const BOTTOM = 28;
const TOP = 12;

/**
 * Advanced analytics' daily chart: one bar per day for the chosen metric, as an SVG image
 * with a text summary, and every number as a table (the chart's accessible alternative).
 */
export default function DailyChart({ days, metric }: { days: DayCounts[]; metric: Metric }) {
  const id = useId();
  const values = days.map((d) => d.counts[metric]);
  const max = Math.max(1, ...values);
  const total = values.reduce((a, b) => a + b, 0);
  const peak = days.reduce<DayCounts | undefined>(
    (best, d) => (!best || d.counts[metric] > best.counts[metric] ? d : best),
    undefined,
  );
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = plotWidth / Math.max(1, days.length);
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  const caption = `${METRICS[metric]} per day, ${dayLabel(first)} to ${dayLabel(last)}`;
  const summary =
    total === 0 || !peak
      ? 'Nothing counted in this period.'
      : `${String(total)} in all; the most on ${dayLabel(peak.day)} (${String(peak.counts[metric])}).`;

  return (
    <div className="space-y-3">
      <figure>
        <figcaption id={`${id}-caption`} className="font-medium">
          {caption}
        </figcaption>
        <p id={`${id}-summary`} className="text-sm text-slate-700">
          {summary}
        </p>
        <svg
          role="img"
          aria-labelledby={`${id}-caption ${id}-summary`}
          viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
          className="mt-2 h-auto w-full max-w-3xl"
        >
          <line x1={LEFT} x2={WIDTH} y1={TOP + plotHeight} y2={TOP + plotHeight} stroke="#475569" />
          <text x={LEFT - 6} y={TOP + 10} textAnchor="end" fontSize="12" fill="#334155">
            {max}
          </text>
          <text x={LEFT - 6} y={TOP + plotHeight} textAnchor="end" fontSize="12" fill="#334155">
            0
          </text>
          {days.map((d, i) => {
            const h = (d.counts[metric] / max) * plotHeight;
            return (
              <rect
                key={d.day}
                x={LEFT + i * step + step * 0.1}
                y={TOP + plotHeight - h}
                width={Math.max(step * 0.8, 0.5)}
                height={h}
                fill="#1d4ed8"
              />
            );
          })}
          <text x={LEFT} y={HEIGHT - 8} fontSize="12" fill="#334155">
            {dayLabel(first)}
          </text>
          <text x={WIDTH} y={HEIGHT - 8} textAnchor="end" fontSize="12" fill="#334155">
            {dayLabel(last)}
          </text>
        </svg>
      </figure>
      <details>
        <summary className="cursor-pointer font-medium text-brand-800">
          Show the numbers as a table
        </summary>
        <div
          className="mt-2 max-h-96 overflow-auto"
          tabIndex={0}
          role="region"
          aria-label="Daily numbers"
        >
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">Daily numbers, {caption.toLowerCase()}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1">
                  Date
                </th>
                {METRIC_KEYS.map((m) => (
                  <th key={m} scope="col" className="px-2 py-1">
                    {METRICS[m]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.day} className="border-t border-slate-200">
                  <th scope="row" className="px-2 py-1 font-normal whitespace-nowrap">
                    {dayLabel(d.day)}
                  </th>
                  {METRIC_KEYS.map((m) => (
                    <td key={m} className="px-2 py-1">
                      {d.counts[m]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
