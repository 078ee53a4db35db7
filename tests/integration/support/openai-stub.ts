import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible chat completions server on 127.0.0.1 for tests: each request is
 * recorded and answered by the test's own handler (stream pieces, fail, or hang).
 */
export interface OpenAiStub {
  baseUrl: string;
  /** The JSON bodies received, oldest first. */
  requests: { messages: { role: string; content: string }[]; stream: boolean; model: string }[];
  close: () => Promise<void>;
}

/** Writes `pieces` as server-sent chat completion chunks, then [DONE]. */
export function streamPieces(res: ServerResponse, pieces: readonly string[]): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream' });
  for (const content of pieces) {
    res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
  }
  res.end('data: [DONE]\n\n');
}

/** Starts the stub; `answer` decides what each request gets. */
export async function startOpenAiStub(
  answer: (res: ServerResponse, req: IncomingMessage) => void,
): Promise<OpenAiStub> {
  const requests: OpenAiStub['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push(JSON.parse(body) as OpenAiStub['requests'][number]);
      answer(res, req);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
