// The authorization matrix: every role × collection × operation, as data (in the manner of
// PocketBase's apis/record_crud_test.go), each run against the real PocketBase. Expected
// outcomes follow the API rules in pocketbase/pb_migrations: a failing rule answers a list with
// 200 and no items, a create with 400, a view, update or delete with 404; a locked (null) rule
// answers 403 to everyone but the superuser. Protected files answer 404 without a valid token.
import { randomUUID } from 'node:crypto';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { describe, expect, it, beforeAll } from 'vitest';
import {
  buildWorld,
  clientAs,
  contactBody,
  COVER_LETTER_BYTES,
  daysFromNow,
  FILE_BYTES,
  fixturesOf,
  fixtureWithId,
  idOf,
  intakeBody,
  pdfFile,
  pngFile,
  rawGet,
  recordToChange,
  RESUME_BYTES,
  ROLES,
  type FixtureKey,
  type Role,
  type World,
} from './support/fixtures.ts';
import { handleBillingPortal } from '../../src/features/payments/server/billing-portal.ts';
import { handleCreateCheckout } from '../../src/features/payments/server/create-checkout.ts';
import { handleCreateJobPayment } from '../../src/features/payments/server/create-job-payment.ts';
import { requestAs, testPayments } from './support/payments.ts';
import { createUser, pbUrl, statusOf } from './support/pocketbase.ts';

type Collection =
  | 'centers'
  | 'center_images'
  | 'center_videos'
  | 'plans'
  | 'subscriptions'
  | 'stripe_events'
  | 'mail_outbox'
  | 'premium_features'
  | 'job_postings'
  | 'job_applications'
  | 'intake_submissions'
  | 'contact_messages'
  | 'chat_conversations'
  | 'chat_messages'
  | 'center_analytics'
  | 'analytics_visits'
  | 'users';
type Operation = 'list' | 'view' | 'create' | 'update' | 'delete' | 'download';
type Body = Record<string, unknown>;

/** What a request body may depend on: the fixtures, the acting user's id, the changed record. */
interface BodyContext {
  w: World;
  me: string;
  target: RecordModel | undefined;
}

/** What is asked (the same for every role of a row). */
interface Request {
  collection: Collection;
  op: Operation;
  /** view, update, delete, download: the fixture acted on (updates and deletes use a twin). */
  target?: FixtureKey;
  /** What tells this request apart from others with the same operation, for the test name. */
  label?: string;
  /** list: the fixtures the list is narrowed to (default: all of the collection's). */
  among?: FixtureKey[];
  /** list: an extra filter, joined to the narrowing with &&. */
  filter?: (w: World) => string;
  expand?: string;
  /** list, view: the anonymous chat session id sent in X-Chat-Session ('wrong': another one). */
  chatSession?: 'own' | 'wrong';
  body?: (c: BodyContext) => Body;
  /** download: the file field, and whether the role sends its own file token. */
  file?: string;
  token?: boolean;
}

/** What a role gets. */
interface Outcome extends Pick<Request, 'among' | 'label'> {
  status: number;
  /** list: exactly which of the fixtures it was narrowed to come back. */
  sees?: FixtureKey[];
  /** Fields every returned record must have / must not have (dotted paths allowed). */
  shows?: string[];
  hides?: string[];
  /** create: the status the same client then gets when it views the new record. */
  readBack?: number;
}

interface Scenario extends Request, Outcome {
  role: Role;
  name: string;
}

/** Per role (or `others`: every role not named) the outcome, several, or [] to skip the role. */
type Rows = Partial<Record<Role | 'others', Outcome | Outcome[]>>;

const ok: Outcome = { status: 200 };
const noItems: Outcome = { status: 200, sees: [] };
const rejected: Outcome = { status: 400 };
const forbidden: Outcome = { status: 403 };
const notFound: Outcome = { status: 404 };
const sees = (...keys: FixtureKey[]): Outcome => ({ status: 200, sees: keys });

function nameOf(s: Omit<Scenario, 'name'>): string {
  const what = [s.op, s.target, s.label === undefined ? undefined : `(${s.label})`]
    .filter((part) => part !== undefined)
    .join(' ');
  let outcome = String(s.status);
  if (s.sees) outcome += s.sees.length ? ` with ${s.sees.join(', ')}` : ' with no items';
  if (s.shows) outcome += `, showing ${s.shows.join(', ')}`;
  if (s.hides) outcome += `, without ${s.hides.join(', ')}`;
  if (s.op === 'create') outcome += s.status === 200 ? ', stored' : ', nothing stored';
  if (s.readBack !== undefined) outcome += `, then view → ${String(s.readBack)}`;
  return `${s.role} · ${s.collection} · ${what} → ${outcome}`;
}

