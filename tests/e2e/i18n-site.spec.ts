// The site in every language, as a whole: no English interface text left on a translated
// page, each language's 404 page, and every translated template clean under axe.
import { expect, type Page, pageWithoutJavaScript, test } from './support/test.ts';
import { messageEntries } from '../../src/lib/i18n/entries.ts';
import { messagesFor } from '../../src/lib/i18n/catalog.ts';
import { localizePath, TRANSLATED_LOCALES, type Locale } from '../../src/lib/i18n/locales.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { aCenterPath, aJobPath } from './support/public-paths.ts';

test.describe.configure({ timeout: 120_000 });

/** A page of every public template, by its English address. */
async function templates(): Promise<string[]> {
  return [
    '/',
    '/centers/',
    '/centers/service/',
    '/centers/search/?insurance=medical-assistance',
    await aCenterPath(),
    '/careers/',
    await aJobPath(),
    '/intake/',
    '/claim-listing/',
    '/pricing/',
    '/faq/',
    '/accessibility/',
    '/privacy-policy/',
    '/terms-of-use/',
    '/auth/',
    '/no-such-page/',
  ];
}

/**
 * The interface's texts as a visitor meets them without JavaScript: every text node and every
 * read-aloud attribute outside what is marked as being in another language than the page's
 * (owner-written descriptions, job texts, the language switcher's own names).
 */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const foreign = (el: Element | null) => {
      const marked = el?.closest('[lang]');
      return marked !== null && marked !== undefined && marked.getAttribute('lang') !== pageLang;
    };
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript') || foreign(parent)) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    for (const el of document.querySelectorAll('[alt], [aria-label], [placeholder], [title]')) {
      if (foreign(el)) continue;
      for (const name of ['alt', 'aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
}

/**
 * The English interface texts a page in `locale` must not show: each English message of the
 * catalog that its translation words differently (so brand and program names, the same in
 * both, are allowed), without placeholders (whose filled-in forms are checked by the tests
 * of the pages that fill them).
 */
function englishOnly(locale: Locale): Set<string> {
  const translated = new Map(messageEntries(messagesFor(locale)));
  return new Set(
    messageEntries(messagesFor('en'))
      .filter(([key, text]) => translated.get(key) !== text && !/\{\w+\}/.test(text))
      .map(([, text]) => text.replace(/\s+/g, ' ').trim())
      .filter((text) => /[a-z]{2}/i.test(text)),
  );
}

for (const locale of TRANSLATED_LOCALES) {
  test(`no English interface text is left on the ${locale} pages`, async ({ browser }) => {
    const page = await pageWithoutJavaScript(browser);
    const english = englishOnly(locale);
    const found: string[] = [];
    for (const path of await templates()) {
      const address = localizePath(locale, path);
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const text of await shownTexts(page)) {
        if (english.has(text)) found.push(`${address}: "${text}"`);
      }
    }
    await page.context().close();
    expect(found).toEqual([]);
  });

  test(`an unknown ${locale} address answers its language's 404 page`, async ({ page }) => {
    const response = await page.goto(`/${locale}/no-such-page/`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // Its own address is not a page.
    expect((await page.request.get(`/${locale}/404/`)).status()).toBe(404);
  });

  test(`the ${locale} templates have no axe violations`, async ({ page }) => {
    test.setTimeout(300_000);
    for (const path of await templates()) {
      await page.goto(localizePath(locale, path));
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
