import { describe, expect, it } from 'vitest';
import { CEDAR, MAPLE } from '../../../testing/family-questions.ts';
import { listingConflicts } from './listing-conflicts.ts';

const cedar = CEDAR.center;

describe('free text that the listing contradicts', () => {
  it.each([
    ['We have immediate openings for every age.', ['availability', 'ages']],
    ['No waitlist: most children start within a week.', ['availability']],
    ['Call our intake line at 612-555-0100.', ['phone']],
    ['Write to dana@elsewhere.example for intake.', ['email']],
    ['Our program serves ages 2 to 18.', ['ages']],
    ['We accept all insurance plans.', ['insurance']],
    ['We are in network with Aetna.', ['insurance']],
    ['We no longer take Medica.', ['insurance']],
    ['Somali interpreters are on staff.', ['languages']],
    ['We are open 7 days a week.', ['hours']],
    ['We are open on Saturdays for makeup sessions.', ['hours']],
  ])('%s -> %j', (passage, facts) => {
    expect(listingConflicts(passage, cedar)).toEqual(facts);
  });

  it.each([
    'We have a waitlist; call to be added to it.',
    'Call us at (651) 555-0123 to begin intake.',
    'E-mail intake@cedarridge.example with questions.',
    'Our social skills group is for ages 6 to 12.',
    'We take Medica and HealthPartners.',
    'Our sessions run in small rooms with a sensory corner.',
  ])('agrees with the listing: %s', (passage) => {
    expect(listingConflicts(passage, cedar)).toEqual([]);
  });

  it('finds no conflict where the listing leaves a field empty', () => {
    const empty = { ...MAPLE.center, acceptingClients: '' as const, phone: '', insurance: [] };
    expect(
      listingConflicts('Immediate openings! Call 612-555-0100; all insurance.', empty),
    ).toEqual([]);
  });
});
