import { describe, expect, it } from 'vitest';
import { checkClosingTimes, dayHoursProblem, HOURS_MESSAGES } from './opening-hours.ts';

describe('dayHoursProblem', () => {
  it.each([
    ['', '', ''],
    ['09:00', '17:00', ''],
    ['09:00', '', HOURS_MESSAGES.both],
    ['', '17:00', HOURS_MESSAGES.both],
    ['17:00', '09:00', HOURS_MESSAGES.order],
    ['09:00', '09:00', HOURS_MESSAGES.order],
  ])('%s to %s: %s', (open, close, problem) => {
    expect(dayHoursProblem(open, close)).toBe(problem);
  });
});

describe('checkClosingTimes', () => {
  const record = {
    monday_open: '09:00',
    monday_close: '17:00',
    friday_open: '17:00',
    friday_close: '08:00',
  };

  it('refuses a day that closes before it opens, naming the day', () => {
    expect(checkClosingTimes(record)).toEqual({
      ok: false,
      message: 'Friday: the closing time must be later than the opening time.',
      errors: { friday_close: HOURS_MESSAGES.order },
    });
  });

  it('checks only the days it is given, and leaves half-filled days to the form', () => {
    expect(checkClosingTimes(record, ['monday']).ok).toBe(true);
    expect(checkClosingTimes({ tuesday_open: '09:00', tuesday_close: '' }).ok).toBe(true);
  });
});
