/**
 * Minnesota's calendar date (America/Chicago), computed from the US daylight-saving rules
 * rather than Intl so it also runs in PocketBase's JS runtime, which has no Intl.
 */

const HOUR = 3_600_000;

/** The UTC time of the nth Sunday of a month at the given UTC hour. */
function nthSunday(year: number, month: number, n: number, utcHour: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const day = 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
  return Date.UTC(year, month, day, utcHour);
}

/** Today's date in Minnesota as YYYY-MM-DD (daylight time: 2nd Sunday of March to 1st of November). */
export function minnesotaToday(now: Date = new Date()): string {
  const time = now.getTime();
  const year = now.getUTCFullYear();
  // 2:00 local time: 08:00 UTC while on standard time, 07:00 UTC while on daylight time.
  const daylight = time >= nthSunday(year, 2, 2, 8) && time < nthSunday(year, 10, 1, 7);
  return new Date(time + (daylight ? -5 : -6) * HOUR).toISOString().slice(0, 10);
}
