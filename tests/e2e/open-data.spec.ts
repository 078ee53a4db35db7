import { expect, test, type APIRequestContext } from './support/test.ts';
import type PocketBase from 'pocketbase';
import { openData } from '../../src/lib/routes.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { rebuilt } from './support/releases.ts';
import { superuserClient } from './support/session.ts';
import { hsdsErrors, pageErrors, readTabular } from '../support/hsds-schemas.ts';

// Validating against HSDS's compiled schemas (megabytes each) takes seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

type Json = Record<string, unknown>;

async function getJson(request: APIRequestContext, path: string, status = 200): Promise<Json> {
  const response = await request.get(path);
  expect(response.status(), `${path} answers ${String(status)}`).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  return (await response.json()) as Json;
}

const api = openData.apiBase;

test('the HSDS API answers / , /services and /services/{id} as HSDS 3.0 describes them', async ({
  request,
}) => {
  const root = await getJson(request, `${api}/`);
  expect(root).toMatchObject({ version: '3.0' });
  expect(String(root['profile'])).toMatch(/\/open-data\/$/);
  const openapi = await getJson(request, new URL(String(root['openapi_url'])).pathname);
  expect(openapi['openapi']).toBe('3.1.0');

  const list = await getJson(request, `${api}/services?per_page=5`);
  expect(pageErrors(list)).toEqual([]);
  expect(list).toMatchObject({ page_number: 1, size: 5, first_page: true });
  const items = list['contents'] as Json[];
  for (const item of items) expect(hsdsErrors('compiled/service_list', item)).toEqual([]);

  const first = items[0] ?? {};
  const service = await getJson(request, `${api}/services/${String(first['id'])}`);
  expect(hsdsErrors('compiled/service', service)).toEqual([]);
  expect(service['name']).toBe(first['name']);
  expect(service['organization']).toMatchObject({ id: first['organization_id'] });

  const organization = await getJson(
    request,
    `${api}/organizations/${String(first['organization_id'])}`,
  );
  expect(hsdsErrors('compiled/organization', organization)).toEqual([]);
  const terms = await getJson(request, `${api}/taxonomy_terms?per_page=500`);
  for (const term of terms['contents'] as Json[])
    expect(hsdsErrors('schema/taxonomy_term', term)).toEqual([]);

  expect(await getJson(request, `${api}/services?page=0`, 400)).toEqual({
    error: 'page must be a whole number of 1 or more',
  });
  expect(
    await getJson(request, `${api}/services/00000000-0000-4000-8000-000000000000`, 404),
  ).toEqual({
    error: 'No service has the id 00000000-0000-4000-8000-000000000000.',
  });
});

test("the release's data package is valid HSDS, as JSON and as the tabular package", async ({
  request,
}) => {
  // The files and the API answer from the live release; while a new one goes live (other tests
  // change centers) they may come from two releases for a moment: ask until all agree.
  let services: Json[] = [];
  let descriptor: Json = {};
  let tables: ReturnType<typeof readTabular> = {};
  await expect(async () => {
    const directory = await request.get(openData.directoryJson);
    expect(directory.status()).toBe(200);
    services = (await directory.json()) as Json[];
    descriptor = await getJson(request, openData.dataPackage);
    const files = new Map([['datapackage.json', JSON.stringify(descriptor)]]);
    for (const resource of descriptor['resources'] as { path: string }[]) {
      const csv = await request.get(openData.tabular(resource.path));
      expect(csv.status()).toBe(200);
      files.set(resource.path, await csv.text());
    }
    tables = readTabular(files);
    const { total_items } = await getJson(request, `${api}/services?minimal=true`);
    expect(services).toHaveLength(Number(total_items));
    expect(tables['service']).toHaveLength(services.length);
  }).toPass({ timeout: 60_000 });
  expect(hsdsErrors('compiled/service_package', services)).toEqual([]);
  expect(descriptor['licenses']).toEqual([expect.objectContaining({ name: 'CC-BY-4.0' })]);
  expect(hsdsErrors('compiled/tabular', tables)).toEqual([]);
});

/** The service of the center named `name`, found with the API's search. */
async function serviceNamed(request: APIRequestContext, name: string): Promise<Json | undefined> {
  const list = await getJson(request, `${api}/services?search=${encodeURIComponent(name)}`);
  return (list['contents'] as Json[]).find((s) => s['name'] === name);
}

async function createCenter(su: PocketBase, name: string, approved: string) {
  return su.collection('centers').create({
    company_name: name,
    city: 'Duluth',
    address: '12 Test Street',
    zip_code: '55802',
    phone_number: '218.555.0123',
    services: ['ABA Therapy'],
    approved,
  });
}

test('a change to a center shows in its service after the next release, with a later modified_after answer', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const su = await superuserClient();
  const stamp = String(Date.now());
  const name = `Open Data Harbor ${stamp}`;
  const center = await createCenter(su, name, 'yes');
  const pending = await createCenter(su, `Open Data Pending ${stamp}`, 'pending');
  try {
    await rebuilt(page, 180_000);
    const before = await serviceNamed(request, name);
    expect(before, 'the public center is in the feed').toBeDefined();
    expect(
      await serviceNamed(request, `Open Data Pending ${stamp}`),
      'a pending one is not',
    ).toBeUndefined();
    const id = String(before?.['id']);
    const firstModified = String(before?.['last_modified']);

    const changedAt = new Date(Date.parse(firstModified) + 1).toISOString();
    const marker = `Now offering Saturday parent workshops (${stamp}).`;
    await su.collection('centers').update(center.id, { about: marker });
    await rebuilt(page, 180_000);

    const after = await getJson(request, `${api}/services/${id}`);
    expect(after['description']).toBe(marker);
    expect(Date.parse(String(after['last_modified']))).toBeGreaterThan(Date.parse(firstModified));
    const changed = await getJson(
      request,
      `${api}/services?minimal=true&modified_after=${changedAt}`,
    );
    expect((changed['contents'] as Json[]).map((s) => s['id'])).toContain(id);
    const later = new Date(Date.parse(String(after['last_modified'])) + 1).toISOString();
    const none = await getJson(request, `${api}/services?minimal=true&modified_after=${later}`);
    expect((none['contents'] as Json[]).map((s) => s['id'])).not.toContain(id);
  } finally {
    await su.collection('centers').delete(center.id);
    await su.collection('centers').delete(pending.id);
  }
});

test('the open-data page is linked from the footer and the sitemap, and links the downloads', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('navigation', { name: 'Footer' });
  await footer.getByRole('link', { name: 'Open Data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open Data' })).toBeVisible();
  await expect(
    page.getByText('Creative Commons Attribution 4.0 International').first(),
  ).toBeVisible();
  for (const name of [
    'The whole directory as HSDS JSON',
    'The HSDS tabular package',
    'OpenAPI description',
  ]) {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    expect((await page.request.get(String(href))).status(), name).toBe(200);
  }
  await expect(page.getByRole('heading', { name: 'Service types' })).toBeVisible();
  await expectNoAxeViolations(page);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of ['/open-data/', openData.directoryJson, openData.dataPackage]) {
    expect(sitemap).toContain(`${path}</loc>`);
  }
  expect((await page.request.get(openData.directoryJson)).status()).toBe(200);
  await expect(footer.getByRole('link', { name: 'Directory Data (HSDS JSON)' })).toHaveAttribute(
    'href',
    openData.directoryJson,
  );
});
