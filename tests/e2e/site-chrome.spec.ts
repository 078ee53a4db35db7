import { expect, test } from './support/test.ts';
import { DEMO_ACCOUNTS } from '../../pocketbase/seed/seed.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { signInAs } from './support/session.ts';

test.describe('top bar', () => {
  test('signed out: Sign In goes to /auth, Get Started to Create Account; the section is marked', async ({
    page,
  }) => {
    await page.goto('/centers');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    await expect(nav.getByRole('link', { name: 'Centers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Careers' })).not.toHaveAttribute('aria-current');
  });

  test('signed in as an owner: greeting, Dashboard and Sign Out, which signs out and goes home', async ({
    page,
  }) => {
    await signInAs(page, 'owner');
    await page.goto('/centers');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText(`Hello ${DEMO_ACCOUNTS.owner.name}`)).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull();
  });

  test('signed in as an admin: Admin instead of Dashboard, Admin Panel in the footer', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Admin Panel' })).toBeVisible();
  });

  test('signing out in one tab updates the header and footer of the other at once', async ({
    context,
  }) => {
    const first = await context.newPage();
    await signInAs(first, 'owner');
    await first.goto('/');
    const second = await context.newPage();
    await second.goto('/faq');
    const header = second.getByRole('navigation', { name: 'Main' });
    await expect(header.getByText(`Hello ${DEMO_ACCOUNTS.owner.name}`)).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await first.getByRole('button', { name: 'Sign Out' }).click();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByText(`Hello ${DEMO_ACCOUNTS.owner.name}`)).toBeHidden();
    const footer = second.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  });

  test('signing in in one tab shows the account in the other tab, and it ends when it expires', async ({
    context,
  }) => {
    const other = await context.newPage();
    await other.goto('/faq');
    const header = other.getByRole('navigation', { name: 'Main' });
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    const first = await context.newPage();
    await signInAs(first, 'admin');
    await first.goto('/');
    await expect(header.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
    // A session whose token has expired counts as signed out, in every tab.
    await first.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as {
        record: unknown;
      };
      const claims = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 }));
      localStorage.setItem(
        'pocketbase_auth',
        JSON.stringify({ token: `x.${claims}.y`, record: stored.record }),
      );
    });
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('slides in with the items in order, and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'Browse Centers',
      'Careers',
      'Claim Listing',
      'Pricing',
      'Find Support',
      'FAQ',
      'Accessibility',
      'Sign In',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('signed in: Dashboard, Admin for admins, then Sign Out', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Admin' })).toBeVisible();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
  });

  test('axe finds no violations with the menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expectNoAxeViolations(page);
  });

  test('the close button closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  });
});

test('Get Started and List Your Center open Create Account', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Get Started Today' })
    .getByRole('link', { name: 'List Your Center' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account', pressed: true })).toBeVisible();
  await page.goto('/faq');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Get Started' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
});

test.describe('home get-started section', () => {
  test('signed out: Get Started Today with its three buttons', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Get Started Today' });
    await expect(section.getByRole('link', { name: 'Find a Center' })).toHaveAttribute(
      'href',
      '/intake',
    );
    await expect(section.getByRole('link', { name: 'List Your Center' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    await expect(section.getByRole('link', { name: 'Browse Centers' })).toHaveAttribute(
      'href',
      '/centers',
    );
  });

  test('signed in: Welcome back with Go to Dashboard, or Go to Admin Panel for admins', async ({
    page,
  }) => {
    await signInAs(page, 'owner');
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Welcome back' });
    await expect(section.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  });

  test('admins get Go to Admin Panel', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/');
    await expect(
      page
        .getByRole('region', { name: 'Welcome back' })
        .getByRole('link', { name: 'Go to Admin Panel' }),
    ).toHaveAttribute('href', '/admin');
  });
});

test('every route change lands at the top of the page', async ({ page }) => {
  await page.goto('/faq');
  await page.mouse.wheel(0, 4000);
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
