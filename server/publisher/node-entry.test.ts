import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/pocketbase-server.ts';
import { rawGet, writeFakeRelease } from '../testing/fake-release.ts';

// The release's server as the publisher starts it (node-entry.ts), without the publisher.

const ENTRY = fileURLToPath(new URL('./node-entry.ts', import.meta.url));
let dir: string;
let server: ChildProcess | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'node-entry-test-'));
  await writeFakeRelease(dir, 'release-1');
});

afterAll(async () => {
  // Never left running when the test fails.
  if (server?.exitCode === null) server.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe("a release's Node server", () => {
  it('exits when its publisher goes away without stopping it, freeing the port', async () => {
    const port = await freePort();
    server = spawn(process.execPath, [ENTRY, dir], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), REUSE_PORT: '0' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const started = server;
    const exited = new Promise<number | null>((resolve) => started.once('exit', resolve));
    expect(await new Promise((resolve) => started.once('message', resolve))).toEqual({
      listening: true,
    });
    expect((await rawGet(`http://127.0.0.1:${String(port)}/center/a`)).body.toString()).toBe(
      'release-1 /center/a',
    );
    // What a killed publisher leaves its child: the IPC channel closed.
    started.disconnect();
    expect(await exited).toBe(0);
    await expect(rawGet(`http://127.0.0.1:${String(port)}/center/a`)).rejects.toThrow();
  }, 15_000);
});