/** One request tried by each role named in `outcomes`. */
function rows(request: Request, outcomes: Rows): Scenario[] {
  return ROLES.flatMap((role) =>
    [outcomes[role] ?? outcomes.others ?? []].flat().map((outcome) => {
      const scenario = { ...request, ...outcome, role };
      return { ...scenario, name: nameOf(scenario) };
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The tables

const CODE = ['access_code'];
const STRIPE = ['stripe_customer_id', 'stripe_subscription_id', 'last_event_id'];
const SECRETS = ['password', 'tokenKey'];
const ALL_CENTERS: FixtureKey[] = [
  'centerPublic',
  'centerPending',
  'centerOther',
  'centerUnclaimed',
];

const centers: Scenario[] = [
  ...rows(
    { collection: 'centers', op: 'list' },
    {
      others: { ...sees('centerPublic', 'centerOther', 'centerUnclaimed'), hides: CODE },
      owner: [
        {
          ...sees('centerPublic', 'centerPending'),
          among: ['centerPublic', 'centerPending'],
          label: 'own',
          shows: CODE,
        },
        {
          ...sees('centerOther', 'centerUnclaimed'),
          among: ['centerOther', 'centerUnclaimed'],
          label: 'not own',
          hides: CODE,
        },
      ],
      otherOwner: [
        { ...sees('centerOther'), among: ['centerOther'], label: 'own', shows: CODE },
        {
          ...sees('centerPublic', 'centerUnclaimed'),
          among: ['centerPublic', 'centerPending', 'centerUnclaimed'],
          label: 'not own',
          hides: CODE,
        },
      ],
      admin: { ...sees(...ALL_CENTERS), shows: CODE },
    },
  ),
  ...rows(
    {
      collection: 'centers',
      op: 'list',
      label: 'filtered by owner.email',
      filter: (w) => `owner.email = "${w.accounts.owner.email}"`,
    },
    { others: noItems },
  ),
  ...rows(
    { collection: 'centers', op: 'view', target: 'centerPublic' },
    {
      others: { ...ok, hides: CODE },
      owner: { ...ok, shows: CODE },
      admin: { ...ok, shows: CODE },
    },
  ),
  ...rows(
    { collection: 'centers', op: 'view', target: 'centerPending' },
    { others: notFound, owner: { ...ok, shows: CODE }, admin: { ...ok, shows: CODE } },
  ),
  ...rows(
    { collection: 'centers', op: 'view', target: 'centerOther' },
    {
      others: { ...ok, hides: CODE },
      otherOwner: { ...ok, shows: CODE },
      admin: { ...ok, shows: CODE },
    },
  ),
  ...rows(
    { collection: 'centers', op: 'view', target: 'centerUnclaimed' },
    { others: { ...ok, hides: CODE }, admin: { ...ok, shows: CODE } },
  ),
  ...rows(
    {
      collection: 'centers',
      op: 'view',
      target: 'centerPublic',
      expand: 'owner',
      label: 'expand=owner',
    },
    {
      others: { ...ok, hides: ['expand.owner'] },
      owner: { ...ok, shows: ['expand.owner'] },
      admin: { ...ok, shows: ['expand.owner'] },
    },
  ),
  ...rows(
    {
      collection: 'centers',
      op: 'create',
      body: () => ({ company_name: `Matrix New Center ${randomUUID()}` }),
    },
    { visitor: rejected, others: { ...ok, readBack: 200 } },
  ),
  ...(['centerPublic', 'centerPending'] as const).flatMap((target) =>
    rows(
      { collection: 'centers', op: 'update', target, body: () => ({ city: 'Duluth' }) },
      { others: notFound, owner: ok, admin: ok },
    ),
  ),
  ...rows(
    {
      collection: 'centers',
      op: 'update',
      target: 'centerUnclaimed',
      body: () => ({ city: 'Duluth' }),
    },
    { others: notFound, admin: ok },
  ),
  ...rows(
    {
      collection: 'centers',
      op: 'update',
      target: 'centerPublic',
      label: 'approval, premium, featured',
      body: () => ({ approved: 'no', premium: true, featured: true }),
    },
    { others: notFound, admin: ok },
  ),
  ...rows(
    { collection: 'centers', op: 'delete', target: 'centerPublic' },
    { others: notFound, owner: ok, admin: ok },
  ),
  ...rows(
    { collection: 'centers', op: 'delete', target: 'centerUnclaimed' },
    { others: notFound, admin: ok },
  ),
];

/** center_images and center_videos share their rules: readable where the center is. */
function centerMedia(
  collection: 'center_images' | 'center_videos',
  [onPublic, onPending]: [FixtureKey, FixtureKey],
  fields: () => Body,
  edit: Body,
): Scenario[] {
  const on = (center: FixtureKey) => (c: BodyContext) => ({
    ...fields(),
    center: c.w.records[center].id,
  });
  return [
    ...rows(
      { collection, op: 'list' },
      {
        others: sees(onPublic),
        owner: sees(onPublic, onPending),
        admin: sees(onPublic, onPending),
      },
    ),
    ...rows({ collection, op: 'view', target: onPublic }, { others: ok }),
    ...rows(
      { collection, op: 'view', target: onPending },
      { others: notFound, owner: ok, admin: ok },
    ),
    ...rows(
      { collection, op: 'create', label: 'on centerPublic', body: on('centerPublic') },
      { others: rejected, owner: ok, admin: ok },
    ),
    ...rows(
      { collection, op: 'create', label: 'on centerPending', body: on('centerPending') },
      { others: rejected, owner: ok, admin: ok },
    ),
    // otherOwner is on the free plan: gallery images and videos are premium features
    // (pb_hooks/owner-media.pb.js; tests/integration/owner-authorization.test.ts).
    ...rows(
      { collection, op: 'create', label: 'on centerOther', body: on('centerOther') },
      { others: rejected, otherOwner: forbidden, admin: ok },
    ),
    ...rows(
      { collection, op: 'update', target: onPublic, body: () => edit },
      { others: notFound, owner: ok, admin: ok },
    ),
    // The update rule reads `(owns center) || admin && center unchanged`; SQL gives && the
    // higher precedence, so it lets an owner move media into any other center (fails today).
    ...rows(
      {
        collection,
        op: 'update',
        target: onPublic,
        label: 'move to centerOther',
        body: ({ w }) => ({ center: w.records.centerOther.id }),
      },
      { others: notFound },
    ),
    ...([onPublic, onPending] as const).flatMap((target) =>
      rows({ collection, op: 'delete', target }, { others: notFound, owner: ok, admin: ok }),
    ),
  ];
}

const centerImages: Scenario[] = [
  ...centerMedia(
    'center_images',
    ['imagePublic', 'imagePending'],
    () => ({ kind: 'gallery', file: pngFile(), alt_text: 'Play room' }),
    { alt_text: 'Sensory room' },
  ),
  ...rows(
    {
      collection: 'center_images',
      op: 'list',
      label: 'filtered by center.access_code',
      filter: (w) => `center.access_code = "${String(w.records.centerPublic.access_code)}"`,
    },
    { others: rejected },
  ),
  ...rows(
    { collection: 'center_images', op: 'download', target: 'imagePublic', file: 'file' },
    { others: ok },
  ),
  // Unprotected files are served to whoever has the URL; the record itself stays hidden.
  ...rows(
    {
      collection: 'center_images',
      op: 'download',
      target: 'imagePending',
      file: 'file',
      label: 'unprotected file, by URL',
    },
    { others: ok },
  ),
];

const centerVideos = centerMedia(
  'center_videos',
  ['videoPublic', 'videoPending'],
  () => ({ video_url: 'https://www.youtube.com/watch?v=new', title: 'New tour' }),
  { title: 'Updated tour' },
);

const plans: Scenario[] = [
  ...rows(
    { collection: 'plans', op: 'list' },
    { others: sees('planActive'), admin: sees('planActive', 'planInactive') },
  ),
  ...rows({ collection: 'plans', op: 'view', target: 'planActive' }, { others: ok }),
  ...rows(
    { collection: 'plans', op: 'view', target: 'planInactive' },
    { others: notFound, admin: ok },
  ),
  ...rows(
    {
      collection: 'plans',
      op: 'create',
      body: () => ({ name: 'Matrix', type: 'premium', price_monthly: 10, is_active: false }),
    },
    { others: rejected, admin: ok },
  ),
  ...rows(
    {
      collection: 'plans',
      op: 'update',
      target: 'planActive',
      body: () => ({ price_monthly: 1, description: 'Cheaper' }),
    },
    { others: notFound, admin: ok },
  ),
  ...rows(
    { collection: 'plans', op: 'delete', target: 'planActive' },
    { others: notFound, admin: ok },
  ),
];

// Active feature flags are public; inactive ones only admins see.
const premiumFeatures: Scenario[] = [
  ...rows(
    { collection: 'premium_features', op: 'list' },
    { others: sees('featureActive'), admin: sees('featureActive', 'featureInactive') },
  ),
  ...rows(
    { collection: 'premium_features', op: 'view', target: 'featureInactive' },
    { others: notFound, admin: ok },
  ),
  ...rows(
    {
      collection: 'premium_features',
      op: 'create',
      body: () => ({ feature_name: `Matrix ${randomUUID()}`, is_active: true }),
    },
    { others: rejected, admin: ok },
  ),
  ...rows(
    {
      collection: 'premium_features',
      op: 'update',
      target: 'featureActive',
      body: () => ({ is_active: false }),
    },
    { others: notFound, admin: ok },
  ),
  ...rows(
    { collection: 'premium_features', op: 'delete', target: 'featureActive' },
    { others: notFound, admin: ok },
  ),
];

const subscriptions: Scenario[] = [
  ...rows(
    { collection: 'subscriptions', op: 'list' },
    {
      others: noItems,
      owner: { ...sees('subscriptionOwner'), hides: STRIPE },
      otherOwner: { ...sees('subscriptionOther'), hides: STRIPE },
      admin: { ...sees('subscriptionOwner', 'subscriptionOther'), hides: STRIPE },
    },
  ),
  ...rows(
    { collection: 'subscriptions', op: 'view', target: 'subscriptionOwner' },
    { others: notFound, owner: { ...ok, hides: STRIPE }, admin: { ...ok, hides: STRIPE } },
  ),
  ...rows(
    {
      collection: 'subscriptions',
      op: 'create',
      body: ({ me }) => ({ user: me, plan_type: 'premium', status: 'active' }),
    },
    { others: forbidden },
  ),
  ...rows(
    {
      collection: 'subscriptions',
      op: 'update',
      target: 'subscriptionOwner',
      body: () => ({ plan_type: 'free', status: 'canceled' }),
    },
    { others: forbidden },
  ),
  ...rows(
    { collection: 'subscriptions', op: 'delete', target: 'subscriptionOwner' },
    { others: forbidden },
  ),
];

// Stripe events are the server account's alone (null rules): 403 for every role.
const stripeEvents: Scenario[] = [
  ...rows({ collection: 'stripe_events', op: 'list' }, { others: forbidden }),
  ...rows(
    { collection: 'stripe_events', op: 'view', target: 'stripeEvent' },
    { others: forbidden },
  ),
  ...rows(
    {
      collection: 'stripe_events',
      op: 'create',
      body: () => ({ event_id: `evt_${randomUUID()}`, event_type: 'invoice.paid' }),
    },
    { others: forbidden },
  ),
  ...rows(
    {
      collection: 'stripe_events',
      op: 'update',
      target: 'stripeEvent',
      body: () => ({ outcome: 'forged' }),
    },
    { others: forbidden },
  ),
  ...rows(
    { collection: 'stripe_events', op: 'delete', target: 'stripeEvent' },
    { others: forbidden },
  ),
];

// A center's numbers: its owner and admins read them, a free owner only the last 30 days'
// rows (centerOther's owner is free, centerPublic's premium); only the server's hooks write
// them (null rules). The visit hashes are the server's alone.
const analyticsBody = (c: BodyContext) => ({
  center: c.w.records.centerPublic.id,
  day: daysFromNow(0).slice(0, 10),
  metric: 'call',
  count: 1000,
});
const centerAnalytics: Scenario[] = [
  ...rows(
    { collection: 'center_analytics', op: 'list' },
    {
      others: noItems,
      owner: sees('analyticsPublic'),
      otherOwner: sees('analyticsOther'),
      admin: sees('analyticsPublic', 'analyticsOther', 'analyticsOtherOld'),
    },
  ),
  ...rows(
    { collection: 'center_analytics', op: 'view', target: 'analyticsPublic' },
    { others: notFound, owner: ok, admin: ok },
  ),
  ...rows(
    { collection: 'center_analytics', op: 'view', target: 'analyticsOtherOld' },
    { others: notFound, admin: ok },
  ),
  ...rows(
    { collection: 'center_analytics', op: 'create', body: analyticsBody },
    { others: forbidden },
  ),
  ...rows(
    {
      collection: 'center_analytics',
      op: 'update',
      target: 'analyticsPublic',
      body: () => ({ count: 1000 }),
    },
    { others: forbidden },
  ),
  ...rows(
    { collection: 'center_analytics', op: 'delete', target: 'analyticsPublic' },
    { others: forbidden },
  ),
];
const analyticsVisits: Scenario[] = [
  ...rows({ collection: 'analytics_visits', op: 'list' }, { others: forbidden }),
  ...rows({ collection: 'analytics_visits', op: 'view', target: 'visit' }, { others: forbidden }),
  ...rows(
    {
      collection: 'analytics_visits',
      op: 'create',
      body: () => ({ visit: randomUUID(), day: daysFromNow(0).slice(0, 10) }),
    },
    { others: forbidden },
  ),
  ...rows(
    {
      collection: 'analytics_visits',
      op: 'update',
      target: 'visit',
      body: () => ({ day: '2000-01-01' }),
    },
    { others: forbidden },
  ),
  ...rows({ collection: 'analytics_visits', op: 'delete', target: 'visit' }, { others: forbidden }),
];

// The mail outbox is the server account's alone (null rules): 403 for every role. Admins read
// and retry mails through /api/admin/outbox (admin-authorization.test.ts).
const mailOutbox: Scenario[] = [
  ...rows({ collection: 'mail_outbox', op: 'list' }, { others: forbidden }),
  ...rows({ collection: 'mail_outbox', op: 'view', target: 'outboxMail' }, { others: forbidden }),
  ...rows(
    {
      collection: 'mail_outbox',
      op: 'create',
      body: () => ({
        to: 'forged@example.org',
        subject: `Forged ${randomUUID()}`,
        state: 'queued',
      }),
    },
    { others: forbidden },
  ),
  ...rows(
    {
      collection: 'mail_outbox',
      op: 'update',
      target: 'outboxMail',
      body: () => ({ to: 'forged@example.org' }),
    },
    { others: forbidden },
  ),
  ...rows({ collection: 'mail_outbox', op: 'delete', target: 'outboxMail' }, { others: forbidden }),
];

const jobBody =
  (extra: (c: BodyContext) => Body = () => ({})) =>
  (c: BodyContext): Body => ({
    center: c.w.records.centerPublic.id,
    owner: c.me,
    title: 'Matrix Behavior Technician',
    description: 'Support children and families with individual therapy plans, with training.',
    employment_type: 'part-time',
    application_email: 'jobs@example.org',
    ...extra(c),
  });

const jobPostings: Scenario[] = [
  ...rows(
    { collection: 'job_postings', op: 'list' },
    {
      others: { ...sees('jobLive'), hides: ['stripe_session_id'] },
      owner: { ...sees('jobLive', 'jobUnpaid', 'jobExpired'), hides: ['stripe_session_id'] },
      admin: { ...sees('jobLive', 'jobUnpaid', 'jobExpired'), hides: ['stripe_session_id'] },
    },
  ),
  ...rows(
    { collection: 'job_postings', op: 'view', target: 'jobLive' },
    { others: { ...ok, hides: ['stripe_session_id'] } },
  ),
  ...(['jobUnpaid', 'jobExpired'] as const).flatMap((target) =>
    rows(
      { collection: 'job_postings', op: 'view', target },
      { others: notFound, owner: ok, admin: ok },
    ),
  ),
  // Only the center's owner posts its jobs; the create rule has no exception for admins.
  ...rows(
    { collection: 'job_postings', op: 'create', label: 'for centerPublic', body: jobBody() },
    { others: rejected, owner: { ...ok, readBack: 200 } },
  ),
  ...rows(
    {
      collection: 'job_postings',
      op: 'create',
      label: "for centerPublic, naming its owner as the job's owner",
      body: jobBody(({ w }) => ({ owner: w.accounts.owner.record.id })),
    },
    { others: rejected, owner: ok },
  ),
  // Only for an approved center: the owner's pending one is refused (jobs.pb.js).
  ...rows(
    {
      collection: 'job_postings',
      op: 'create',
      label: 'for centerPending',
      body: jobBody(({ w }) => ({ center: w.records.centerPending.id })),
    },
    { others: rejected },
  ),
  ...rows(
    {
      collection: 'job_postings',
      op: 'create',
      label: 'for centerOther',
      body: jobBody(({ w }) => ({ center: w.records.centerOther.id })),
    },
    { others: rejected, otherOwner: ok },
  ),
  ...(
    [
      ['status', 'active'],
      ['payment_status', 'paid'],
      ['expires_at', daysFromNow(365)],
    ] as const
  ).flatMap(([field, value]) => [
    ...rows(
      {
        collection: 'job_postings',
        op: 'create',
        label: `setting ${field}`,
        body: jobBody(() => ({ [field]: value })),
      },
      { owner: rejected },
    ),
    ...rows(
      {
        collection: 'job_postings',
        op: 'update',
        target: 'jobUnpaid',
        label: `setting ${field}`,
        body: () => ({ [field]: value }),
      },
      { others: notFound, admin: ok },
    ),
  ]),
  ...(['jobUnpaid', 'jobLive'] as const).flatMap((target) =>
    rows(
      { collection: 'job_postings', op: 'update', target, body: () => ({ title: 'Lead BT' }) },
      { others: notFound, owner: ok, admin: ok },
    ),
  ),
  ...rows(
    {
      collection: 'job_postings',
      op: 'update',
      target: 'jobLive',
      label: 'move to centerOther',
      body: ({ w }) => ({ center: w.records.centerOther.id }),
    },
    { others: notFound, admin: ok },
  ),
  ...rows(
    {
      collection: 'job_postings',
      op: 'update',
      target: 'jobLive',
      label: 'hand to otherOwner',
      body: ({ w }) => ({ owner: w.accounts.otherOwner.record.id }),
    },
    { others: notFound, admin: ok },
  ),
  ...rows(
    { collection: 'job_postings', op: 'delete', target: 'jobLive' },
    { others: notFound, owner: ok, admin: ok },
  ),
];

const application =
  (job: FixtureKey, extra: Body = {}) =>
  ({ w }: BodyContext): Body => ({
    job: w.records[job].id,
    applicant_name: 'Sam Applicant',
    applicant_email: 'sam@example.org',
    resume: pdfFile(RESUME_BYTES, 'resume.pdf'),
    cover_letter_file: pdfFile(COVER_LETTER_BYTES, 'cover.pdf'),
    ...extra,
  });

// Only the employer who owns the job, and admins, read applications; only the employer
// reviews them.
const FILES = ['resume', 'cover_letter_file'];
const jobApplications: Scenario[] = [
  ...rows(
    { collection: 'job_applications', op: 'list' },
    {
      others: noItems,
      owner: { ...sees('application'), shows: FILES },
      admin: { ...sees('application'), shows: FILES },
    },
  ),
  ...rows(
    { collection: 'job_applications', op: 'view', target: 'application' },
    { others: notFound, owner: { ...ok, shows: FILES }, admin: { ...ok, shows: FILES } },
  ),
  ...rows(
    {
      collection: 'job_applications',
      op: 'create',
      label: 'to jobLive',
      body: application('jobLive'),
    },
    {
      others: { ...ok, readBack: 404 },
      owner: { ...ok, readBack: 200 },
      admin: { ...ok, readBack: 200 },
    },
  ),
  ...(['jobUnpaid', 'jobExpired'] as const).flatMap((job) =>
    rows(
      { collection: 'job_applications', op: 'create', label: `to ${job}`, body: application(job) },
      { others: rejected },
    ),
  ),
  ...rows(
    {
      collection: 'job_applications',
      op: 'create',
      label: 'to jobLive, setting application_status',
      body: application('jobLive', { application_status: 'approved' }),
    },
    { others: rejected },
  ),
  ...rows(
    {
      collection: 'job_applications',
      op: 'update',
      target: 'application',
      label: 'application_status',
      body: () => ({ application_status: 'reviewed' }),
    },
    { others: notFound, owner: ok },
  ),
  ...(
    [
      ['applicant_name', () => ({ applicant_name: 'Someone Else' })],
      ['cover_letter', () => ({ cover_letter: 'Rewritten by the employer.' })],
      ['replace resume', () => ({ resume: pdfFile(COVER_LETTER_BYTES, 'other.pdf') })],
      [
        'remove cover_letter_file',
        ({ target }: BodyContext) => ({ 'cover_letter_file-': [target?.cover_letter_file] }),
      ],
      ['move to jobUnpaid', ({ w }: BodyContext) => ({ job: w.records.jobUnpaid.id })],
    ] as const
  ).flatMap(([label, body]) =>
    rows(
      { collection: 'job_applications', op: 'update', target: 'application', label, body },
      { others: notFound },
    ),
  ),
  ...rows(
    { collection: 'job_applications', op: 'delete', target: 'application' },
    { others: forbidden },
  ),
  ...(['resume', 'cover_letter_file'] as const).flatMap((file) => [
    ...rows(
      {
        collection: 'job_applications',
        op: 'download',
        target: 'application',
        file,
        token: true,
        label: `${file}, with own file token`,
      },
      { user: notFound, owner: ok, otherOwner: notFound, admin: ok },
    ),
    ...rows(
      {
        collection: 'job_applications',
        op: 'download',
        target: 'application',
        file,
        label: `${file}, without token`,
      },
      { others: notFound },
    ),
  ]),
];

/** intake_submissions and contact_messages: anyone writes one; only admins read or change. */
function adminOnly(
  collection: 'intake_submissions' | 'contact_messages',
  key: FixtureKey,
  valid: () => Body,
  invalid: () => Body,
  edit: Body,
): Scenario[] {
  return [
    ...rows({ collection, op: 'list' }, { others: noItems, admin: sees(key) }),
    ...rows({ collection, op: 'view', target: key }, { others: notFound, admin: ok }),
    ...rows(
      { collection, op: 'create', body: valid },
      { others: { ...ok, readBack: 404 }, admin: { ...ok, readBack: 200 } },
    ),
    ...rows({ collection, op: 'create', label: 'invalid', body: invalid }, { others: rejected }),
    ...rows(
      { collection, op: 'update', target: key, body: () => edit },
      { others: notFound, admin: ok },
    ),
    ...rows({ collection, op: 'delete', target: key }, { others: notFound, admin: ok }),
  ];
}

const intakeSubmissions = adminOnly(
  'intake_submissions',
  'intake',
  intakeBody,
  () => ({ ...intakeBody(), phone: '123', preferred_locations: ['Atlantis'] }),
  { allow_contact: false },
);

const contactMessages = adminOnly(
  'contact_messages',
  'contact',
  contactBody,
  () => ({ ...contactBody(), email: 'not-an-email', message: 'Hi' }),
  { business_name: 'Handled' },
);

// Written only by the server's chat route. A signed-in visitor reads their own conversation;
// an anonymous one the conversation of their browser session (its id in X-Chat-Session); admins
// all; owners none of their center's (pb_migrations/1764400000_chat_rules.js).
const SESSION = ['user_session_id'];
const OWN_SESSION = { chatSession: 'own', label: 'own X-Chat-Session' } as const;
const WRONG_SESSION = { chatSession: 'wrong', label: 'another X-Chat-Session' } as const;

const chatConversations: Scenario[] = [
  ...rows(
    { collection: 'chat_conversations', op: 'list' },
    {
      others: noItems,
      user: { ...sees('conversation'), hides: SESSION },
      admin: sees('conversation', 'conversationAnonymous'),
    },
  ),
  ...rows(
    { collection: 'chat_conversations', op: 'list', ...OWN_SESSION },
    {
      others: { ...sees('conversationAnonymous'), hides: SESSION },
      user: { ...sees('conversation', 'conversationAnonymous'), hides: SESSION },
      admin: sees('conversation', 'conversationAnonymous'),
    },
  ),
  ...rows(
    { collection: 'chat_conversations', op: 'list', ...WRONG_SESSION },
    {
      others: noItems,
      user: sees('conversation'),
      admin: sees('conversation', 'conversationAnonymous'),
    },
  ),
  ...rows(
    { collection: 'chat_conversations', op: 'view', target: 'conversation' },
    { others: notFound, user: { ...ok, hides: SESSION }, admin: ok },
  ),
  ...rows(
    { collection: 'chat_conversations', op: 'view', target: 'conversationAnonymous' },
    { others: notFound, admin: ok },
  ),
  ...rows(
    {
      collection: 'chat_conversations',
      op: 'view',
      target: 'conversationAnonymous',
      ...OWN_SESSION,
    },
    { others: { ...ok, hides: SESSION } },
  ),
  ...rows(
    {
      collection: 'chat_conversations',
      op: 'view',
      target: 'conversationAnonymous',
      ...WRONG_SESSION,
    },
    { others: notFound, admin: ok },
  ),
  ...rows(
    {
      collection: 'chat_conversations',
      op: 'create',
      body: ({ w, me }) => ({ center: w.records.centerPublic.id, user: me, is_active: true }),
    },
    { others: forbidden },
  ),
  ...rows(
    {
      collection: 'chat_conversations',
      op: 'update',
      target: 'conversation',
      body: () => ({ is_active: false }),
    },
    { others: forbidden },
  ),
  ...rows(
    { collection: 'chat_conversations', op: 'delete', target: 'conversation' },
    { others: forbidden },
  ),
];

const chatMessages: Scenario[] = [
  ...rows(
    { collection: 'chat_messages', op: 'list' },
    { others: noItems, user: sees('message'), admin: sees('message', 'messageAnonymous') },
  ),
  ...rows(
    { collection: 'chat_messages', op: 'list', ...OWN_SESSION },
    {
      others: sees('messageAnonymous'),
      user: sees('message', 'messageAnonymous'),
      admin: sees('message', 'messageAnonymous'),
    },
  ),
  ...rows(
    { collection: 'chat_messages', op: 'list', ...WRONG_SESSION },
    { others: noItems, user: sees('message'), admin: sees('message', 'messageAnonymous') },
  ),
  ...rows(
    { collection: 'chat_messages', op: 'view', target: 'message' },
    { others: notFound, user: ok, admin: ok },
  ),
  ...rows(
    { collection: 'chat_messages', op: 'view', target: 'messageAnonymous', ...OWN_SESSION },
    { others: ok },
  ),
  ...rows(
    { collection: 'chat_messages', op: 'view', target: 'messageAnonymous' },
    { others: notFound, admin: ok },
  ),
  ...rows(
    {
      collection: 'chat_messages',
      op: 'create',
      body: ({ w }) => ({ conversation: w.records.conversation.id, message: 'Hi', is_user: true }),
    },
    { others: forbidden },
  ),
  ...rows(
    {
      collection: 'chat_messages',
      op: 'update',
      target: 'message',
      body: () => ({ message: 'Edited' }),
    },
    { others: forbidden },
  ),
  ...rows({ collection: 'chat_messages', op: 'delete', target: 'message' }, { others: forbidden }),
];

const signUp =
  (extra: Body = {}) =>
  (): Body => ({
    email: `matrix-${randomUUID()}@example.org`,
    password: 'a-long-password',
    passwordConfirm: 'a-long-password',
    name: 'Matrix Parent',
    ...extra,
  });

// Last: a wrongly allowed self-delete here would take a role's account away.
const users: Scenario[] = [
  ...rows(
    { collection: 'users', op: 'list', among: ['user', 'owner', 'otherOwner', 'admin'] },
    {
      visitor: noItems,
      user: { ...sees('user'), hides: SECRETS },
      owner: { ...sees('owner'), hides: SECRETS },
      otherOwner: { ...sees('otherOwner'), hides: SECRETS },
      admin: { ...sees('user', 'owner', 'otherOwner', 'admin'), shows: ['email'], hides: SECRETS },
    },
  ),
  ...rows(
    { collection: 'users', op: 'view', target: 'owner' },
    {
      others: notFound,
      owner: { ...ok, shows: ['email', 'role'], hides: SECRETS },
      // users.pb.js shows admins the e-mail addresses PocketBase would hide from non-managers.
      admin: { ...ok, shows: ['email', 'role'], hides: SECRETS },
    },
  ),
  ...rows({ collection: 'users', op: 'create', label: 'sign-up', body: signUp() }, { others: ok }),
  ...rows(
    {
      collection: 'users',
      op: 'create',
      label: 'verified: true',
      body: signUp({ verified: true }),
    },
    { others: rejected },
  ),
  ...rows(
    { collection: 'users', op: 'create', label: 'role admin', body: signUp({ role: 'admin' }) },
    { others: rejected },
  ),
  ...rows(
    { collection: 'users', op: 'update', target: 'user', body: () => ({ name: 'Renamed user' }) },
    { others: notFound, user: ok, admin: ok },
  ),
  ...rows(
    { collection: 'users', op: 'update', target: 'owner', body: () => ({ name: 'Renamed owner' }) },
    { others: notFound, owner: ok, admin: ok },
  ),
  ...rows(
    {
      collection: 'users',
      op: 'update',
      target: 'user',
      label: 'role+ modifier',
      body: () => ({ 'role+': 'admin' }),
    },
    { others: notFound, admin: [] },
  ),
  ...rows(
    {
      collection: 'users',
      op: 'update',
      target: 'user',
      label: 'verified',
      body: () => ({ verified: false }),
    },
    { user: rejected },
  ),
  ...rows({ collection: 'users', op: 'delete', target: 'member' }, { others: notFound, admin: ok }),
  ...rows({ collection: 'users', op: 'delete', target: 'user', label: 'self' }, { user: notFound }),
  ...rows(
    { collection: 'users', op: 'delete', target: 'admin', label: 'self' },
    { admin: notFound },
  ),
];

const MATRIX: Record<Collection, Scenario[]> = {
  centers,
  center_images: centerImages,
  center_videos: centerVideos,
  plans,
  premium_features: premiumFeatures,
  subscriptions,
  stripe_events: stripeEvents,
  mail_outbox: mailOutbox,
  job_postings: jobPostings,
  job_applications: jobApplications,
  intake_submissions: intakeSubmissions,
  contact_messages: contactMessages,
  chat_conversations: chatConversations,
  chat_messages: chatMessages,
  center_analytics: centerAnalytics,
  analytics_visits: analyticsVisits,
  users,
};

// ---------------------------------------------------------------------------------------------
// The runner

let w: World;

beforeAll(async () => {
  w = await buildWorld();
});

/** The status of a request (200 when it succeeds) and its result. */
async function attempt<T>(request: Promise<T>): Promise<{ status: number; data?: T }> {
  try {
    return { status: 200, data: await request };
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status };
    throw error;
  }
}

function expectFields(record: RecordModel, s: Scenario): void {
  for (const field of s.shows ?? []) expect(record, `shows ${field}`).toHaveProperty(field);
  for (const field of s.hides ?? []) expect(record, `hides ${field}`).not.toHaveProperty(field);
}

/** The plain (non-file, non-modifier) values of a body, as a stored record would hold them. */
function plainValues(body: Body): Body {
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => !(value instanceof File) && /^\w+$/.test(key)),
  );
}

async function countOf(collection: Collection): Promise<number> {
  return (await w.su.collection(collection).getList(1, 1, { fields: 'id' })).totalItems;
}

async function run(s: Scenario): Promise<void> {
  const pb = clientAs(w, s.role);
  const records = pb.collection(s.collection);
  const expand = {
    ...(s.expand === undefined ? {} : { expand: s.expand }),
    ...(s.chatSession === undefined ? {} : { headers: { 'X-Chat-Session': chatSessionOf(s) } }),
  };
  const bodyFor = (target?: RecordModel) => s.body?.({ w, me: idOf(w, s.role), target }) ?? {};

  switch (s.op) {
    case 'list': {
      const among = (s.among ?? fixturesOf(s.collection)).map(
        (key) => `id = "${w.records[key].id}"`,
      );
      const filter = [`(${among.join(' || ')})`, s.filter?.(w)].filter((f) => f !== undefined);
      const result = await attempt(
        records.getList(1, 50, { filter: filter.join(' && '), ...expand }),
      );
      expect(result.status).toBe(s.status);
      if (!result.data) return;
      const keys = result.data.items.map((item) => fixtureWithId(w, item.id));
      expect(keys.sort()).toEqual([...(s.sees ?? [])].sort());
      for (const item of result.data.items) expectFields(item, s);
      return;
    }
    case 'view': {
      const result = await attempt(records.getOne(record(s).id, expand));
      expect(result.status).toBe(s.status);
      if (result.data) expectFields(result.data, s);
      return;
    }
    case 'create': {
      const before = await countOf(s.collection);
      const result = await attempt(records.create(bodyFor()));
      expect(result.status).toBe(s.status);
      expect(await countOf(s.collection), 'records stored').toBe(before + (result.data ? 1 : 0));
      if (result.data && s.readBack !== undefined) {
        expect(await attempt(records.getOne(result.data.id)), 'read back').toMatchObject({
          status: s.readBack,
        });
      }
      return;
    }
    case 'update': {
      const target = await recordToChange(w, required(s.target));
      const before = await w.su.collection(s.collection).getOne(target.id);
      const body = bodyFor(before);
      const result = await attempt(records.update(target.id, body));
      expect(result.status).toBe(s.status);
      const after = await w.su.collection(s.collection).getOne(target.id);
      if (result.data) expect(after).toMatchObject(plainValues(body));
      else expect(after, 'record unchanged').toEqual(before);
      return;
    }
    case 'delete': {
      const target = await recordToChange(w, required(s.target));
      const result = await attempt(records.delete(target.id));
      expect(result.status).toBe(s.status);
      const left = await attempt(w.su.collection(s.collection).getOne(target.id));
      expect(left.status, 'record left').toBe(result.status === 200 ? 404 : 200);
      return;
    }
    case 'download': {
      const target = record(s);
      const field = required(s.file);
      const token = s.token ? await pb.files.getToken() : '';
      const url = pb.files.getURL(target, String(target[field]), token ? { token } : {});
      const response = await rawGet(pb, url);
      expect(response.status).toBe(s.status);
      if (response.ok) {
        expect(Buffer.from(await response.arrayBuffer()).equals(required(FILE_BYTES[field]))).toBe(
          true,
        );
      }
      return;
    }
  }
}

/** The X-Chat-Session a scenario sends: the anonymous conversation's session id, or another. */
function chatSessionOf(s: Scenario): string {
  return s.chatSession === 'own'
    ? String(w.records.conversationAnonymous.user_session_id)
    : `anon-${randomUUID()}`;
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('scenario is missing a required property');
  return value;
}

function record(s: Scenario): RecordModel {
  return w.records[required(s.target)];
}

for (const [collection, scenarios] of Object.entries(MATRIX)) {
  describe(`authorization matrix: ${collection}`, () => {
    // '%s' of a plain string, since '$name' would cut long names at 40 characters.
    it.each(scenarios.map((s) => [s.name, s] as const))('%s', (_name, s) => run(s));
  });
}

// ---------------------------------------------------------------------------------------------
// Access codes in raw responses: none but the role's own (every code for admins) ever appears
// in the JSON text of a list, a view or an expanded relation.

const OWNED_CODES: Record<Role, FixtureKey[]> = {
  visitor: [],
  user: [],
  owner: ['centerPublic', 'centerPending'],
  otherOwner: ['centerOther'],
  admin: ALL_CENTERS,
};

interface RawRequest {
  label: string;
  /** The centers whose data the response carries, where the role may see them. */
  centers: FixtureKey[];
  /** A public center whose id must be in the response for everyone (proof data came back). */
  proof: FixtureKey;
  url: () => string;
}

const narrowed = (keys: FixtureKey[]) =>
  encodeURIComponent(keys.map((key) => `id = "${w.records[key].id}"`).join(' || '));

const RAW_REQUESTS: RawRequest[] = [
  {
    label: 'centers list',
    centers: ALL_CENTERS,
    proof: 'centerUnclaimed',
    url: () =>
      `${pbUrl}/api/collections/centers/records?perPage=50&filter=${narrowed(ALL_CENTERS)}`,
  },
  ...ALL_CENTERS.filter((key) => key !== 'centerPending').map((key): RawRequest => ({
    label: `centers view ${key}`,
    centers: [key],
    proof: key,
    url: () => `${pbUrl}/api/collections/centers/records/${w.records[key].id}`,
  })),
  {
    label: 'job_postings list, expand=center',
    centers: ['centerPublic'],
    proof: 'centerPublic',
    url: () =>
      `${pbUrl}/api/collections/job_postings/records?expand=center&filter=${narrowed(fixturesOf('job_postings'))}`,
  },
  {
    label: 'center_images list, expand=center',
    centers: ['centerPublic', 'centerPending'],
    proof: 'centerPublic',
    url: () =>
      `${pbUrl}/api/collections/center_images/records?expand=center&filter=${narrowed(fixturesOf('center_images'))}`,
  },
];

const RAW_SCENARIOS = ROLES.flatMap((role) =>
  RAW_REQUESTS.map((request) => {
    const own = request.centers.filter((key) => OWNED_CODES[role].includes(key));
    const outcome = own.length ? `access codes of ${own.join(', ')} only` : 'no access code';
    return { role, request, own, name: `${role} · ${request.label} (raw JSON) → ${outcome}` };
  }),
);

describe('authorization matrix: access codes in raw responses', () => {
  it.each(RAW_SCENARIOS.map((s) => [s.name, s] as const))('%s', async (_name, s) => {
    const { role, request, own } = s;
    const response = await rawGet(clientAs(w, role), request.url());
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(w.records[request.proof].id);
    for (const key of ALL_CENTERS) {
      const code = String(w.records[key].access_code);
      if (own.includes(key)) expect(text, `${key}'s code`).toContain(code);
      else expect(text, `${key}'s code`).not.toContain(code);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Payment routes: PocketBase's server-account and admin routes, and the site's payment
// endpoints (their handlers, against stripe-mock), for every role. Nobody but the owner starts
// a checkout for a posting; nobody makes themselves premium; each reads only their own plan.

const payments = testPayments();
let planTarget = '';

/** The status a site endpoint answers the role with (its PocketBase token as Bearer). */
async function siteStatus(
  handler: (request: globalThis.Request, p: typeof payments | null) => Promise<Response>,
  role: Role,
  body?: unknown,
): Promise<number> {
  const user = role === 'visitor' ? null : w.accounts[role];
  return (await handler(requestAs(user, body), payments)).status;
}

const ROUTES: {
  label: string;
  call: (role: Role) => Promise<number>;
  expect: Record<Role, number>;
}[] = [
  {
    label: 'POST /api/payments/stripe-event (PocketBase; server account only)',
    call: (role) =>
      statusOf(
        clientAs(w, role).send('/api/payments/stripe-event', {
          method: 'POST',
          body: { fact: { kind: 'ignored', reason: 'matrix' } },
        }),
      ),
    expect: { visitor: 401, user: 403, owner: 403, otherOwner: 403, admin: 403 },
  },
  {
    label: 'POST /api/admin/users/{id}/plan premium (PocketBase; admins only)',
    call: (role) =>
      statusOf(
        clientAs(w, role).send(`/api/admin/users/${planTarget}/plan`, {
          method: 'POST',
          body: { plan: 'premium' },
        }),
      ),
    expect: { visitor: 401, user: 403, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    label: 'POST /api/admin/users/{own id}/plan premium (making oneself premium)',
    call: (role) =>
      statusOf(
        clientAs(w, role).send(
          `/api/admin/users/${role === 'visitor' ? planTarget : w.accounts[role].record.id}/plan`,
          { method: 'POST', body: { plan: 'premium' } },
        ),
      ),
    expect: { visitor: 401, user: 403, owner: 403, otherOwner: 403, admin: 200 },
  },
  {
    label: "POST /api/payments/create-job-payment for owner's jobUnpaid (site)",
    call: (role) =>
      siteStatus(handleCreateJobPayment, role, { job_posting_id: w.records.jobUnpaid.id }),
    expect: { visitor: 401, user: 404, owner: 200, otherOwner: 404, admin: 404 },
  },
  {
    label: 'POST /api/payments/billing-portal, for the caller’s own customer (site)',
    call: (role) => siteStatus(handleBillingPortal, role),
    expect: { visitor: 401, user: 404, owner: 200, otherOwner: 200, admin: 404 },
  },
  {
    label: 'POST /api/payments/create-checkout for planInactive (site)',
    call: (role) => siteStatus(handleCreateCheckout, role, { planId: w.records.planInactive.id }),
    expect: { visitor: 401, user: 404, owner: 404, otherOwner: 404, admin: 404 },
  },
];

// Analytics routes: anyone may report a visit to a public center; a center's numbers
// are its owner's and the admins' (a stranger's center is as good as missing), 30 days on the
// free plan (centerOther's owner), 12 months on premium (centerPublic's owner) and for admins.
const analyticsOf = (role: Role, key: FixtureKey, days: number) =>
  statusOf(
    clientAs(w, role).send(`/api/analytics/centers/${w.records[key].id}?days=${String(days)}`, {}),
  );
const ANALYTICS_ROUTES: typeof ROUTES = [
  {
    label: 'POST /api/analytics/hit page_view of centerPublic (PocketBase; anyone)',
    call: (role) =>
      statusOf(
        clientAs(w, role).send('/api/analytics/hit', {
          method: 'POST',
          body: { metric: 'page_view', center: w.records.centerPublic.id },
        }),
      ),
    expect: { visitor: 200, user: 200, owner: 200, otherOwner: 200, admin: 200 },
  },
  {
    label: 'GET /api/analytics/centers/{centerPublic}?days=365 (premium owner, admins)',
    call: (role) => analyticsOf(role, 'centerPublic', 365),
    expect: { visitor: 401, user: 404, owner: 200, otherOwner: 404, admin: 200 },
  },
  {
    label: 'GET /api/analytics/centers/{centerOther}?days=30 (free owner, admins)',
    call: (role) => analyticsOf(role, 'centerOther', 30),
    expect: { visitor: 401, user: 404, owner: 404, otherOwner: 200, admin: 200 },
  },
  {
    label: 'GET /api/analytics/centers/{centerOther}?days=365 (free owner refused)',
    call: (role) => analyticsOf(role, 'centerOther', 365),
    expect: { visitor: 401, user: 404, owner: 404, otherOwner: 403, admin: 200 },
  },
];

// The limits' own store and routes: only superusers (the hooks, the site server's account)
// count or read limits; a batch of public writes and an oversized report are refused to all.
const LIMIT_ROUTES: typeof ROUTES = [
  {
    label: 'POST /api/limits/take (PocketBase; server account only)',
    call: (role) =>
      statusOf(
        clientAs(w, role).send('/api/limits/take', {
          method: 'POST',
          body: { bucket: `matrix-${randomUUID()}`, count: 1, seconds: 60 },
        }),
      ),
    expect: { visitor: 401, user: 403, owner: 403, otherOwner: 403, admin: 403 },
  },
  ...(['rate_limit_hits', 'sign_in_failures'] as const).flatMap((collection) => [
    {
      label: `list ${collection} (superusers only)`,
      call: (role: Role) => statusOf(clientAs(w, role).collection(collection).getList(1, 1)),
      expect: { visitor: 403, user: 403, owner: 403, otherOwner: 403, admin: 403 },
    },
    {
      label: `create ${collection} (superusers only)`,
      call: (role: Role) =>
        statusOf(
          clientAs(w, role)
            .collection(collection)
            .create({ bucket: 'forged', identity: 'users:forged@example.org' }),
        ),
      expect: { visitor: 403, user: 403, owner: 403, otherOwner: 403, admin: 403 },
    },
  ]),
  {
    label: 'POST /api/batch with an intake submission (public writes are never batched)',
    call: (role) => {
      const batch = clientAs(w, role).createBatch();
      batch.collection('intake_submissions').create({ full_name: 'Matrix Batch' });
      return statusOf(batch.send());
    },
    expect: { visitor: 403, user: 403, owner: 403, otherOwner: 403, admin: 403 },
  },
  {
    label: 'POST /api/analytics/hit with a 5 KB body (refused before it is read)',
    call: (role) =>
      statusOf(
        clientAs(w, role).send('/api/analytics/hit', {
          method: 'POST',
          body: { metric: 'page_view', center: '1,'.repeat(2500) },
        }),
      ),
    expect: { visitor: 413, user: 413, owner: 413, otherOwner: 413, admin: 413 },
  },
];

describe('authorization matrix: payment and analytics routes', () => {
  beforeAll(async () => {
    planTarget = (await createUser()).record.id;
  });
  it.each(
    [...ROUTES, ...ANALYTICS_ROUTES, ...LIMIT_ROUTES].flatMap((route) =>
      ROLES.map(
        (role) =>
          [`${role} · ${route.label} → ${String(route.expect[role])}`, route, role] as const,
      ),
    ),
  )('%s', async (_name, route, role) => {
    expect(await route.call(role)).toBe(route.expect[role]);
  });
});
