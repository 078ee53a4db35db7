import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the site from the PocketBase at `pocketbaseUrl` into `outDir` (relative to the repo). */
export function buildSite(pocketbaseUrl: string, siteUrl: string, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(`${root}node_modules/.bin/astro`, ['build', '--silent'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        POCKETBASE_URL: pocketbaseUrl,
        PUBLIC_POCKETBASE_URL: pocketbaseUrl,
        SITE_URL: siteUrl,
        ASTRO_OUT_DIR: outDir,
      },
    });
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`astro build exited with ${String(code)}`));
    });
  });
}

/** Serves a build of `outDir` on 127.0.0.1 with the Node adapter, as production does. */
export async function serveSite(port: number, outDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, outDir, 'server/entry.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${String(port)}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('The built site did not start within 30 s');
}
