import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './pocketbase-server.ts';
import { startSiteServerProcess, type SiteServerProcess } from './site-server-process.ts';

let site: SiteServerProcess | undefined;
const dirs: string[] = [];

afterEach(async () => {
  await site?.stop();
  site = undefined;
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/**
 * A builder module whose releases answer every request with "release N" (N counts the builds
 * of the site server's process), or whose builds fail.
 */
async function builderModule(dir: string, fails = false): Promise<string> {
  const file = join(dir, 'builder.mjs');
  await writeFile(
    file,
    `import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
let builds = 0;
export async function build(outDir) {
  ${fails ? "throw new Error('the build failed');" : ''}
  builds++;
  await mkdir(join(outDir, 'server'), { recursive: true });
  await writeFile(join(outDir, 'server', 'entry.mjs'),
    'export const handler = (req, res) => res.end(' + JSON.stringify('release ' + builds) + ');');
}
`,
  );
  return pathToFileURL(file).href;
}

async function start(fails = false) {
  const dir = await mkdtemp(join(tmpdir(), 'site-process-'));
  dirs.push(dir);
  const port = await freePort();
  const started = await startSiteServerProcess({
    host: '127.0.0.1',
    port,
    releasesDir: join(dir, 'releases'),
    buildEnv: {},
    rebuildToken: 'a-long-enough-rebuild-token',
    retireGraceMs: 0,
    quiet: true,
    builderModule: await builderModule(dir, fails),
  });
  site = started;
  return { site: started, url: `http://127.0.0.1:${String(port)}` };
}

describe('the site server in a process of its own', () => {
  it('serves its first release, rebuilds when asked and reads its memory', async () => {
    const { site, url } = await start();
    expect(await (await fetch(`${url}/`)).text()).toBe('release 1');
    await site.rebuild();
    expect(await (await fetch(`${url}/`)).text()).toBe('release 2');
    const usage = await site.usage(0);
    expect(usage.releasesRssMb).toBeGreaterThan(0);
    expect(usage.rssMb).toBeGreaterThan(usage.releasesRssMb);
    expect(usage.heapMb).toBeGreaterThan(0);
  });

  it('stops serving when stopped', async () => {
    const { site: started, url } = await start();
    await started.stop();
    site = undefined;
    await expect(fetch(`${url}/`)).rejects.toThrow();
  });

  it('fails to start when its first build fails', async () => {
    await expect(start(true)).rejects.toThrow(
      'the site server stopped before serving (exit code 1)',
    );
  });
});
