// What a submission sets off on the server: the ranking over the public centers, the stored
// matches, the mails (site team, family, and the owners of matched, claimed centers only with
// the family's consent), and the openings mail when a waitlisted match starts accepting.
import { randomUUID } from 'node:crypto';
import type { ClientResponseError, RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isTo, waitForMail, type CaughtMail } from '../support/mail.ts';
import { daysFromNow, intakeBody } from './support/fixtures.ts';
import { mailsSettled } from './support/mail-settled.ts';
import {
  createCenter,
  createUser,
  newClient,
  superuserClient,
  type TestUser,
} from './support/pocketbase.ts';

const mailUrl = inject('mailUrl');

/** Facts no other test's centers have, so only this file's centers can match. */
function facts(tag: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company_name: `${tag} ${randomUUID().slice(0, 8)}`,
    city: 'Moorhead',
    latitude: 46.8677,
    longitude: -96.7572,
    ages_served: ['young-adult'],
    insurance_accepted: ['tefra', 'private-pay'],
    languages: ['english', 'korean'],
    service_settings: ['school'],
    accepting_clients: 'accepting',
    availability_updated: daysFromNow(-3),
    approved: 'yes',
    ...extra,
  };
}

/** A family that needs what `facts` offers, with its own e-mail address. */
function family(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...intakeBody(),
    name: `Family ${randomUUID().slice(0, 8)}`,
    email: `family-${randomUUID()}@example.org`,
    preferred_locations: ['Moorhead'],
    language_preference: ['Korean'],
    service_location: 'school',
    age_group: 'young-adult',
    insurance_provider: 'tefra',
    ...overrides,
  };
}

interface Submitted {
  id: string;
  status_token: string;
  match_kind: string;
  matches: {
    center: { name: string; number: number };
    shared: boolean;
    partial: boolean;
    reasons: string[];
  }[];
}

async function submit(body: Record<string, unknown>): Promise<Submitted> {
  return (await newClient().collection('intake_submissions').create(body)) as unknown as Submitted;
}

/** Mails to an address, once every mail sent so far has reached the sink. */
async function mailsTo(address: string): Promise<CaughtMail[]> {
  return (await mailsSettled()).filter(isTo(address));
}

let ownerA: TestUser;
let ownerB: TestUser;
let ownerOther: TestUser;
let ownerPending: TestUser;
let claimedA: RecordModel;
let claimedB: RecordModel;
let unclaimed: RecordModel;

beforeAll(async () => {
  [ownerA, ownerB, ownerOther, ownerPending] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ]);
  claimedA = await createCenter(facts('Alpha', { owner: ownerA.record.id, claimed: true }));
  claimedB = await createCenter(
    facts('Beta', {
      owner: ownerB.record.id,
      claimed: true,
      accepting_clients: 'waitlist',
      waitlist_weeks: 8,
    }),
  );
  unclaimed = await createCenter(facts('Gamma', { approved: '' }));
  // Cannot serve the family (adults only), and not public: never matched, never mailed.
  await createCenter(
    facts('Delta', { owner: ownerOther.record.id, claimed: true, ages_served: ['adult'] }),
  );
  await createCenter(facts('Epsilon', { owner: ownerPending.record.id, approved: 'pending' }));
});

