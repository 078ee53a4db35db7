import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The site's address in the fake release's pages. */
export const FAKE_SITE_URL = 'http://directory.test';

/**
 * A small release as `astro build` lays one out (`client/` with precompressed copies,
 * `server/entry.mjs`), for the tests of the publisher and of Caddy. Its Node server answers
 * the on-demand routes: `/center/...` and `/job/...` (also under /es/, /so/ and /hmn/) with
 * `<label> <path>` (and a picture of PocketBase's at FAKE_SITE_URL for a center whose address
 * has `pictured`), and
 * `/api/chat-ai` with the start of an answer it never finishes (a request in flight), and
 * `/api/payments/slow` with the label after 400 ms, `/api/payments/echo` with the body it was
 * sent. A page
 * whose address has `styled` carries an inline style when the publisher asks for it.
 */
export async function writeFakeRelease(dir: string, label: string): Promise<void> {
  const page = (title: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title} ${label}</h1>${'<p>Autism services in Minnesota.</p>'.repeat(60)}</body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'about/index.html': page('About'),
    'center/sunrise-1/index.html': page('Sunrise'),
    '404.html': page('Page not found'),
    // A translated 404 page, as the build writes one per language.
    'es/404/index.html': page('Page not found (es)'),
    // The build's site-wide policy (src/integrations/csp/integration.ts).
    'csp-policy.txt':
      "default-src 'self'; style-src 'self' 'sha256-built'; object-src 'none'; frame-ancestors 'none'\n",
    '_astro/app.Bx12abcd.js': `console.log(${JSON.stringify(label)});`,
    // A picture's thumbnail and file as the build copies them (src/integrations/pictures.ts).
    'api/files/centers/r3/400x300/photo_abc.png': 'copied thumbnail',
    'api/files/centers/r3/photo_abc.png': 'copied file',
  };
  for (const [path, body] of Object.entries(files)) {
    const file = join(dir, 'client', path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    if (path.endsWith('.html')) {
      await writeFile(`${file}.br`, brotliCompressSync(body));
      await writeFile(`${file}.gz`, gzipSync(body));
    }
  }
  await mkdir(join(dir, 'server'), { recursive: true });
  await writeFile(
    join(dir, 'server', 'entry.mjs'),
    `import { createServer } from 'node:http';
const FAKE_SITE_URL = ${JSON.stringify(FAKE_SITE_URL)};
// As Astro's Node adapter builds it: the handler, and its own server unless turned off.
export const handler = (req, res) => {
  const path = req.url.split('?')[0];
  if (path === '/api/payments/echo') {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => res.writeHead(200).end(body));
    return;
  }
  if (path === '/api/payments/slow') {
    // A request that takes a moment: in flight while a new release takes over.
    setTimeout(() => res.writeHead(200).end(${JSON.stringify(label)}), 400);
    return;
  }
  if (path === '/api/chat-ai') {
    // Not a compressible type, so Caddy passes the first bytes on at once.
    res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
    res.write('thinking'.repeat(512));
    return;
  }
  if (/^(\\/(es|so|hmn))?\\/(center|job)\\//.test(path)) {
    const picture = path.includes('pictured')
      ? ' <img src="' + FAKE_SITE_URL + '/api/files/centers/r9/photo_new.png?thumb=400x300">'
      : '';
    // A page of its own shape: its critical CSS, asked for by the publisher only.
    const style =
      path.includes('styled') && req.headers['x-publish-render'] === '1'
        ? '<head><style>h1{color:' + ${JSON.stringify(label)}.length + '}</style></head>'
        : '';
    res
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end(style + ${JSON.stringify(label)} + ' ' + path + picture);
    return;
  }
  res.writeHead(404).end();
};
if (process.env.ASTRO_NODE_AUTOSTART !== 'disabled') {
  createServer(handler).listen(Number(process.env.PORT), process.env.HOST);
}
`,
  );
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The raw answer (fetch would decompress and hide the encoding). */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.once('error', reject);
    })
      .once('error', reject)
      .end();
  });
}
