import { randomUUID } from 'node:crypto';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { pdfBytes } from '../../support/documents.ts';
import { accessCode, createUser, newClient, superuserClient, type TestUser } from './pocketbase.ts';
import { daysFromNow, intakeBody } from '../../support/submissions.ts';

export { daysFromNow, intakeBody };

/** The roles of the authorization matrix: an anonymous visitor and four signed-in users. */
export const ROLES = ['visitor', 'user', 'owner', 'otherOwner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles with an account. */
type Member = Exclude<Role, 'visitor'>;

/** A 1×1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const RESUME_BYTES = pdfBytes('Resume');
export const COVER_LETTER_BYTES = pdfBytes('Cover letter');

/** The bytes stored in each file field of the fixtures. */
export const FILE_BYTES: Record<string, Buffer> = {
  file: PNG_BYTES,
  resume: RESUME_BYTES,
  cover_letter_file: COVER_LETTER_BYTES,
};

/** A 1×1 PNG upload. */
export function pngFile(): File {
  return new File([new Uint8Array(PNG_BYTES)], 'pixel.png', { type: 'image/png' });
}

/** A PDF upload with the given bytes. */
export function pdfFile(bytes: Buffer, name: string): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

/** Everything the matrix runs against: the superuser, the role accounts and the fixtures. */
export interface World {
  su: PocketBase;
  accounts: Record<Member, TestUser>;
  records: Record<FixtureKey, RecordModel>;
}

interface Recipe {
  collection: string;
  /** Creates the record as the superuser (again for each disposable twin). */
  make: (w: World) => Promise<RecordModel>;
  /**
   * Whether updates and deletes act on a fresh twin rather than on the fixture itself, so that
   * no scenario changes what another one sees (false where a twin cannot stand in for it).
   */
  disposable: boolean;
}

const account =
  (role: Member) =>
  (w: World): Promise<RecordModel> =>
    Promise.resolve(w.accounts[role].record);

const center = (data: (w: World) => Record<string, unknown>) => (w: World) =>
  w.su.collection('centers').create({
    company_name: `Matrix Center ${randomUUID()}`,
    city: 'Minneapolis',
    access_code: accessCode(),
    ...data(w),
  });

const media = (collection: string, centerKey: FixtureKey) => (w: World) =>
  w.su.collection(collection).create(
    collection === 'center_images'
      ? { center: w.records[centerKey].id, kind: 'gallery', file: pngFile(), alt_text: 'A room' }
      : {
          center: w.records[centerKey].id,
          video_url: 'https://www.youtube.com/watch?v=matrix',
          title: 'Tour',
        },
  );

const job = (data: Record<string, unknown>) => (w: World) =>
  w.su.collection('job_postings').create({
    center: w.records.centerPublic.id,
    owner: w.accounts.owner.record.id,
    title: 'Behavior Technician',
    description: 'Work one-on-one with children on their goals, with training and supervision.',
    employment_type: 'full-time',
    application_email: 'jobs@example.org',
    ...data,
  });

const analytics = (centerKey: FixtureKey, days: number) => (w: World) =>
  w.su.collection('center_analytics').create({
    center: w.records[centerKey].id,
    day: daysFromNow(days).slice(0, 10),
    metric: 'page_view',
    count: 3,
  });

/** The fixture records, in creation order (a recipe may use the records made before it). */
const FIXTURES = [
  'user',
  'owner',
  'otherOwner',
  'admin',
  'member',
  'centerPublic',
  'centerPending',
  'centerOther',
  'centerUnclaimed',
  'imagePublic',
  'imagePending',
  'videoPublic',
  'videoPending',
  'planActive',
  'planInactive',
  'featureActive',
  'featureInactive',
  'subscriptionOwner',
  'subscriptionOther',
  'stripeEvent',
  'outboxMail',
  'jobLive',
  'jobUnpaid',
  'jobExpired',
  'application',
  'intake',
  'contact',
  'conversation',
  'message',
  'conversationAnonymous',
  'messageAnonymous',
  'analyticsPublic',
  'analyticsOther',
  'analyticsOtherOld',
  'visit',
] as const;
/** The name of a fixture record. */
export type FixtureKey = (typeof FIXTURES)[number];

const RECIPES: Record<FixtureKey, Recipe> = {
  user: { collection: 'users', make: account('user'), disposable: false },
  owner: { collection: 'users', make: account('owner'), disposable: false },
  otherOwner: { collection: 'users', make: account('otherOwner'), disposable: false },
  admin: { collection: 'users', make: account('admin'), disposable: false },
  member: {
    collection: 'users',
    make: async () => (await createUser()).record,
    disposable: true,
  },
  centerPublic: {
    collection: 'centers',
    make: center((w) => ({ owner: w.accounts.owner.record.id, claimed: true, approved: 'yes' })),
    disposable: true,
  },
  centerPending: {
    collection: 'centers',
    make: center((w) => ({ owner: w.accounts.owner.record.id, approved: 'pending' })),
    disposable: true,
  },
  centerOther: {
    collection: 'centers',
    make: center((w) => ({
      owner: w.accounts.otherOwner.record.id,
      claimed: true,
      approved: 'yes',
    })),
    disposable: true,
  },
  centerUnclaimed: {
    collection: 'centers',
    make: center(() => ({ approved: '' })),
    disposable: true,
  },
  imagePublic: {
    collection: 'center_images',
    make: media('center_images', 'centerPublic'),
    disposable: true,
  },
  imagePending: {
    collection: 'center_images',
    make: media('center_images', 'centerPending'),
    disposable: true,
  },
  videoPublic: {
    collection: 'center_videos',
    make: media('center_videos', 'centerPublic'),
    disposable: true,
  },
  videoPending: {
    collection: 'center_videos',
    make: media('center_videos', 'centerPending'),
    disposable: true,
  },
  planActive: {
    collection: 'plans',
    make: (w: World) =>
      w.su.collection('plans').create({
        name: 'Premium',
        type: 'premium',
        price_monthly: 49,
        is_active: true,
      }),
    disposable: true,
  },
  planInactive: {
    collection: 'plans',
    make: (w: World) =>
      w.su.collection('plans').create({ name: 'Legacy', type: 'free', is_active: false }),
    disposable: true,
  },
  featureActive: {
    collection: 'premium_features',
    make: (w: World) =>
      w.su.collection('premium_features').create({
        feature_name: `Gallery ${randomUUID()}`,
        feature_category: 'listing',
        is_active: true,
      }),
    disposable: true,
  },
  featureInactive: {
    collection: 'premium_features',
    make: (w: World) =>
      w.su.collection('premium_features').create({
        feature_name: `Retired ${randomUUID()}`,
        feature_category: 'listing',
        is_active: false,
      }),
    disposable: true,
  },
  // One subscription per user (unique index), so these have no twins.
  subscriptionOwner: {
    collection: 'subscriptions',
    make: (w: World) =>
      w.su.collection('subscriptions').create({
        user: w.accounts.owner.record.id,
        plan: w.records.planActive.id,
        plan_type: 'premium',
        status: 'active',
        expires_at: daysFromNow(30),
        stripe_customer_id: `cus_${randomUUID()}`,
        stripe_subscription_id: `sub_${randomUUID()}`,
        last_event_id: `evt_${randomUUID()}`,
      }),
    disposable: false,
  },
  // A Stripe event already applied (pb_hooks/payments.js): only the server account sees these.
  stripeEvent: {
    collection: 'stripe_events',
    make: (w: World) =>
      w.su.collection('stripe_events').create({
        event_id: `evt_${randomUUID()}`,
        event_type: 'invoice.paid',
        outcome: 'applied',
      }),
    disposable: true,
  },
  // A mail in the outbox (pocketbase/outbox.go): only the server account reads it; admins
  // through /api/admin/outbox. Already sent, so the worker leaves it alone.
  outboxMail: {
    collection: 'mail_outbox',
    make: (w: World) =>
      w.su.collection('mail_outbox').create({
        to: 'matrix@example.org',
        subject: `Matrix mail ${randomUUID()}`,
        text: 'A mail of the authorization matrix.',
        state: 'sent',
        attempts: 1,
        sent_at: new Date().toISOString(),
      }),
    disposable: true,
  },
  subscriptionOther: {
    collection: 'subscriptions',
    make: (w: World) =>
      w.su.collection('subscriptions').create({
        user: w.accounts.otherOwner.record.id,
        plan_type: 'free',
        status: 'active',
        stripe_customer_id: `cus_${randomUUID()}`,
      }),
    disposable: false,
  },
  jobLive: {
    collection: 'job_postings',
    make: job({
      status: 'active',
      payment_status: 'paid',
      expires_at: daysFromNow(30),
      stripe_session_id: `cs_${randomUUID()}`,
    }),
    disposable: true,
  },
  jobUnpaid: {
    collection: 'job_postings',
    make: job({ payment_status: 'pending', stripe_session_id: `cs_${randomUUID()}` }),
    disposable: true,
  },
  jobExpired: {
    collection: 'job_postings',
    make: job({ status: 'active', payment_status: 'paid', expires_at: daysFromNow(-1) }),
    disposable: true,
  },
  application: {
    collection: 'job_applications',
    make: (w: World) =>
      w.su.collection('job_applications').create({
        job: w.records.jobLive.id,
        applicant_name: 'Alex Applicant',
        applicant_email: 'alex@example.org',
        cover_letter: 'I would love to join your team.',
        resume: pdfFile(RESUME_BYTES, 'resume.pdf'),
        cover_letter_file: pdfFile(COVER_LETTER_BYTES, 'cover-letter.pdf'),
        application_status: 'pending',
      }),
    disposable: true,
  },
  intake: {
    collection: 'intake_submissions',
    make: (w: World) => w.su.collection('intake_submissions').create(intakeBody()),
    disposable: true,
  },
  contact: {
    collection: 'contact_messages',
    make: (w: World) => w.su.collection('contact_messages').create(contactBody()),
    disposable: true,
  },
  conversation: {
    collection: 'chat_conversations',
    make: (w: World) =>
      w.su.collection('chat_conversations').create({
        center: w.records.centerPublic.id,
        user: w.accounts.user.record.id,
        user_session_id: `session-${randomUUID()}`,
        is_active: true,
      }),
    disposable: true,
  },
  message: {
    collection: 'chat_messages',
    make: (w: World) =>
      w.su.collection('chat_messages').create({
        conversation: w.records.conversation.id,
        message: 'Do you take Medical Assistance?',
        is_user: true,
      }),
    disposable: true,
  },
  // An anonymous visitor's conversation: readable with its browser session's id, sent in the
  // X-Chat-Session header (pb_migrations/1764400000_chat_rules.js).
  conversationAnonymous: {
    collection: 'chat_conversations',
    make: (w: World) =>
      w.su.collection('chat_conversations').create({
        center: w.records.centerPublic.id,
        user_session_id: `anon-${randomUUID()}`,
        is_active: true,
      }),
    disposable: true,
  },
  messageAnonymous: {
    collection: 'chat_messages',
    make: (w: World) =>
      w.su.collection('chat_messages').create({
        conversation: w.records.conversationAnonymous.id,
        message: 'Are you open on Saturdays?',
        is_user: true,
      }),
    disposable: true,
  },
  // Counts are written only by the server's hooks: no role may change them, so no twins.
  // centerPublic's owner is premium, centerOther's is free (30 days of rows only).
  analyticsPublic: {
    collection: 'center_analytics',
    make: analytics('centerPublic', -1),
    disposable: false,
  },
  analyticsOther: {
    collection: 'center_analytics',
    make: analytics('centerOther', -1),
    disposable: false,
  },
  analyticsOtherOld: {
    collection: 'center_analytics',
    make: analytics('centerOther', -60),
    disposable: false,
  },
  visit: {
    collection: 'analytics_visits',
    make: (w: World) =>
      w.su.collection('analytics_visits').create({
        visit: randomUUID().replaceAll('-', ''),
        day: daysFromNow(0).slice(0, 10),
      }),
    disposable: false,
  },
};

/** The fixtures of a collection, in creation order. */
export function fixturesOf(collection: string): FixtureKey[] {
  return FIXTURES.filter((key) => RECIPES[key].collection === collection);
}

/** The fixture whose record has this id. */
export function fixtureWithId(w: World, id: string): FixtureKey | undefined {
  return FIXTURES.find((key) => w.records[key].id === id);
}

/**
 * The record an update or delete acts on: a fresh twin of the fixture when it is disposable,
 * else the fixture itself.
 */
export function recordToChange(w: World, key: FixtureKey): Promise<RecordModel> {
  return RECIPES[key].disposable ? RECIPES[key].make(w) : Promise.resolve(w.records[key]);
}

/** A valid contact message. */
export function contactBody(): Record<string, unknown> {
  return {
    full_name: 'Morgan Example',
    email: 'morgan@example.org',
    phone: '6125550199',
    message: 'Do you have openings for a four-year-old?',
  };
}

/** Creates the role accounts and every fixture, as the superuser. */
export async function buildWorld(): Promise<World> {
  const [user, owner, otherOwner, admin] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser('admin'),
  ]);
  const w: World = {
    su: await superuserClient(),
    accounts: { user, owner, otherOwner, admin },
    records: {} as Record<FixtureKey, RecordModel>,
  };
  for (const key of FIXTURES) {
    w.records[key] = await RECIPES[key].make(w);
  }
  return w;
}

/** A fresh client (its own address, so its own rate limits) signed in as the role. */
export function clientAs(w: World, role: Role): PocketBase {
  const pb = newClient();
  if (role !== 'visitor') {
    const { client, record } = w.accounts[role];
    pb.authStore.save(client.authStore.token, record);
  }
  return pb;
}

/** The id of the role's account ('' for the visitor). */
export function idOf(w: World, role: Role): string {
  return role === 'visitor' ? '' : w.accounts[role].record.id;
}

let rawCount = 0;

/** A plain GET as the role (its token, if any, and its own client address). */
export function rawGet(pb: PocketBase, url: string): Promise<Response> {
  rawCount += 1;
  const headers: Record<string, string> = {
    'X-Forwarded-For': `172.16.${String((rawCount >> 8) & 255)}.${String(rawCount & 255)}`,
  };
  if (pb.authStore.token) headers.Authorization = pb.authStore.token;
  return fetch(url, { headers });
}
