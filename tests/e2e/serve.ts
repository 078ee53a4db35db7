/**
 * The end-to-end tests' server (Playwright's webServer): a throwaway PocketBase with the demo
 * data, its mail caught by an SMTP sink, and the site built from it and served as in
 * production. Stops everything on SIGTERM.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import PocketBase from 'pocketbase';
import { seedDemoData } from '../../pocketbase/seed/seed.ts';
import { env } from '../../src/lib/env.ts';
import { smtpEnv, startMailSink } from '../../scripts/lib/mail-sink.ts';
import { startPocketBase } from '../../scripts/lib/pocketbase-server.ts';
import { E2E } from './support/servers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = E2E.outDir;
const dataDir = await mkdtemp(join(tmpdir(), 'pb-e2e-'));
const mail = await startMailSink({ smtp: env.E2E_SMTP_PORT, web: env.E2E_MAIL_PORT });
const pocketbase = await startPocketBase({
  dataDir,
  port: env.E2E_POCKETBASE_PORT,
  superuser: E2E.superuser,
  env: {
    SITE_URL: E2E.siteUrl,
    SITE_TEAM_EMAIL: E2E.siteTeamEmail,
    PB_TRUSTED_PROXY_HEADERS: '',
    ...smtpEnv(mail),
  },
});
// The site's server, once started; stopped with PocketBase.
const running: ChildProcess[] = [];

async function stop(code: number): Promise<never> {
  for (const child of running) child.kill('SIGTERM');
  await pocketbase.stop();
  await mail.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

const pb = new PocketBase(pocketbase.url);
await pb.collection('_superusers').authWithPassword(E2E.superuser.email, E2E.superuser.password);
await seedDemoData(pb);

const buildEnv = {
  ...process.env,
  POCKETBASE_URL: pocketbase.url,
  PUBLIC_POCKETBASE_URL: pocketbase.url,
  SITE_URL: E2E.siteUrl,
  ASTRO_OUT_DIR: outDir,
};
const build = spawn(`${root}node_modules/.bin/astro`, ['build'], {
  cwd: root,
  env: buildEnv,
  stdio: 'inherit',
});
const buildCode = await new Promise<number>((resolve) => {
  build.once('exit', (code) => {
    resolve(code ?? 1);
  });
});
if (buildCode !== 0) await stop(buildCode);

const site = spawn(process.execPath, [`${root}${outDir}/server/entry.mjs`], {
  cwd: root,
  env: { ...buildEnv, HOST: '127.0.0.1', PORT: String(env.E2E_SITE_PORT) },
  stdio: 'inherit',
});
running.push(site);
site.once('exit', (code) => void stop(code ?? 1));
