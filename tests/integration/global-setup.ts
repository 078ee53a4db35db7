import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPocketBase } from '../../scripts/lib/pocketbase-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pocketbase: { url: string; superuserEmail: string; superuserPassword: string };
  }
}

/** One real PocketBase for the integration run: a free port and a throwaway data dir. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'pb-integration-'));
  const server = await startPocketBase({
    dataDir,
    // Each test client sends its own X-Forwarded-For, so the rate limiter sees separate clients.
    env: { PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For', SMTP_HOST: '' },
  });
  project.provide('pocketbase', {
    url: server.url,
    superuserEmail: server.superuser.email,
    superuserPassword: server.superuser.password,
  });
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
