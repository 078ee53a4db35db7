/**
 * Opening hours: per-weekday 'HH:MM' fields plus the matching human text, generated together
 * so the card text and the structured hours agree.
 */
import { WEEKDAYS, type Weekday } from '../../src/domain/center/weekdays.ts';
import type { Rng } from './prng.ts';

const SHORT: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

/** Open and close per day; both '' when closed. */
export type WeekHours = Record<Weekday, { open: string; close: string }>;

/** The per-weekday record fields: monday_open, monday_close … sunday_close. */
export type HourFields = Record<`${Weekday}_${'open' | 'close'}`, string>;

/** Flattens a week into the record's per-weekday fields. */
export function hourFields(week: WeekHours): HourFields {
  const entries = WEEKDAYS.flatMap((d) => [
    [`${d}_open`, week[d].open],
    [`${d}_close`, week[d].close],
  ]);
  return Object.fromEntries(entries) as HourFields;
}

/** Formats '13:30' as '1:30 PM'. */
function to12h(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** A plausible clinic week: weekdays, sometimes a short Saturday, rarely Sunday. */
export function buildWeekHours(rng: Rng): WeekHours {
  const open = rng.pick(['07:00', '07:30', '08:00', '08:00', '08:30', '09:00']);
  const close = rng.pick(['16:00', '16:30', '17:00', '17:30', '18:00', '18:00', '19:00']);
  const earlyFriday = rng.chance(0.3) ? rng.pick(['15:00', '15:30', '16:00']) : close;
  const saturday = rng.chance(0.25);
  const sunday = saturday && rng.chance(0.2);
  const day = (o: string, c: string) => ({ open: o, close: c });
  const closed = day('', '');
  return {
    monday: day(open, close),
    tuesday: day(open, close),
    wednesday: day(open, close),
    thursday: day(open, close),
    friday: day(open, earlyFriday < close ? earlyFriday : close),
    saturday: saturday
      ? day(rng.pick(['08:00', '09:00', '10:00']), rng.pick(['12:00', '13:00', '14:00']))
      : closed,
    sunday: sunday ? day('10:00', rng.pick(['14:00', '15:00'])) : closed,
  };
}

/** 'Mon–Thu 8:00 AM – 6:00 PM; Fri 8:00 AM – 4:00 PM' from the per-day hours. */
export function describeWeek(week: WeekHours): string {
  const parts: string[] = [];
  let start = 0;
  while (start < WEEKDAYS.length) {
    const first = WEEKDAYS[start] as Weekday;
    let end = start;
    const same = (d: Weekday) =>
      week[d].open === week[first].open && week[d].close === week[first].close;
    while (end + 1 < WEEKDAYS.length && same(WEEKDAYS[end + 1] as Weekday)) end++;
    if (week[first].open) {
      const last = WEEKDAYS[end] as Weekday;
      const days = end === start ? SHORT[first] : `${SHORT[first]}–${SHORT[last]}`;
      parts.push(`${days} ${to12h(week[first].open)} – ${to12h(week[first].close)}`);
    }
    start = end + 1;
  }
  return parts.join('; ');
}
