// Intake submissions through PocketBase's records API, as the wizard sends them: the server
// checks them with the wizard's own schema, stores nothing on a 400, rate-limits per client,
// ignores bots, and never loses a submission to a mail failure.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase, { ClientResponseError } from 'pocketbase';
import { describe, expect, inject, it } from 'vitest';
import { freePort, startPocketBase } from '../../scripts/lib/pocketbase-server.ts';
import { AGE_GROUPS, CITIES } from '../../src/domain/center/choices.ts';
import {
  CENTER_SIZES,
  INTAKE_INSURANCE,
  INTAKE_LANGUAGES,
  SERVICE_LOCATIONS,
} from '../../src/features/intake/intake-choices.ts';
import { FIELD_MESSAGES, IntakeSchema } from '../../src/features/intake/intake-schema.ts';
import { minnesotaToday } from '../../src/features/intake/minnesota-date.ts';
import { isTo, listMails, waitForMail } from '../support/mail.ts';
import { intakeBody } from './support/fixtures.ts';
import { newClient, statusOf, superuserClient } from './support/pocketbase.ts';
import { firstErrors } from '../../src/lib/field-errors.ts';

const mailUrl = inject('mailUrl');

/** A valid submission from a family with its own e-mail address. */
function submission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...intakeBody(), email: `family-${randomUUID()}@example.org`, ...overrides };
}

/** How many submissions carry this e-mail address. */
async function storedWith(email: unknown): Promise<number> {
  const su = await superuserClient();
  const list = await su
    .collection('intake_submissions')
    .getList(1, 1, { filter: su.filter('email = {:email}', { email }) });
  return list.totalItems;
}

/** The status and body of a failed create (200 and the record when it succeeds). */
async function create(pb: PocketBase, body: Record<string, unknown>) {
  try {
    return { status: 200, data: await pb.collection('intake_submissions').create(body) };
  } catch (error) {
    if (error instanceof ClientResponseError) return { status: error.status, data: error.response };
    throw error;
  }
}

/** Yesterday in Minnesota, as the date input would send it. */
function minnesotaYesterday(): string {
  const today = minnesotaToday();
  return new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10) - 1))
    .toISOString()
    .slice(0, 10);
}

describe('a valid submission', () => {
  it('is stored with the spec’s fields, normalized, and answers with matches and a private token', async () => {
    const body = submission({
      name: '  Riley Parent ',
      language_preference: ['English'],
      other_language: 'Oromo',
    });
    const { status, data } = await create(newClient(), body);
    expect(status).toBe(200);
    const answer = data as { match_kind: string; matches: unknown; status_token: string };
    expect(answer.match_kind).toMatch(/^(matches|partial|none)$/);
    expect(Array.isArray(answer.matches)).toBe(true);
    expect(answer.status_token).toMatch(/^[A-Za-z0-9]{48}$/);

    const su = await superuserClient();
    const stored = await su
      .collection('intake_submissions')
      .getFirstListItem(su.filter('email = {:e}', { e: body.email }));
    expect(stored).toMatchObject({
      name: 'Riley Parent',
      phone: body.phone,
      preferred_locations: body.preferred_locations,
      language_preference: ['English'],
      other_language: '', // cleared: 'Other' was not chosen
      service_location: 'center',
      age_group: 'preschool',
      center_size: 'no-preference',
      insurance_provider: 'medica',
      allow_contact: true,
      allow_information_use: true,
      notify_openings: false,
    });
    expect(String(stored.desired_start_date).slice(0, 10)).toBe(
      String(body.desired_start_date).slice(0, 10),
    );
  });
});

