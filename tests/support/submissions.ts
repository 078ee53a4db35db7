// Valid public submissions for the tests and the load script (no test runner needed).

/** A date the given number of days from now (negative: past), as PocketBase returns dates. */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().replace('T', ' ');
}

/** A valid intake submission. */
export function intakeBody(): Record<string, unknown> {
  return {
    name: 'Jordan Parent',
    phone: '6125550100',
    email: 'jordan@example.org',
    preferred_locations: ['Minneapolis', 'Edina'],
    language_preference: ['English'],
    service_location: 'center',
    age_group: 'preschool',
    center_size: 'no-preference',
    desired_start_date: daysFromNow(60),
    insurance_provider: 'medica',
    allow_contact: true,
    allow_information_use: true,
  };
}
