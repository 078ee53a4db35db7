import { expect, test, type Locator, type Page } from './support/test.ts';
import PocketBase from 'pocketbase';
import { DRAFT_STORAGE_KEY } from '../../src/features/intake/intake-draft.ts';
import { minnesotaToday } from '../../src/features/intake/minnesota-date.ts';
import { TERMS_STORAGE_KEY } from '../../src/features/terms/terms.ts';
import { isTo, waitForMail } from '../support/mail.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';

// The intake wizard as a family uses it, with the keyboard only, against the seeded demo data.

test.beforeEach(async ({ page }) => {
  // The first-visit terms dialog is someone else's test; agree up front.
  await page.addInitScript((key) => {
    localStorage.setItem(key, 'true');
  }, TERMS_STORAGE_KEY);
});

/** Presses Tab (or Shift+Tab) until the target has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('The keyboard never reached the target');
}

/** From the top of the page into the main content, through the skip link. */
async function skipToMain(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
}

const incomplete = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: 'Please complete all required fields' });

/** Presses Next (or Submit Form) on an incomplete step and checks the spec's message. */
async function expectRefused(
  page: Page,
  button: 'Next' | 'Submit Form',
  step: number,
): Promise<void> {
  await tabTo(page, page.getByRole('main').getByRole('button', { name: button }));
  await page.keyboard.press('Enter');
  const text =
    button === 'Next'
      ? 'All fields in this step are required to continue.'
      : 'All fields are required to submit.';
  await expect(incomplete(page)).toContainText(text);
  await expect(page.getByRole('main').getByText(`Step ${String(step)} of 5`)).toBeVisible();
}

/** Moves on with Next and checks the progress and the focused step heading. */
async function next(page: Page, step: number, title: string): Promise<void> {
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByText(`Step ${String(step)} of 5`)).toBeVisible();
  await expect(page.getByRole('main').getByText(`${String(step * 20)}% complete`)).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('progressbar', { name: 'Form progress' }),
  ).toHaveAttribute('aria-valuenow', String(step * 20));
  await expect(page.getByRole('main').getByRole('heading', { name: title })).toBeFocused();
  await expect(incomplete(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
}

/** A start date a month from now, typed as the en-US date input takes it (MMDDYYYY). */
function startDate(): { iso: string; typed: string } {
  const today = minnesotaToday();
  const date = new Date(
    Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10) + 30),
  );
  const iso = date.toISOString().slice(0, 10);
  return { iso, typed: `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}` };
}

