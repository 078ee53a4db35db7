import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One change a rebuild request lists: why, and the public pages it says the change alters. */
export interface RecordedRebuild {
  reason: string;
  paths: string[];
}

/**
 * Stands in for the site server's rebuild endpoint: records every rebuild PocketBase asks
 * for (POST /api/rebuild) and lists them (GET /), so tests see which writes asked for one.
 */
export async function startRebuildRecorder() {
  const requests: RecordedRebuild[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        // PocketBase sends the changes gathered while its previous request was answered.
        requests.push(...(JSON.parse(body) as { changes: RecordedRebuild[] }).changes);
        res.writeHead(202).end();
      });
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(requests));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    stop: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
