import { expect, type Page } from '@playwright/test';
import PocketBase from 'pocketbase';
import { E2E } from '../support/servers.ts';

// What the directory's tests share (public-side.md section 2 'Centers directory').
// These specs run in their own Playwright project before every other file (playwright.config.ts),
// so no other test changes centers, and no rebuild lands, while they run. Expected counts come
// from the demo data as the public API returns it (anonymously, like a visitor), never from
// hard-coded numbers.

export interface PublicCenter {
  name: string;
  city: string;
  featured: boolean;
  text: string[];
  services: string[];
  ages: string[];
  insurance: string[];
  languages: string[];
  settings: string[];
  accepting: string;
  latitude: number;
  longitude: number;
}

/** The public centers as the API gives them to a visitor, in directory order. */
async function apiCenters(): Promise<PublicCenter[]> {
  const pb = new PocketBase(E2E.pocketbaseUrl);
  const records = await pb.collection('centers').getFullList({ batch: 500 });
  const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  return records
    .map((r): PublicCenter => {
      const services = list(r['services']);
      const name = String(r['company_name']);
      const city = String(r['city']);
      return {
        name,
        city,
        featured: r['featured'] === true,
        text: [name, city, String(r['business_description']), services.join(', ')],
        services,
        ages: list(r['ages_served']),
        insurance: list(r['insurance_accepted']),
        languages: list(r['languages']),
        settings: list(r['service_settings']),
        accepting: String(r['accepting_clients']),
        latitude: Number(r['latitude']),
        longitude: Number(r['longitude']),
      };
    })
    .sort(
      (a, b) =>
        Number(b.featured) - Number(a.featured) ||
        a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  lt: '<',
  gt: '>',
};
const decodeHtml = (text: string) =>
  text.replace(/&(amp|quot|#39|#x27|lt|gt);/g, (_, e: string) => ENTITIES[e] ?? '');

/** The names the served build lists on its static directory pages (/centers, /centers/page/N). */
async function listedNames(): Promise<string[]> {
  const names: string[] = [];
  for (let n = 1; ; n++) {
    const response = await fetch(
      `${E2E.siteUrl}${n === 1 ? '/centers' : `/centers/page/${String(n)}`}`,
    );
    if (response.status === 404) return names;
    const html = await response.text();
    for (const m of html.matchAll(/<h3[^>]*><a href="\/center\/[^"]+"[^>]*>([^<]+)<\/a>/g)) {
      names.push(decodeHtml(m[1] ?? ''));
    }
  }
}

/**
 * Every public center, in directory order (featured first, then by name). Other test files
 * add and remove centers, and the site rebuilds a few seconds later: wait until the served
 * build lists exactly the centers PocketBase publishes, so expectations match what is shown.
 */
export async function publicCenters(): Promise<PublicCenter[]> {
  for (let attempt = 1; ; attempt++) {
    const [listed, centers] = await Promise.all([listedNames(), apiCenters()]);
    const names = new Set(centers.map((c) => c.name));
    if (listed.length === centers.length && listed.every((n) => names.has(n))) return centers;
    if (attempt === 45) throw new Error('The served site and PocketBase disagree for 90 s');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** The spec's search: every word of the query starts a word of name, city, description or services. */
export function matchesSearch(center: PublicCenter, query: string): boolean {
  const words = center.text
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/);
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((term) => words.some((w) => w.startsWith(term)));
}

/** Miles between two points (spherical law of cosines: a different formula from the app's). */
export function miles(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const cos =
    Math.sin(a.latitude * rad) * Math.sin(b.latitude * rad) +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.cos((b.longitude - a.longitude) * rad);
  return 3958.8 * Math.acos(Math.min(1, cos));
}

export const heading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Found|No centers/ });
export const found = (total: number, shown: number) =>
  `${String(total)} ${total === 1 ? 'Center' : 'Centers'} Found (showing ${String(shown)})`;
/** The same heading on the Spanish pages, as the Spanish catalog words it. */
export const encontrados = (total: number, shown: number) =>
  `${String(total)} ${total === 1 ? 'centro encontrado' : 'centros encontrados'} (se muestran ${String(shown)})`;
/**
 * 'Show More Centers': a link to the next page until the directory island hydrates (on the
 * visitor's first interaction), then a button that adds the next cards in place.
 */
export const showMore = (page: Page) =>
  page
    .getByRole('button', { name: /^Show More Centers/ })
    .or(page.getByRole('link', { name: /^Show More Centers/ }));
export const cardNames = (page: Page) =>
  page.getByRole('article').getByRole('heading').allInnerTexts();

/** Opens the folded 'Filters' panel (a native <details>) and waits until its controls show. */
export async function openFilters(page: Page): Promise<void> {
  await page.locator('form[role="search"] summary').click();
  await expect(page.getByLabel('Only centers accepting new clients')).toBeVisible();
}
