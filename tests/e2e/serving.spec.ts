// The built site as Caddy serves it (server/Caddyfile): the headers Mozilla's HTTP Observatory
// checks, revalidation with either validator, the 404 page, and pictures that are never
// rate-limited and are sent from the live release, a changed one too.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { PNG } from 'pngjs';
import { picturesOf } from '../../src/integrations/picture-addresses.ts';
import { PUBLIC_CENTER_FILTER } from '../../src/domain/center/center-status.ts';
import { CURRENT, STATIC_FOLDER } from '../../server/publisher/releases.ts';
import { E2E } from './support/servers.ts';
import { policyViolations } from './support/csp.ts';
import { superuserClient } from './support/session.ts';

/** The pages of each template: home, directory, a center, careers, a static page, sign-in. */
async function templatePaths(): Promise<string[]> {
  const su = await superuserClient();
  const center = await su
    .collection('centers')
    .getFirstListItem('approved = "yes"', { sort: 'number' });
  return [
    '/',
    '/centers/',
    `/center/${String(center.slug)}-${String(center.number)}/`,
    '/careers/',
    '/faq/',
    '/auth/',
  ];
}

test("every answer has the headers the Observatory's tests look for (all but HTTPS's)", async ({
  request,
}) => {
  for (const path of ['/', '/centers/', '/no-such-page/', '/api/health']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    const headers = answer.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'none'");
    if (path.startsWith('/api/')) {
      // Never a page: nothing may load (Mozilla's advice for APIs), in a header of a few bytes.
      expect(policy, path).toBe("default-src 'none'; frame-ancestors 'none'");
    } else {
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'self'");
      expect(policy, path).toMatch(/default-src 'self'/);
    }
    // No cross-origin reads allowed, and no HSTS on plain HTTP.
    expect(headers['access-control-allow-origin'], path).toBeUndefined();
    expect(headers['strict-transport-security'], path).toBeUndefined();
  }
});

test('the main templates load with no Content-Security-Policy violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await policyViolations(page, { allowZodProbe: true });
  for (const path of await templatePaths()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('a page answers 304 to either validator', async ({ request }) => {
  for (const path of await templatePaths()) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const etag = first.headers()['etag'];
    const modified = first.headers()['last-modified'];
    expect(etag, path).toBeTruthy();
    expect(modified, path).toBeTruthy();
    const byTag = await request.get(path, { headers: { 'If-None-Match': String(etag) } });
    expect(byTag.status(), path).toBe(304);
    const byDate = await request.get(path, { headers: { 'If-Modified-Since': String(modified) } });
    expect(byDate.status(), path).toBe(304);
  }
});

test('the 404 page answers with its status, compressed, at /404 and /404/ too', async ({
  request,
}) => {
  for (const path of ['/no-such-page/', '/404', '/404/']) {
    const answer = await request.get(path, { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()['content-encoding'], path).toBe('br');
    expect(answer.headers()['cache-control'], path).toBe('no-cache');
    expect(await answer.text(), path).toContain('</html>');
  }
});

test("a center page's pictures, fetched together twice, are never refused and are cached long", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The demo center with the most pictures.
  const su = await superuserClient();
  const images = await su.collection('center_images').getFullList({ fields: 'center' });
  const counts = new Map<string, number>();
  for (const image of images) {
    counts.set(String(image.center), (counts.get(String(image.center)) ?? 0) + 1);
  }
  const [centerId] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const center = await su.collection('centers').getOne(String(centerId));
  await page.goto(`/center/${String(center.slug)}-${String(center.number)}/`);
  const sources = await page
    .locator('img')
    .evaluateAll((imgs): string[] =>
      imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src),
    );
  const pictures = sources.filter((src) => new URL(src).pathname.startsWith('/api/files/'));
  expect(pictures.length).toBeGreaterThan(1);
  // Each picture by 10 visitors at once, twice, from one address.
  for (let round = 0; round < 2; round++) {
    const answers = await Promise.all(
      pictures.flatMap((src) => Array.from({ length: 10 }, () => request.get(src))),
    );
    for (const answer of answers) {
      expect(answer.status(), answer.url()).toBe(200);
      expect(answer.headers()['cache-control'], answer.url()).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  }
});

test("a center's changed picture is on its page within seconds, sent from the live release", async ({
  request,
}) => {
  const su = await superuserClient();
  // The newest public center with a main picture (centers other tests add have none).
  const mains = await su.collection('center_images').getFullList({
    filter: 'kind = "main"',
    fields: 'id,center',
  });
  const pictured = new Set(mains.map((m) => String(m.center)));
  const centers = await su.collection('centers').getFullList({
    filter: PUBLIC_CENTER_FILTER,
    sort: '-number',
    fields: 'id,slug,number',
  });
  const center = centers.find((c) => pictured.has(c.id));
  if (!center) throw new Error('no public center with a main picture');
  const main = mains.find((m) => m.center === center.id);
  if (!main) throw new Error('no main picture');
  const image = new PNG({ width: 64, height: 48 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([200, 90, 30, 255], i);
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(PNG.sync.write(image))], { type: 'image/png' }),
    'changed.png',
  );
  const changed = await su.collection('center_images').update(main.id, form);
  const path = `/center/${String(center.slug)}-${String(center.number)}/`;
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path)).text();
        return html.includes(String(changed.file));
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const pictures = picturesOf(html, E2E.siteUrl).filter(({ file }) =>
    file.endsWith(String(changed.file)),
  );
  expect(pictures.length).toBeGreaterThan(0);
  for (const picture of pictures) {
    // Its copy is in the live release (Caddy sends that, not PocketBase)...
    expect(existsSync(join(E2E.outDir, CURRENT, STATIC_FOLDER, picture.file)), picture.file).toBe(
      true,
    );
    // ...and it is the picture.
    const answer = await request.get(picture.path);
    expect(answer.status(), picture.path).toBe(200);
    expect(answer.headers()['content-type'], picture.path).toBe('image/png');
    expect(answer.headers()['cache-control'], picture.path).toBe(
      'public, max-age=31536000, immutable',
    );
  }
});
