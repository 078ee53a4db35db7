// Careers end to end: a candidate finds a job on /careers, applies with a resume through Quick
// Apply, and the employer reads the application, downloads the resume and sets its status; an
// owner posts a job, pays for it through the checkout and sees the posting live; the job
// page, its JobPosting data, 'Job not found', and /careers without JavaScript.
import { randomUUID } from 'node:crypto';
import { agreedToTerms, expect, test, type Page } from './support/test.ts';
import type { RecordModel } from 'pocketbase';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { pdfBytes } from '../support/documents.ts';
import { isTo, waitForMail } from '../support/mail.ts';
import { hydrated } from './support/islands.ts';
import { E2E } from './support/servers.ts';
import { signInAs, superuserClient } from './support/session.ts';
import { standInStripe } from './support/stripe.ts';

const LIVE = 'status = "active" && payment_status = "paid" && expires_at > @now';

/** A live Quick Apply posting of a demo account (in the build), with its center. */
async function livePostingOf(account: keyof typeof DEMO_ACCOUNTS): Promise<RecordModel> {
  const su = await superuserClient();
  const list = await su.collection('job_postings').getList(1, 1, {
    filter: su.filter(`${LIVE} && application_email != "" && owner.email = {:email}`, {
      email: DEMO_ACCOUNTS[account].email,
    }),
    expand: 'center',
    sort: 'created',
  });
  const job = list.items[0];
  if (!job) throw new Error(`The demo data has no live Quick Apply posting of ${account}`);
  return job;
}

const centerOf = (job: RecordModel) =>
  (job.expand as { center: { company_name: string; city: string } }).center;

async function openDashboardTab(page: Page, tab: 'Job Postings' | 'Applications') {
  await signInAs(page, 'owner');
  await page.goto('/dashboard');
  await hydrated(page, 'Dashboard');
  await page.getByRole('tab', { name: tab }).click();
}

test('a candidate finds a job and applies; the employer downloads the resume and sets a status', async ({
  page,
  browser,
}) => {
  const job = await livePostingOf('owner');
  const title = String(job.title);
  const center = centerOf(job);
  const resume = pdfBytes(`Resume ${randomUUID()}`);
  const applicant = `Casey Candidate ${randomUUID().slice(0, 6)}`;
  const email = `casey-${randomUUID().slice(0, 8)}@example.org`;

  await page.goto('/careers');
  await expect(page.getByText(/^\d+ jobs? found$/)).toBeVisible();
  await page.getByLabel('Search jobs').fill(title);
  await page.getByLabel('Location').fill(center.city);
  await expect(page).toHaveURL(/[?&]q=/);
  const card = page.locator(`[data-job-card="${job.id}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: center.company_name, exact: true })).toBeVisible();
  await expect(card.getByText(/^Posted \d+ (days?|weeks?|months?) ago$/)).toBeVisible();

  await card.getByRole('link', { name: /^Quick Apply/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Apply' });
  await expect(dialog.getByText(`${title} at ${center.company_name}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Resume is required')).toBeVisible();

  await dialog.getByLabel('Full name').fill(applicant);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone (optional)').fill('6515550199');
  await dialog.getByLabel('Cover letter (optional)', { exact: true }).fill('Two years of ABA.');
  await dialog
    .getByLabel('Resume')
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: resume });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('heading', { name: 'Application Submitted!' })).toBeVisible();

  const mail = await waitForMail(E2E.mailUrl, isTo(String(job.application_email)));
  expect(mail.text).toContain(`Name: ${applicant}`);

  const employerContext = await browser.newContext();
  await agreedToTerms(employerContext);
  const employer = await employerContext.newPage();
  await openDashboardTab(employer, 'Applications');
  await employer.getByRole('button', { name: `View application from ${applicant}` }).click();
  const detail = employer.getByRole('dialog', { name: applicant });
  await expect(detail.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await expect(detail.getByRole('link', { name: '(651) 555-0199' })).toHaveAttribute(
    'href',
    'tel:6515550199',
  );
  await expect(detail.getByText('Two years of ABA.')).toBeVisible();

  const fileRequest = employer
    .context()
    .waitForEvent('request', (request) => /\/api\/files\/.*[?&]download=/.test(request.url()));
  await detail.getByRole('button', { name: 'Download Resume' }).click();
  const fileUrl = (await fileRequest).url();
  const served = Buffer.from(await (await fetch(fileUrl)).arrayBuffer());
  expect(served.equals(resume)).toBe(true);
  // Without the employer's token the file is not served.
  expect((await fetch(fileUrl.replace(/token=[^&]+/, 'token='))).status).toBe(404);

  await detail.getByRole('button', { name: 'Reviewed' }).click();
  await expect(employer.getByText('Status Updated')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Reviewed' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await employerContext.close();
});