describe('a bad request: 400 with a message per field, nothing stored', () => {
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ['missing phone', { phone: undefined }, { phone: FIELD_MESSAGES.phone }],
    [
      'no city',
      { preferred_locations: [] },
      { preferred_locations: FIELD_MESSAGES.preferred_locations },
    ],
    [
      'unknown city',
      { preferred_locations: ['Atlantis'] },
      { preferred_locations: FIELD_MESSAGES.preferred_locations },
    ],
    ['no age group', { age_group: '' }, { age_group: FIELD_MESSAGES.age_group }],
    [
      'no start date',
      { desired_start_date: '' },
      { desired_start_date: FIELD_MESSAGES.desired_start_date },
    ],
    [
      'start date yesterday in Minnesota',
      { desired_start_date: minnesotaYesterday() },
      { desired_start_date: FIELD_MESSAGES.past_start_date },
    ],
    [
      'private pay is not a provider',
      { insurance_provider: 'private-pay' },
      { insurance_provider: FIELD_MESSAGES.insurance_provider },
    ],
    [
      'no consent to use the information',
      { allow_information_use: false },
      { allow_information_use: FIELD_MESSAGES.allow_information_use },
    ],
    [
      'several at once',
      { name: 'J', email: 'jordan@' },
      { name: FIELD_MESSAGES.name, email: FIELD_MESSAGES.email },
    ],
  ];

  it.each(cases)('%s', async (_label, change, messages) => {
    const body = submission(change);
    // The wizard's schema refuses it for the same fields...
    const local = IntakeSchema.safeParse(body);
    expect(local.success ? {} : firstErrors(local.error)).toEqual(messages);
    // ...and so does the server, with the same messages (PocketBase ends them with a period).
    const { status, data } = await create(newClient(), body);
    expect(status).toBe(400);
    const response = data as { message: string; data: Record<string, { message: string }> };
    expect(response.message).toBe('Please complete all required fields.');
    expect(
      Object.fromEntries(Object.entries(response.data).map(([field, e]) => [field, e.message])),
    ).toEqual(Object.fromEntries(Object.entries(messages).map(([field, m]) => [field, `${m}.`])));
    expect(await storedWith(body.email)).toBe(0);
  });
});

describe('bots and floods', () => {
  it('a bot that fills the honeypot gets a convincing success; nothing is stored or mailed', async () => {
    const body = submission({ website: 'https://cheap-pills.example' });
    const { status, data } = await create(newClient(), body);
    expect(status).toBe(200);
    expect((data as { id: unknown }).id).toMatch(/^[a-z0-9]{15}$/);
    expect(data).toMatchObject({
      email: body.email,
      matches: [],
      match_kind: 'none',
    });
    expect(data).not.toHaveProperty('website');
    expect(await storedWith(body.email)).toBe(0);
    // A real submission right after is mailed; the bot's never was.
    const real = submission();
    await create(newClient(), real);
    await waitForMail(mailUrl, isTo(String(real.email)));
    const mails = await listMails(mailUrl);
    expect(
      mails.filter((m) => m.text.includes(String(body.email)) || isTo(String(body.email))(m)),
    ).toEqual([]);
  });

  it('ten submissions from one client go through, the 11th is refused; another client still gets through', async () => {
    const flooder = newClient('192.0.2.77');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await create(flooder, submission())).status);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect((await create(newClient('192.0.2.78'), submission())).status).toBe(200);
  }, 60_000);
});

describe('the schema', () => {
  it("intake_submissions' select values are the wizard's choice lists", async () => {
    const su = await superuserClient();
    const collection = await su.collections.getOne('intake_submissions');
    const values = (name: string) =>
      (collection.fields.find((f) => f.name === name) as unknown as { values: string[] }).values;
    expect(values('preferred_locations')).toEqual([...CITIES]);
    expect(values('language_preference')).toEqual([...INTAKE_LANGUAGES]);
    expect(values('service_location')).toEqual(SERVICE_LOCATIONS.map((c) => c.value));
    expect(values('age_group')).toEqual(AGE_GROUPS.map((c) => c.value));
    expect(values('center_size')).toEqual(CENTER_SIZES.map((c) => c.value));
    expect(values('insurance_provider')).toEqual(INTAKE_INSURANCE.map((c) => c.value));
    const token = collection.fields.find((f) => f.name === 'status_token') as unknown as {
      hidden: boolean;
    };
    expect(token.hidden).toBe(true);
  });
});

describe('a mail failure', () => {
  it('never loses the submission', async () => {
    // A PocketBase of its own whose SMTP server is a closed port.
    const dataDir = await mkdtemp(join(tmpdir(), 'pb-intake-nomail-'));
    const server = await startPocketBase({
      dataDir,
      env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()), SMTP_TLS: 'false' },
    });
    try {
      const pb = new PocketBase(server.url);
      const body = submission();
      const created = await pb.collection('intake_submissions').create(body);
      expect(created.status_token).toMatch(/^[A-Za-z0-9]{48}$/);
      const su = new PocketBase(server.url);
      await su
        .collection('_superusers')
        .authWithPassword(server.superuser.email, server.superuser.password);
      expect(await statusOf(su.collection('intake_submissions').getOne(created.id))).toBe(200);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
