/** The seven weekdays, in the order hours are shown (stored as `{day}_open` / `{day}_close`). */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The weekday hour fields: monday_open, monday_close, … sunday_close. */
export const HOUR_FIELDS: `${Weekday}_${'open' | 'close'}`[] = WEEKDAYS.flatMap((day) => [
  `${day}_open` as const,
  `${day}_close` as const,
]);
