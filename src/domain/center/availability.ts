import type { Center } from './center.ts';

/** The accepting-new-clients status as families read it, e.g. 'Waitlist: about 6 weeks'. */
export function availabilityText(
  center: Pick<Center, 'acceptingClients' | 'waitlistWeeks'>,
): string {
  switch (center.acceptingClients) {
    case 'accepting':
      return 'Accepting new clients';
    case 'waitlist': {
      const weeks = center.waitlistWeeks;
      if (weeks <= 0) return 'Waitlist';
      return `Waitlist: about ${String(weeks)} ${weeks === 1 ? 'week' : 'weeks'}`;
    }
    case 'not-accepting':
      return 'Not accepting new clients';
    default:
      return 'Availability not listed';
  }
}
