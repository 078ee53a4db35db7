import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { minnesotaToday } from '../../../src/features/intake/minnesota-date.ts';
import { messagesFor } from '../../../src/lib/i18n/catalog.ts';
import { format } from '../../../src/lib/i18n/format.ts';
import type { Locale } from '../../../src/lib/i18n/locales.ts';
import { expectNoAxeViolations } from './axe.ts';
import { hydrated } from './islands.ts';

/** A start date a month from now, as the date input holds it. */
function startDate(): string {
  const today = minnesotaToday();
  return new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10) + 30))
    .toISOString()
    .slice(0, 10);
}

/**
 * Fills the five steps of the intake at /{locale}/intake with the labels of that language and
 * sends it; returns the family's e-mail address.
 */
export async function sendIntake(page: Page, locale: Locale): Promise<string> {
  const m = messagesFor(locale);
  const f = m.intake.fields;
  const main = page.getByRole('main');
  const email = `family-${locale}-${randomUUID()}@example.org`;
  const next = () => main.getByRole('button', { name: m.intake.buttons.next, exact: true });
  const step = (n: number) =>
    expect(main.getByText(format(m.intake.progress.step, { step: n, total: 5 }))).toBeVisible();

  await page.goto(`/${locale}/intake`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1, name: m.intake.page.heading })).toBeVisible();
  await hydrated(page, 'IntakeWizard');
  await step(1);
  await expect(main.getByRole('heading', { name: m.intake.steps.personal })).toBeVisible();
  await expectNoAxeViolations(page);

  // Next on an empty step: the spec's message and each field's own, in the page's language.
  await next().click();
  const refused = main
    .getByRole('alert')
    .filter({ hasText: m.intake.errors['Please complete all required fields'] });
  await expect(refused).toContainText(
    m.intake.errors['All fields in this step are required to continue.'],
  );
  await expect(main.getByLabel(f.name, { exact: true })).toHaveAccessibleDescription(
    m.intake.errors['Full name must be at least 2 characters'],
  );
  await expectNoAxeViolations(page);

  await main.getByLabel(f.name, { exact: true }).fill('Familia Prueba');
  await main.getByLabel(f.phone, { exact: true }).fill('6125550147');
  await main.getByLabel(f.email, { exact: true }).fill(email);
  await next().click();
  await step(2);
  await main.getByRole('checkbox', { name: 'Duluth' }).check();
  await main.getByRole('checkbox', { name: m.facts.languages.somali }).check();
  await main
    .getByRole('radio', { name: m.intake.choices.serviceLocations.center, exact: true })
    .check();
  await next().click();
  await step(3);
  await main.getByRole('radio', { name: m.facts.ages.preschool }).check();
  await main.getByRole('radio', { name: m.intake.choices.centerSizes['no-preference'] }).check();
  await main.getByLabel(f.startDate).fill(startDate());
  await next().click();
  await step(4);
  await main
    .getByRole('radio', { name: m.facts.insurance['medical-assistance'], exact: true })
    .check();
  await next().click();
  await step(5);
  await main.getByLabel(f.allowInformationUse).check();
  await main.getByRole('button', { name: m.intake.buttons.submit }).click();

  const toast = page.getByText(m.intake.toasts.sentTitle);
  await expect(toast).toBeVisible();
  await expect(
    main.getByRole('heading', { name: m.intake.results.heading, exact: true }),
  ).toBeFocused();
  return email;
}
