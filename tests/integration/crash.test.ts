// Crashes: PocketBase is killed with SIGKILL in the middle of a stream of writes
// (families' intake submissions, an owner's edits, an owner's image uploads) and started again
// on the same data. Every write PocketBase acknowledged is there and intact (fields, matches,
// file bytes), and nothing is half-written: every stored submission has its matches and token,
// every stored image its file, and SQLite's integrity check passes.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Node >= 22.13 (npm run setup installs Node 24 where the machine's is older).
import { DatabaseSync } from 'node:sqlite';
import PocketBase, { type RecordModel } from 'pocketbase';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  startPocketBase,
  type PocketBaseServer,
} from '../../scripts/lib/pocketbase-server.ts';
import { intakeBody, PNG_BYTES } from './support/fixtures.ts';

const superuser = { email: 'crash@example.org', password: 'crash-superuser-password' };

interface Acked {
  intakes: { id: string; name: string; matches: number }[];
  /** The last edit number PocketBase acknowledged (edits are sent one after another). */
  lastEdit: number;
  uploads: { id: string; sha256: string }[];
}

let clientCount = 0;
/** A client PocketBase sees at its own address (the server trusts X-Forwarded-For). */
function client(url: string, token?: string): PocketBase {
  clientCount += 1;
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  const address = `10.13.${String((clientCount >> 8) & 255)}.${String(clientCount & 255)}`;
  pb.beforeSend = (requestUrl, options) => {
    options.headers = {
      ...(options.headers as Record<string, string>),
      'X-Forwarded-For': address,
    };
    return { url: requestUrl, options };
  };
  if (token) pb.authStore.save(token);
  return pb;
}

async function signIn(server: PocketBaseServer): Promise<PocketBase> {
  const pb = client(server.url);
  await pb.collection('_superusers').authWithPassword(superuser.email, superuser.password);
  return pb;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Runs `write` again and again until it throws (the server went away); rejections by rule count as done. */
async function stream(write: (n: number) => Promise<void>): Promise<void> {
  for (let n = 1; ; n++) {
    try {
      await write(n);
    } catch {
      return;
    }
  }
}

describe('a crash during writes', () => {
  let dataDir: string;
  let server: PocketBaseServer;

  afterAll(async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write, and nothing half-written', { timeout: 120_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pb-crash-'));
    const env = {
      PB_TRUSTED_PROXY_HEADERS: 'X-Forwarded-For',
      // A closed port: mail stays queued in the outbox, which is part of what must survive.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await freePort()),
    };
    server = await startPocketBase({ dataDir, superuser, env });
    const su = await signIn(server);

    // A premium owner with public centers in Minneapolis (so every intake has matches).
    const password = 'crash-owner-password';
    const owner = await su.collection('users').create({
      email: 'crash-owner@example.org',
      password,
      passwordConfirm: password,
      name: 'Crash Owner',
      verified: true,
    });
    await su
      .collection('subscriptions')
      .create({ user: owner.id, plan_type: 'premium', status: 'active' });
    const centers: RecordModel[] = [];
    for (let i = 0; i < 8; i++) {
      centers.push(
        await su.collection('centers').create({
          company_name: `Crash Center ${String(i)}`,
          city: 'Minneapolis',
          owner: owner.id,
          claimed: true,
          approved: 'yes',
        }),
      );
    }
    const ownerAuth = await client(server.url)
      .collection('users')
      .authWithPassword('crash-owner@example.org', password);
    const [edited] = centers;
    if (!edited) throw new Error('no center');

    const acked: Acked = { intakes: [], lastEdit: 0, uploads: [] };
    const enough = () =>
      acked.intakes.length >= 5 && acked.lastEdit >= 5 && acked.uploads.length >= 5;

    const intakes = stream(async (n) => {
      const name = `Crash Family ${String(n)}`;
      const created = await client(server.url)
        .collection('intake_submissions')
        .create({ ...intakeBody(), name, email: `crash-${String(n)}@example.org` });
      acked.intakes.push({ id: created.id, name, matches: (created.matches as unknown[]).length });
    });
    const edits = stream(async (n) => {
      await client(server.url, ownerAuth.token)
        .collection('centers')
        .update(edited.id, { business_description: `Crash edit ${String(n)}` });
      acked.lastEdit = n;
    });
    const uploads = stream(async (n) => {
      const bytes = new Uint8Array([...PNG_BYTES, ...randomBytes(2048)]);
      const center = centers[n % centers.length];
      if (!center) return;
      const image = await client(server.url, ownerAuth.token)
        .collection('center_images')
        .create({
          center: center.id,
          kind: 'gallery',
          alt_text: `Crash picture ${String(n)}`,
          file: new File([bytes], `crash-${String(n)}.png`, { type: 'image/png' }),
        });
      acked.uploads.push({ id: image.id, sha256: sha256(bytes) });
    });

    // Kill it once each stream has had writes acknowledged, while they keep writing.
    const deadline = Date.now() + 30_000;
    while (!enough()) {
      if (Date.now() > deadline) throw new Error(`Too few writes: ${JSON.stringify(acked)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    process.kill(server.pid, 'SIGKILL');
    await Promise.all([intakes, edits, uploads, server.stop()]);

    // Nothing half-written at the storage level.
    const db = new DatabaseSync(join(dataDir, 'data.db'));
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    db.close();

    server = await startPocketBase({ dataDir, superuser, env });
    const after = await signIn(server);

    // Every acknowledged submission, with all of its matches.
    for (const intake of acked.intakes) {
      const stored = await after.collection('intake_submissions').getOne(intake.id);
      expect(stored.name).toBe(intake.name);
      const matches = await after
        .collection('intake_matches')
        .getList(1, 1, { filter: `submission = "${intake.id}"` });
      expect(matches.totalItems).toBe(intake.matches);
    }
    // Every stored submission, acknowledged or not, is whole: its token and its matches.
    const expected = acked.intakes[0]?.matches ?? 0;
    expect(expected).toBeGreaterThan(0);
    for (const stored of await after.collection('intake_submissions').getFullList()) {
      expect(stored.status_token).toMatch(/^[A-Za-z0-9]{48}$/);
      const matches = await after
        .collection('intake_matches')
        .getList(1, 1, { filter: `submission = "${stored.id}"` });
      expect(matches.totalItems, stored.name as string).toBe(expected);
    }

    // The last acknowledged edit, or the one in flight when PocketBase died.
    const center = await after.collection('centers').getOne(edited.id);
    expect([
      `Crash edit ${String(acked.lastEdit)}`,
      `Crash edit ${String(acked.lastEdit + 1)}`,
    ]).toContain(center.business_description);

    // Every acknowledged upload, byte for byte; every stored image has its file.
    const token = await after.files.getToken();
    const acknowledged = new Map(acked.uploads.map((u) => [u.id, u.sha256]));
    const images = await after.collection('center_images').getFullList();
    for (const upload of acked.uploads) expect(images.map((i) => i.id)).toContain(upload.id);
    for (const image of images) {
      const response = await fetch(after.files.getURL(image, image.file as string, { token }));
      expect(response.status, image.id).toBe(200);
      const digest = sha256(new Uint8Array(await response.arrayBuffer()));
      if (acknowledged.has(image.id)) expect(digest).toBe(acknowledged.get(image.id));
    }

    // The mails of the acknowledged submissions survived too, still queued.
    const queued = await after
      .collection('mail_outbox')
      .getList(1, 1, { filter: "subject ~ 'New intake request: Crash Family'" });
    expect(queued.totalItems).toBeGreaterThanOrEqual(acked.intakes.length);
  });
});
