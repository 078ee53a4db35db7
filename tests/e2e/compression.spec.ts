// The production site server sends the built files compressed and cached right:
// brotli or gzip by Accept-Encoding, hashed assets immutable for a year, pages revalidated.
import { expect, test } from './support/test.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';

test('pages, styles and scripts arrive compressed, assets immutable and pages revalidated', async ({
  page,
  request,
}) => {
  const assets: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/_astro/')) assets.push(response.url());
  });
  await page.goto('/centers/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(assets.length).toBeGreaterThan(0);

  for (const encoding of ['br', 'gzip']) {
    const answer = await request.get('/centers/', { headers: { 'Accept-Encoding': encoding } });
    expect(answer.headers()['content-encoding']).toBe(encoding);
    expect(answer.headers()['vary']).toBe('Accept-Encoding');
    expect(answer.headers()['cache-control']).toBe('no-cache');
    expect(answer.headers()['etag']).toBeTruthy();
    expect(await answer.text()).toContain('</html>');
  }
  const plain = await request.get('/centers/', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();

  for (const url of assets.filter((u) => /\.(css|js)$/.test(u))) {
    const answer = await request.get(url, { headers: { 'Accept-Encoding': 'br' } });
    expect(answer.headers()['cache-control'], url).toBe(ONE_YEAR);
    if (Number(answer.headers()['content-length'] ?? 2000) >= 1024) {
      expect(answer.headers()['content-encoding'], url).toBe('br');
    }
  }
});
