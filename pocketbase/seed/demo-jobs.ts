/**
 * Demo job postings on claimed, approved listings. Everything is deterministic except the
 * expiry, which is relative to the real `now`: the public rule hides expired postings.
 */
import type { DemoCenter } from './demo-centers.ts';
import { pbDate } from './demo-facts.ts';
import { JOB_ROLES, type EmploymentType } from './demo-job-roles.ts';
import type { OwnerKey } from './demo-users.ts';
import { createRng } from './prng.ts';

/** A `job_postings` record (center and owner ids are filled in at upload time). */
interface JobRecord {
  title: string;
  description: string;
  requirements: string;
  employment_type: EmploymentType;
  location: string;
  remote_option: boolean;
  salary_range: string;
  application_url: string;
  application_email: string;
  status: 'active' | '';
  payment_status: 'paid' | 'pending';
  expires_at: string;
}

/** A posting and the listing it belongs to. */
export interface DemoJob {
  readonly center: number;
  readonly owner: OwnerKey;
  readonly record: JobRecord;
}

const TEAM = [
  'You will join a supportive team with weekly case reviews and paid training time.',
  'Caseloads are kept small so there is time to plan, document and talk with parents.',
  'New hires shadow an experienced colleague for their first two weeks.',
];
const PERKS = [
  'Benefits include health insurance, paid time off and a yearly continuing-education budget.',
  'We offer flexible scheduling, mileage reimbursement and paid holidays.',
  'Full-time staff receive dental and vision coverage and a retirement match.',
];

const DAY = 24 * 60 * 60 * 1000;

/** The postings: 22 paid and live (3–29 days left at `now`), and 2 unpaid for `owner`. */
export function buildDemoJobs(centers: readonly DemoCenter[], now: number): DemoJob[] {
  const rng = createRng(0x10b5_2026);
  const claimed = centers.flatMap((c, i) => (c.status === 'claimed' && c.owner ? [i] : []));
  const mine = claimed.filter((i) => centers[i]?.owner === 'owner');
  const others = rng.sample(
    claimed.filter((i) => !mine.includes(i)),
    16,
  );
  // The demo owner's featured listing gets two postings, so its dashboard shows a list.
  const featured = mine.find((i) => centers[i]?.record.featured) ?? mine[0] ?? 0;
  const hosts = [...mine, featured, ...others, ...others.slice(0, 2)];
  const make = (center: number, paid: boolean): DemoJob => {
    const c = centers[center];
    if (!c?.owner) throw new Error(`listing ${center} has no owner`);
    const role = rng.pick(JOB_ROLES);
    const byEmail = rng.chance(0.6);
    return {
      center,
      owner: c.owner,
      record: {
        title: role.title,
        description: [
          `${c.record.company_name} in ${c.record.city} is hiring a ${role.title} to ${role.duty}.`,
          rng.pick(TEAM),
          ...(rng.chance(0.7) ? [rng.pick(PERKS)] : []),
        ].join(' '),
        requirements: role.needs,
        employment_type: rng.pick(role.types),
        location: `${c.record.city}, MN`,
        remote_option: role.remote && rng.chance(0.7),
        salary_range: role.pay,
        application_url: byEmail ? '' : `https://${c.slugish}.example/careers`,
        application_email: byEmail ? `careers@${c.slugish}.example` : '',
        status: paid ? 'active' : '',
        payment_status: paid ? 'paid' : 'pending',
        expires_at: paid ? pbDate(now + rng.int(3, 28) * DAY + rng.int(1, 23) * 3600_000) : '',
      },
    };
  };
  return [...hosts.map((i) => make(i, true)), ...mine.slice(0, 2).map((i) => make(i, false))];
}
