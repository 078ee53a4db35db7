import { expect, pageWithoutJavaScript, test } from './support/test.ts';
import { isTo, waitForMail } from '../support/mail.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { E2E } from './support/servers.ts';
import { superuserClient } from './support/session.ts';

test.describe('terms dialog on a first visit', () => {
  test.use({ termsAgreed: false });

  test('blocks until the box is ticked and Accept and Continue is pressed; then stays away', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(dialog).toBeVisible();
    // The page is still fully rendered underneath (search engines get the content).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Find the Right Autism Center in Minnesota',
    );
    await expectNoAxeViolations(page);
    const accept = dialog.getByRole('button', { name: 'Accept and Continue' });
    // Focus starts on the box to tick; Accept stays in the tab order while unavailable.
    const box = dialog.getByLabel('I have read and agree to the Terms of Use and Privacy Policy');
    await expect(box).toBeFocused();
    await expect(accept).toBeDisabled();
    await accept.click({ force: true });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('I have read and agree to the Terms of Use and Privacy Policy').check();
    await accept.click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('terms-agreed'))).toBe('true');
    await page.goto('/centers');
    await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toBeHidden();
  });

  test('Decline leaves the site for a search engine', async ({ page }) => {
    await page.route('https://duckduckgo.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Search</title>' }),
    );
    await page.goto('/faq');
    await page
      .getByRole('dialog', { name: 'Terms and Conditions' })
      .getByRole('button', { name: 'Decline' })
      .click();
    await expect(page).toHaveURL(/duckduckgo\.com/);
  });

  test('without JavaScript the page is readable and no dialog appears', async ({ browser }) => {
    const page = await pageWithoutJavaScript(browser);
    await page.goto(E2E.siteUrl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.context().close();
  });
});

test.describe('Contact Us dialog', () => {
  test('shows the spec messages for bad input and stores nothing', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByLabel('Full name').fill('P');
    await dialog.getByLabel('Email').fill('pat@');
    await dialog.getByLabel('Phone').fill('555');
    await dialog.getByLabel('Message').fill('Hi');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog.getByText('Full name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(dialog.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(dialog.getByLabel('Full name')).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('sends: success toast, form reset, the stored record and the mail to the site team', async ({
    page,
  }) => {
    const marker = `Contact test ${String(Date.now())}`;
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByLabel('Full name').fill('Jordan Example');
    await dialog.getByLabel('Email').fill('jordan@example.org');
    await dialog.getByLabel('Phone').fill('(651) 555-0199');
    await dialog.getByLabel('Business name (optional)').fill('Example Family Services');
    await dialog.getByLabel('Message').fill(`${marker}: is the Eagan listing up to date?`);
    await dialog.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status')).toContainText('Message sent!');
    await expect(page.getByRole('status')).toContainText(
      "Thank you for your message. We'll get back to you soon.",
    );
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Contact Us' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveValue('');

    const su = await superuserClient();
    const stored = await su
      .collection('contact_messages')
      .getFirstListItem(su.filter('message ~ {:marker}', { marker }));
    expect(stored).toMatchObject({
      full_name: 'Jordan Example',
      email: 'jordan@example.org',
      phone: '(651) 555-0199',
      business_name: 'Example Family Services',
    });
    const mail = await waitForMail(
      E2E.mailUrl,
      (m) => isTo(E2E.siteTeamEmail)(m) && m.text.includes(marker),
    );
    expect(mail.subject).toBe('Contact form: Jordan Example');
    expect(mail.text).toContain('jordan@example.org');
  });

  test('a failure keeps the form and says so', async ({ page }) => {
    await page.route('**/api/collections/contact_messages/records', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await dialog.getByLabel('Full name').fill('Jordan Example');
    await dialog.getByLabel('Email').fill('jordan@example.org');
    await dialog.getByLabel('Phone').fill('6515550199');
    await dialog.getByLabel('Message').fill('Please call me about listings.');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Error');
    await expect(page.getByRole('alert')).toContainText(
      'Failed to send message. Please try again.',
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full name')).toHaveValue('Jordan Example');
  });
});
