// A job page's Quick Apply as a candidate meets it: no React error (a hydration mismatch) in
// the console when the page loads and the dialog opens, however fast the candidate is; the
// required fields (the resume among them) before the optional ones; each field's message as
// soon as it is left.
import { expect, test, type Page } from './support/test.ts';
import type { RecordModel } from 'pocketbase';
import { livePostingFields } from '../support/job-posting.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { superuserClient } from './support/session.ts';

/** A live Quick Apply posting of this test's own center (its page is rendered on demand). */
async function livePosting(): Promise<RecordModel> {
  const su = await superuserClient();
  const center = await su.collection('centers').create({
    company_name: `Juniper Hydration Test ${String(Date.now())}`,
    city: 'Duluth',
    address: '12 Test Street',
    phone_number: '218.555.0123',
    approved: 'yes',
  });
  const owner = await su.collection('users').getFirstListItem('role != "admin"');
  return su.collection('job_postings').create(livePostingFields(center.id, owner.id));
}

/** Every console error and uncaught exception of the page, from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a job page logs no error on load, nor when Apply Now is pressed at once', async ({
  page,
}) => {
  const job = await livePosting();
  const errors = consoleErrors(page);
  await page.goto(`/job/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Behavior Technician');
  await page.waitForLoadState('networkidle');
  // Pressed before the dialog's island has loaded: the click that asks for the dialog is
  // the one that brings React.
  await page
    .getByRole('link', { name: /^Apply Now/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Quick Apply' });
  await expect(dialog.getByText('Behavior Technician at Juniper Hydration Test')).toBeVisible();
  await expect(dialog.getByLabel('Full name')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('Quick Apply asks for the required fields, the resume among them, before the optional ones, and shows each message as its field is left', async ({
  page,
}) => {
  const job = await livePosting();
  await page.goto(`/job/${job.id}`);
  await page
    .getByRole('link', { name: /^Apply Now/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Quick Apply' });
  const resume = dialog.getByLabel('Resume');
  await expect(resume).toBeVisible();

  // Required first: name, e-mail and resume, then the optional fields, in reading order.
  const labels = await dialog.locator('label:visible').allTextContents();
  expect(labels).toEqual([
    'Full name',
    'Email',
    'Resume',
    'Phone (optional)',
    'Cover letter (optional)',
    'Cover letter document (optional)',
  ]);
  // Leaving the resume without one says so at once.
  await resume.focus();
  await dialog.getByLabel('Phone (optional)').focus();
  await expect(dialog.getByText('Resume is required')).toBeVisible();

  // A wrong file type is refused at once, while the name and e-mail are still empty.
  await resume.setInputFiles({
    name: 'resume.html',
    mimeType: 'text/html',
    buffer: Buffer.from('<p>not a resume</p>'),
  });
  await expect(dialog.getByText('Please upload a PDF, DOC or DOCX file')).toBeVisible();
  await expect(resume).toHaveAttribute('aria-invalid', 'true');
  // A field not visited yet shows nothing.
  await expect(dialog.getByText('Please enter a valid email address')).toHaveCount(0);

  // Leaving a field shows its own message, whatever the others hold.
  await dialog.getByLabel('Full name').fill('J');
  await dialog.getByLabel('Email').focus();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-address');
  await dialog.getByLabel('Phone (optional)').focus();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expectNoAxeViolations(page);

  // Fixing a field takes its message away as it is typed.
  await dialog.getByLabel('Full name').fill('Jordan Lee');
  await expect(dialog.getByText('Name must be at least 2 characters')).toHaveCount(0);
  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(dialog.getByText('Please upload a PDF, DOC or DOCX file')).toHaveCount(0);
});
