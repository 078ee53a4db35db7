import type { AdminCenter, AdminUser } from '../features/admin/admin-data.ts';

/** A user row of the admin page for component tests, with `overrides` applied. */
export function adminUserFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'u1abcdefghijklm',
    email: 'owner@example.com',
    name: 'Olivia Owner',
    role: 'user',
    created: '2026-10-01 09:30:00.000Z',
    plan: 'free',
    planStatus: '',
    planSource: '',
    ...overrides,
  };
}

/** A center row of the admin page for component tests (published, unclaimed), with overrides. */
export function adminCenterFixture(overrides: Partial<AdminCenter> = {}): AdminCenter {
  return {
    id: 'c1',
    number: 101,
    slug: 'lakeside-autism-center',
    company_name: 'Lakeside Autism Center',
    address: '12 Lake Ave',
    city: 'Duluth',
    zip_code: '55802',
    phone_number: '2185550123',
    website: '',
    email: 'hello@lakeside.example',
    logo: '',
    owner: '',
    claimed: false,
    approved: 'yes',
    premium: false,
    featured: false,
    access_code: '12345678',
    stale_reminder_sent: '',
    facts_updated: '',
    availability_updated: '',
    created: '2026-10-01 09:30:00.000Z',
    siteProblem: '',
    ...overrides,
  };
}