describe('a family who allows contact', () => {
  let body: Record<string, unknown>;
  let result: Submitted;

  beforeAll(async () => {
    body = family({ allow_contact: true });
    result = await submit(body);
  });

  it('sees the centers that can serve them, ranked, each with why it matches', () => {
    expect(result.match_kind).toBe('matches');
    // Alpha and Gamma accept new clients (a tie, broken by name); Beta has a waitlist.
    expect(result.matches.map((m) => m.center.name)).toEqual([
      claimedA.company_name,
      unclaimed.company_name,
      claimedB.company_name,
    ]);
    const alpha = result.matches.find((m) => m.center.number === claimedA.number);
    expect(alpha?.reasons).toEqual([
      'In Moorhead, one of your cities',
      'Serves Young Adult (18-21 years)',
      'Accepts TEFRA',
      'Staff speak Korean',
      'Offers services at school',
      expect.stringMatching(/^Accepting new clients \(as of [A-Z][a-z]{2} \d{1,2}, \d{4}\)$/),
    ]);
    expect(result.matches.find((m) => m.center.number === claimedB.number)?.reasons).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Waitlist: about 8 weeks \(estimate from /)]),
    );
  });

  it('stores the matches, shared only with the claimed centers', async () => {
    const su = await superuserClient();
    const matches = await su
      .collection('intake_matches')
      .getFullList<{ center: string; rank: number }>({
        filter: su.filter('submission = {:id}', { id: result.id }),
        sort: 'rank',
      });
    const byCenter = Object.fromEntries(matches.map((m) => [m.center, m]));
    expect(byCenter[claimedA.id]).toMatchObject({
      shared: true,
      partial: false,
      availability_at_match: 'accepting',
    });
    expect(byCenter[claimedB.id]).toMatchObject({
      shared: true,
      availability_at_match: 'waitlist',
    });
    expect(byCenter[unclaimed.id]).toMatchObject({ shared: false });
    expect(matches.map((m) => m.rank)).toEqual([1, 2, 3]);
  });

  it('mails the site team the submission and its matches', async () => {
    const mail = await waitForMail(
      mailUrl,
      (m) =>
        isTo('team@example.org')(m) && m.subject === `New intake request: ${String(body.name)}`,
    );
    expect(mail.text).toContain(`Email: ${String(body.email)}`);
    expect(mail.text).toContain('Preferred locations: Moorhead');
    expect(mail.text).toContain('Age group: Young Adult (18-21 years)');
    expect(mail.text).toContain('Insurance provider: TEFRA');
    expect(mail.text).toContain(`1. ${result.matches[0]?.center.name ?? ''}`);
  });

  it('mails the family their matches and private status link', async () => {
    const mail = await waitForMail(mailUrl, isTo(String(body.email)));
    expect(mail.subject).toBe('Your autism center matches');
    expect(mail.text).toContain(`/intake/status#token=${result.status_token}`);
    expect(mail.text).toContain(`As you allowed, we sent your request to: `);
  });

  it("mails each matched claimed center's owner once, and nobody else", async () => {
    for (const owner of [ownerA, ownerB]) {
      const mail = await waitForMail(
        mailUrl,
        (m) => isTo(owner.email)(m) && m.text.includes(String(body.email)),
      );
      expect(mail.subject).toMatch(/^A family asked to be matched with /);
      expect(mail.text).toContain(`Phone: ${String(body.phone)}`);
      expect(mail.text).toContain('In Moorhead, one of your cities');
      expect(
        (await mailsTo(owner.email)).filter((m) => m.text.includes(String(body.email))),
      ).toHaveLength(1);
    }
    expect(await mailsTo(ownerOther.email)).toEqual([]);
    expect(await mailsTo(ownerPending.email)).toEqual([]);
  });
});

describe('a family who does not allow contact', () => {
  it('is matched and mailed, but nothing is shared with owners', async () => {
    const body = family({ allow_contact: false });
    const result = await submit(body);
    expect(result.matches.length).toBe(3);
    expect(result.matches.every((m) => !m.shared)).toBe(true);
    await waitForMail(mailUrl, isTo(String(body.email)));
    for (const owner of [ownerA, ownerB]) {
      expect(
        (await mailsTo(owner.email)).filter((m) => m.text.includes(String(body.email))),
      ).toEqual([]);
    }
  });
});