test('a family completes the wizard with the keyboard, sees ranked matches and follows up', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `keyboard-${String(Date.now())}@example.org`;
  const name = 'Kim Keyboard';
  const { iso, typed } = startDate();

  await page.goto('/intake');
  // Typing before the island hydrates would be lost to React's first render.
  await hydrated(page, 'IntakeWizard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Get Matched with Centers' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('main').getByText('20% complete')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Step 1: Personal Information.
  await skipToMain(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByLabel('Full name')).toBeFocused();
  await expectRefused(page, 'Next', 1);
  await expect(page.getByRole('main').getByLabel('Full name')).toBeFocused();
  await expect(
    page.getByRole('main').getByText('Full name must be at least 2 characters'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('612-555-0142');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await next(page, 2, 'Location Preferences');

  // Step 2: Location Preferences; 'Other' language reveals a field, unchecking clears it.
  await expectRefused(page, 'Next', 2);
  const cities = page.getByRole('main').getByRole('group', { name: /Preferred cities/ });
  await expect(cities.getByRole('checkbox', { name: 'Minneapolis' })).toBeFocused();
  await page.keyboard.press('Space');
  const other = page
    .getByRole('group', { name: /Preferred languages/ })
    .getByRole('checkbox', { name: 'Other' });
  await tabTo(page, other);
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('main').getByLabel('Please specify the other language'),
  ).toBeFocused();
  await page.keyboard.type('Oromo');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('main').getByLabel('Please specify the other language')).toHaveCount(
    0,
  );
  await page.keyboard.press('Space');
  await expect(page.getByRole('main').getByLabel('Please specify the other language')).toHaveValue(
    '',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.type('Oromo');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('main').getByRole('radio', { name: 'At my residence' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('main').getByRole('radio', { name: 'At the center' })).toBeChecked();
  await next(page, 3, 'Center Preferences');

  // A reload mid-way keeps the answers (on this device).
  await page.reload();
  await hydrated(page, 'IntakeWizard');
  await expect(page.getByRole('main').getByText('Step 3 of 5')).toBeVisible();
  // The skip link left #main-content in the address, so the reloaded page may start keyboard
  // navigation at the top or at <main>, as the browser restores it: Tab on from either.
  expect(new URL(page.url()).hash).toBe('#main-content');
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Previous' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Location Preferences' }),
  ).toBeFocused();
  await expect(cities.getByRole('checkbox', { name: 'Minneapolis' })).toBeChecked();
  await expect(page.getByRole('main').getByLabel('Please specify the other language')).toHaveValue(
    'Oromo',
  );
  await expect(page.getByRole('main').getByRole('radio', { name: 'At the center' })).toBeChecked();
  await next(page, 3, 'Center Preferences');

  // Step 3: Center Preferences.
  await expectRefused(page, 'Next', 3);
  await expect(
    page.getByRole('main').getByRole('radio', { name: 'Early Intervention (0-3 years)' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('main').getByRole('radio', { name: 'Preschool (3-5 years)' }),
  ).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowUp'); // wraps to the last size
  await expect(page.getByRole('main').getByRole('radio', { name: 'No preference' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByLabel('Desired start date')).toHaveAttribute(
    'min',
    minnesotaToday(),
  );
  await page.keyboard.type(typed);
  await expect(page.getByRole('main').getByLabel('Desired start date')).toHaveValue(iso);
  await next(page, 4, 'Insurance Information');

  // Step 4: Insurance Information.
  await expectRefused(page, 'Next', 4);
  await expect(
    page.getByRole('main').getByRole('radio', { name: 'Blue Cross Blue Shield' }),
  ).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(
    page.getByRole('main').getByRole('radio', { name: 'Medica', exact: true }),
  ).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Medica Choice 500');
  await next(page, 5, 'Permissions');

  // Step 5: Permissions, then Submit Form.
  await expectRefused(page, 'Submit Form', 5);
  await tabTo(
    page,
    page
      .getByRole('main')
      .getByRole('checkbox', { name: /Share my request with the matched centers/ }),
    true,
  );
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('main').getByRole('button', { name: 'Submit Form' }));
  await page.keyboard.press('Enter');

  // Success: the toast, then the ranked matches and what happens next in place of the form.
  await expect(
    page.getByRole('status').filter({ hasText: 'Form submitted successfully!' }),
  ).toContainText("We'll be in touch soon to help you find the right center.");
  const results = page.getByRole('main').getByRole('region', { name: 'Your matches' });
  await expect(page.getByRole('main').getByRole('heading', { name: 'Your matches' })).toBeFocused();
  await expect(results.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('form')).toHaveCount(0);
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The stored record, read back as the superuser, and the matches in their order.
  const su = new PocketBase(E2E.pocketbaseUrl);
  await su.collection('_superusers').authWithPassword(E2E.superuser.email, E2E.superuser.password);
  const stored = await su
    .collection('intake_submissions')
    .getFirstListItem(su.filter('email = {:email}', { email }));
  expect(stored).toMatchObject({
    name,
    phone: '612-555-0142',
    preferred_locations: ['Minneapolis'],
    language_preference: ['Other'],
    other_language: 'Oromo',
    service_location: 'center',
    age_group: 'preschool',
    center_size: 'no-preference',
    insurance_provider: 'medica',
    insurance_plan: 'Medica Choice 500',
    allow_contact: true,
    allow_information_use: true,
  });
  expect(String(stored.desired_start_date).slice(0, 10)).toBe(iso);
  const matches = await su.collection('intake_matches').getFullList({
    filter: su.filter('submission = {:id}', { id: stored.id }),
    sort: 'rank',
    expand: 'center,center.owner',
  });
  type Expanded = { company_name: string; number: number; expand?: { owner?: { email: string } } };
  const centers = matches.map((m) => (m.expand as { center: Expanded }).center);
  await expect(cards.getByRole('heading')).toHaveText(centers.map((c) => c.company_name));
  const first = cards.first();
  await expect(first.getByRole('link', { name: centers[0]?.company_name ?? '' })).toHaveAttribute(
    'href',
    new RegExp(`^/center/[a-z0-9-]+-${String(centers[0]?.number)}$`),
  );
  await expect(first.getByRole('list', { name: /Why .* matches/ })).toContainText(
    'Serves Preschool (3-5 years)',
  );
  await expect(first.getByRole('list', { name: /Why .* matches/ })).toContainText('Accepts Medica');
  await expect(first.getByRole('list', { name: /Why .* matches/ })).toContainText(
    /Accepting new clients|Waitlist/,
  );

  // The mails: the site team, and each owner of a matched claimed center.
  const team = await waitForMail(
    E2E.mailUrl,
    (m) =>
      isTo(E2E.siteTeamEmail)(m) &&
      m.subject === `New intake request: ${name}` &&
      m.text.includes(`Email: ${email}`),
  );
  expect(team.text).toContain('Centers may contact the family: Yes');
  const owners = matches
    .filter((m) => m.shared)
    .map((m) => (m.expand as { center: Expanded }).center.expand?.owner?.email);
  expect(owners.length).toBeGreaterThan(0);
  for (const owner of owners) {
    const mail = await waitForMail(
      E2E.mailUrl,
      (m) => isTo(String(owner))(m) && m.text.includes(email),
    );
    expect(mail.subject).toMatch(/^A family asked to be matched with /);
  }
  const familyMail = await waitForMail(E2E.mailUrl, isTo(email));
  expect(familyMail.text).toMatch(/\/intake\/status\/?#token=[A-Za-z0-9]{48}/);

  // 'Start a New Request' leaves the results for an empty step 1.
  const statusHref = String(
    await results.getByRole('link', { name: 'Follow your request' }).getAttribute('href'),
  );
  await tabTo(page, results.getByRole('button', { name: 'Start a New Request' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Personal Information' }),
  ).toBeFocused();
  await expect(page.getByRole('main').getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('');
  await expect(results).toHaveCount(0);

  // The private status link: the same centers, sent to the claimed ones.
  await page.goto(statusHref);
  await expect(page).toHaveURL(/\/intake\/status\/?#token=[A-Za-z0-9]{48}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Request Status' })).toBeVisible();
  const listed = page
    .getByRole('region', { name: 'Centers matched with your request' })
    .getByRole('article');
  await expect(listed.getByRole('heading')).toHaveText(centers.map((c) => c.company_name));
  await expect(listed.filter({ hasText: 'Sent; not viewed yet.' })).toHaveCount(owners.length);
  await expectNoAxeViolations(page);
  await tabTo(
    page,
    page.getByRole('main').getByRole('checkbox', { name: /E-mail me when one of my matches/ }),
  );
  await page.keyboard.press('Space');
  await expect(
    page.getByRole('main').getByText('We will e-mail you when a center opens up.'),
  ).toBeVisible();
  await expect
    .poll(
      async () =>
        (await su.collection('intake_submissions').getOne<{ notify_openings: boolean }>(stored.id))
          .notify_openings,
    )
    .toBe(true);
});

test('a reload keeps the answers; they stay on this device only', async ({ page }) => {
  await page.goto('/intake');
  // Typing before the island hydrates would be lost to React's first render.
  await hydrated(page, 'IntakeWizard');
  await skipToMain(page);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Rae Reload');
  await page.keyboard.press('Tab');
  await page.keyboard.type('6515550123');
  await page.reload();
  await hydrated(page, 'IntakeWizard');
  await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue('Rae Reload');
  await expect(page.getByRole('main').getByLabel('Phone')).toHaveValue('6515550123');
  const stored = await page.evaluate((key) => localStorage.getItem(key), DRAFT_STORAGE_KEY);
  expect(stored).toContain('Rae Reload');
});

test('a status link with an unknown token says it is not valid', async ({ page }) => {
  await page.goto(`/intake/status#token=${'x'.repeat(48)}`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This status link is not valid.',
  );
  await expectNoAxeViolations(page);
});
