import { centerRecordFixture } from './center-record.ts';
import { OwnerCenterSchema, type OwnerCenter } from '../features/dashboard/dashboard-data.ts';

/**
 * A valid owner's center for unit tests: the shared center fixture, claimed by 'user1' with
 * the fields only an owner sees, with `overrides` applied (stored names).
 */
export function ownerCenterFixture(overrides: Record<string, unknown> = {}): OwnerCenter {
  return OwnerCenterSchema.parse({
    ...centerRecordFixture(),
    owner: 'user1',
    claimed: true,
    approved: 'yes',
    access_code: '12345678',
    knowledge_base: '',
    ...overrides,
  });
}