describe('when nothing matches', () => {
  it('the family sees the closest partial matches, shared with nobody', async () => {
    const body = family({ age_group: 'early-intervention', allow_contact: true });
    const result = await submit(body);
    expect(result.match_kind).toBe('partial');
    const ours = result.matches.filter((m) =>
      [claimedA.number, claimedB.number].includes(m.center.number),
    );
    expect(ours.length).toBeGreaterThan(0);
    expect(result.matches.every((m) => m.partial && !m.shared)).toBe(true);
    await waitForMail(mailUrl, isTo(String(body.email)));
    expect(
      (await mailsTo(ownerA.email)).filter((m) => m.text.includes(String(body.email))),
    ).toEqual([]);
  });
});

describe('openings', () => {
  it('mails a family who asked, once, when their waitlisted match starts accepting', async () => {
    const owner = await createUser();
    const center = await createCenter(
      facts('Zeta', {
        owner: owner.record.id,
        claimed: true,
        accepting_clients: 'waitlist',
        waitlist_weeks: 12,
        city: 'Duluth',
        ages_served: ['adolescent'],
      }),
    );
    const asked = family({ age_group: 'adolescent', preferred_locations: ['Duluth'] });
    const silent = family({ age_group: 'adolescent', preferred_locations: ['Duluth'] });
    const askedResult = await submit(asked);
    await submit(silent);
    const status = await fetch(`${newClient().baseURL}/api/intake/openings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
      body: JSON.stringify({ token: askedResult.status_token, notify: true }),
    });
    expect(status.status).toBe(200);

    const su = await superuserClient();
    await su.collection('centers').update(center.id, { accepting_clients: 'accepting' });
    const mail = await waitForMail(
      mailUrl,
      (m) => isTo(String(asked.email))(m) && m.subject.includes('is now accepting'),
    );
    expect(mail.subject).toBe(`${String(center.company_name)} is now accepting new clients`);
    expect(mail.text).toContain(`/center/${String(center.slug)}-${String(center.number)}`);

    // Back to a waitlist and open again: no second mail; the family who did not ask got none.
    await su.collection('centers').update(center.id, { accepting_clients: 'waitlist' });
    await su.collection('centers').update(center.id, { accepting_clients: 'accepting' });
    const opening = (m: CaughtMail) => m.subject.includes('is now accepting');
    expect((await mailsTo(String(asked.email))).filter(opening)).toHaveLength(1);
    expect((await mailsTo(String(silent.email))).filter(opening)).toEqual([]);
  });

  it('does not mail about a center that was already accepting when matched', async () => {
    const center = await createCenter(
      facts('Eta', { city: 'Saint Cloud', ages_served: ['school-age'] }),
    );
    const body = family({ age_group: 'school-age', preferred_locations: ['Saint Cloud'] });
    const result = await submit(body);
    const asked = await fetch(`${newClient().baseURL}/api/intake/openings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.8' },
      body: JSON.stringify({ token: result.status_token, notify: true }),
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ notify_openings: true });
    const su = await superuserClient();
    await su.collection('centers').update(center.id, { accepting_clients: 'waitlist' });
    await su.collection('centers').update(center.id, { accepting_clients: 'accepting' });
    expect(
      (await mailsTo(String(body.email))).filter((m) => m.subject.includes('is now accepting')),
    ).toEqual([]);
  });
});