test('a job page shows the posting, its employer and JobPosting data; unknown jobs are not found', async ({
  page,
}) => {
  const job = await livePostingOf('owner');
  const center = centerOf(job);
  await page.goto(`/job/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: String(job.title) })).toBeVisible();
  await expect(
    page.getByText(`${center.company_name} · ${center.city}`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job Description' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About the Employer' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View center page' })).toHaveAttribute(
    'href',
    /^\/center\//,
  );
  await expect(page.getByRole('link', { name: /^Apply Now/ }).first()).toBeVisible();
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(data).toMatchObject({
    '@type': 'JobPosting',
    title: job.title,
    hiringOrganization: { name: center.company_name },
  });

  // The employer's page lists the job and leads back to it and to the whole board.
  await page.getByRole('link', { name: 'View center page' }).click();
  const jobs = page.getByRole('region', { name: 'Job Opportunities' });
  await jobs
    .getByRole('link', { name: String(job.title) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/job\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await jobs.getByRole('link', { name: 'See all jobs' }).click();
  await expect(page).toHaveURL(/\/careers\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Careers/ })).toBeVisible();

  const response = await page.goto(`/job/no-such-job-${randomUUID().slice(0, 6)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Jobs' }).click();
  await expect(page).toHaveURL(/\/careers\/?$/);
});

test('/careers shows the newest 20 postings and Show More Jobs adds the next ones', async ({
  page,
}) => {
  const su = await superuserClient();
  const live = await su.collection('job_postings').getList(1, 1, {
    filter: `${LIVE} && center.approved != "pending" && center.approved != "no" && center.approved != "rejected"`,
  });
  expect(live.totalItems).toBeGreaterThan(20);
  await page.goto('/careers');
  await expect(page.getByText(`${String(live.totalItems)} jobs found`)).toBeVisible();
  const shown = page.locator('[data-job-card]:visible');
  await expect(shown).toHaveCount(20);
  await page.getByRole('button', { name: 'Show More Jobs' }).click();
  await expect(shown).toHaveCount(Math.min(live.totalItems, 40));
  // Focus lands on the first new posting.
  await expect(shown.nth(20).getByRole('link').first()).toBeFocused();
  await expect(page.getByText(`${String(live.totalItems)} jobs found`)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test("/careers lists the newest 20 and its pages' links reach every live job", async ({
    page,
  }) => {
    const su = await superuserClient();
    const live = await su.collection('job_postings').getList(1, 1, {
      filter: `${LIVE} && center.approved != "pending" && center.approved != "no" && center.approved != "rejected"`,
    });
    await page.goto('/careers');
    await expect(page.getByText(`${String(live.totalItems)} jobs found`)).toBeVisible();
    await expect(page.locator('[data-job-card]')).toHaveCount(Math.min(live.totalItems, 20));
    const seen = new Set<string>();
    for (;;) {
      const ids = await page
        .locator('[data-job-card]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-job-card') ?? ''));
      for (const id of ids) seen.add(id);
      const next = page.getByRole('navigation', { name: 'Pages of jobs' }).getByRole('link', {
        name: 'Next',
      });
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page.getByRole('heading', { level: 1, name: /^Careers/ })).toBeVisible();
      await expect(page.getByText(/^Page \d+ of \d+, newest postings first\.$/)).toBeVisible();
    }
    expect(seen.size).toBe(live.totalItems);
    await page.getByRole('link', { name: 'Search and filter all jobs' }).click();
    await expect(page).toHaveURL(/\/careers\/?$/);
  });
});

test('an owner posts a job, pays through the checkout, and sees it live', async ({ page }) => {
  test.setTimeout(150_000);
  const title = `Lead Behavior Technician ${randomUUID().slice(0, 6)}`;
  await standInStripe(page);
  await openDashboardTab(page, 'Job Postings');
  await page
    .getByRole('button', { name: /^Post Job/ })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: 'Post a Job' });
  await form.getByRole('button', { name: 'Post Job' }).click();
  await expect(form.getByText('Job title is required')).toBeVisible();
  await expect(form.getByText('Description must be at least 50 characters')).toBeVisible();
  // Under its field (the same message is also the error toast, shown inside the open dialog).
  await expect(form.locator('[id$="application_email-error"]')).toHaveText(
    'Please provide either an application email or URL.',
  );

  await form.getByLabel('Job title').fill(title);
  await form.getByLabel('Employment type').selectOption('part-time');
  await form
    .getByLabel('Description', { exact: true })
    .fill('Lead one-to-one ABA sessions and mentor new technicians in our Duluth clinic.');
  await form.getByLabel('Salary range (optional)').fill('$24–$29/hour');
  await form.getByLabel('Remote work available').check();
  await form.getByLabel('Application email').fill('hiring@example.org');
  await form.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Job posting created!')).toBeVisible();

  // Closed unpaid: the posting waits, with the hint, until it is paid.
  const checkout = page.getByRole('dialog', { name: `Pay for ${title}` });
  await expect(checkout.getByRole('form', { name: 'Card payment' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Close' }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Payment Pending', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Payment pending: this job goes live/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check Payments' })).toBeVisible();

  // Paid through the checkout (Stripe.js stand-in, stripe-mock behind the site's server).
  await card.getByRole('button', { name: `Complete Payment for ${title}` }).click();
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Payment Successful!')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('30 days remaining')).toBeVisible();
  await expect(card.getByRole('link', { name: /^View Live/ })).toHaveAttribute('href', '/careers');

  await expect(async () => {
    await page.goto('/careers');
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 120_000, intervals: [2000] });
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Remote Available')).toBeVisible();
});