describe("the family's language", () => {
  it('stores the language the form was filled in and writes the confirmation in it', async () => {
    const center = await createCenter(
      facts('Lengua', { city: 'Apple Valley', ages_served: ['adult'] }),
    );
    const body = family({
      preferred_locations: ['Apple Valley'],
      age_group: 'adult',
      language: 'es',
    });
    const result = await submit(body);
    expect(result.match_kind).toBe('matches');
    const su = await superuserClient();
    expect((await su.collection('intake_submissions').getOne(result.id)).language).toBe('es');
    // Why each center matches, in Spanish for the family; stored in English for owners.
    const match = result.matches.find((m) => m.center.name === center.company_name);
    expect(match?.reasons).toContain('En Apple Valley, una de sus ciudades');
    expect(match?.reasons).toContain('Atiende: Adultos (22 años o más)');
    const stored = await su
      .collection('intake_matches')
      .getFirstListItem<{ reasons: string[] }>(
        su.filter('submission = {:s} && center = {:c}', { s: result.id, c: center.id }),
      );
    expect(stored.reasons).toContain('In Apple Valley, one of your cities');

    const mail = await waitForMail(mailUrl, isTo(String(body.email)));
    expect(mail.subject).toBe('Sus centros de autismo');
    expect(mail.text).toContain(`Hola, ${String(body.name)}: gracias por su solicitud.`);
    expect(mail.text).toContain(
      'Estos centros coinciden con sus respuestas, el más adecuado primero:',
    );
    expect(mail.text).toMatch(
      new RegExp(
        `\\d+\\. ${String(center.company_name)} \\(Apple Valley\\): En Apple Valley, una de sus ciudades;`,
      ),
    );
    expect(mail.text).toContain('Siga su solicitud en esta página privada');
    expect(mail.text).toContain(`/es/intake/status#token=${result.status_token}`);
    expect(mail.text).not.toContain('Your request status');
  });

  it('mails a form sent without a language in English', async () => {
    const body = family({ preferred_locations: ['Apple Valley'], age_group: 'adult' });
    const result = await submit(body);
    const su = await superuserClient();
    expect((await su.collection('intake_submissions').getOne(result.id)).language).toBe('en');
    const mail = await waitForMail(mailUrl, isTo(String(body.email)));
    expect(mail.subject).toBe('Your autism center matches');
    expect(mail.text).toContain(`/intake/status#token=${result.status_token}`);
    expect(mail.text).not.toContain('/es/intake/status');
  });

  it('refuses a language the site does not have, with a clear message, and stores nothing', async () => {
    const body = family({ language: 'fr' });
    const refused = await newClient()
      .collection('intake_submissions')
      .create(body)
      .then(
        () => null,
        (error: unknown) => error as ClientResponseError,
      );
    expect(refused?.status).toBe(400);
    expect(refused?.response).toMatchObject({
      message: 'The form language must be one of en, es, so or hmn.',
      data: { language: { message: 'The form language must be one of en, es, so or hmn.' } },
    });
    const su = await superuserClient();
    const stored = await su
      .collection('intake_submissions')
      .getList(1, 1, { filter: su.filter('email = {:e}', { e: body.email }) });
    expect(stored.totalItems).toBe(0);
  });

  it('tells a Hmong-speaking family about an opening in Hmong, with links to the Hmong pages', async () => {
    const center = await createCenter(
      facts('Qhib', { city: 'Coon Rapids', accepting_clients: 'waitlist', waitlist_weeks: 8 }),
    );
    const asked = family({ preferred_locations: ['Coon Rapids'], language: 'hmn' });
    const result = await submit(asked);
    const turnedOn = await fetch(`${newClient().baseURL}/api/intake/openings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.29' },
      body: JSON.stringify({ token: result.status_token, notify: true }),
    });
    expect(turnedOn.status).toBe(200);
    const su = await superuserClient();
    await su.collection('centers').update(center.id, { accepting_clients: 'accepting' });
    const name = String(center.company_name);
    const mail = await waitForMail(
      mailUrl,
      (m) => isTo(String(asked.email))(m) && m.subject.includes('pib txais'),
    );
    expect(mail.subject).toBe(`${name} pib txais cov neeg tshiab lawm`);
    expect(mail.text).toContain(`Nyob zoo ${String(asked.name)},`);
    expect(mail.text).toContain('daim ntawv teev npe tos');
    expect(mail.text).toContain(`/hmn/center/${String(center.slug)}-${String(center.number)}`);
    expect(mail.text).toContain(`/hmn/intake/status#token=${result.status_token}`);
  });
});
