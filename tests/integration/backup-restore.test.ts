// Backups: a PocketBase of its own with the demo data (records, images, videos)
// plus a family's intake and a contact message is backed up through PocketBase's backup API,
// wiped (the data dir removed and a fresh, empty PocketBase started), restored from the
// downloaded zip, and compared: every record of every collection and every file, byte for byte.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../pocketbase/seed/seed.ts';
import { createBackup, downloadBackup, restoreBackup } from '../../scripts/lib/backups.ts';
import { smtpEnv, startMailSink, type MailSink } from '../../scripts/lib/mail-sink.ts';
import { startPocketBase, type PocketBaseServer } from '../../scripts/lib/pocketbase-server.ts';
import { contactBody, intakeBody } from './support/fixtures.ts';

/** Every record of every app collection, with a digest of each of its files. */
type Snapshot = Record<string, Record<string, unknown>[]>;

async function signIn(server: PocketBaseServer): Promise<PocketBase> {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  await pb
    .collection('_superusers')
    .authWithPassword(server.superuser.email, server.superuser.password);
  return pb;
}

async function snapshot(pb: PocketBase): Promise<Snapshot> {
  const token = await pb.files.getToken();
  const collections = (await pb.collections.getFullList()).filter(
    (c) => !c.system && c.type !== 'view',
  );
  const result: Snapshot = {};
  for (const collection of collections) {
    const fileFields = collection.fields.filter((f) => f.type === 'file').map((f) => f.name);
    const records = await pb.collection(collection.name).getFullList({ sort: 'id' });
    result[collection.name] = await Promise.all(
      records.map(async (record) => {
        const files: Record<string, string> = {};
        for (const field of fileFields) {
          for (const name of [record[field] as string | string[]].flat().filter(Boolean)) {
            const response = await fetch(pb.files.getURL(record, name, { token }));
            expect(response.status, `${collection.name}/${record.id}/${name}`).toBe(200);
            const bytes = new Uint8Array(await response.arrayBuffer());
            files[name] = createHash('sha256').update(bytes).digest('hex');
          }
        }
        return { ...record, files };
      }),
    );
  }
  return result;
}

/** Waits until the outbox has delivered every mail, so the data stands still. */
async function mailSettled(pb: PocketBase): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (
    (await pb.collection('mail_outbox').getList(1, 1, { filter: "state != 'sent'" })).totalItems > 0
  ) {
    if (Date.now() > deadline) throw new Error('The outbox still holds undelivered mail');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('backup, wipe, restore', () => {
  let root: string;
  let sink: MailSink;
  let server: PocketBaseServer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'pb-backup-'));
    sink = await startMailSink();
  });

  afterAll(async () => {
    await server.stop();
    await sink.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('brings back every record and every file', { timeout: 240_000 }, async () => {
    const superuser = { email: 'backup@example.org', password: 'backup-superuser-password' };
    const env = smtpEnv(sink);
    server = await startPocketBase({ dataDir: join(root, 'before'), superuser, env });
    let pb = await signIn(server);
    // On by default: daily, the last 7 kept.
    const settings = await pb.settings.getAll();
    expect(settings.backups).toMatchObject({ cron: '0 8 * * *', cronMaxKeep: 7 });
    await seedDemoData(pb);
    const visitor = new PocketBase(server.url);
    await visitor.collection('intake_submissions').create(intakeBody());
    await visitor.collection('contact_messages').create(contactBody());
    await mailSettled(pb);

    const before = await snapshot(pb);
    expect(before.centers?.length).toBeGreaterThan(10);
    expect(before.center_images?.some((r) => Object.keys(r.files as object).length > 0)).toBe(true);
    expect(before.intake_submissions).toHaveLength(1);
    expect(before.mail_outbox?.length).toBeGreaterThan(1);

    const name = await createBackup(pb);
    expect(name).toMatch(/^backup_\d{8}_\d{6}\.zip$/);
    const zip = join(root, name);
    await writeFile(zip, await downloadBackup(pb, name));

    // Wipe: the data dir is gone; a fresh PocketBase has only its migrations.
    await server.stop();
    await rm(join(root, 'before'), { recursive: true, force: true });
    server = await startPocketBase({ dataDir: join(root, 'after'), superuser, env });
    pb = await signIn(server);
    expect((await pb.collection('centers').getList(1, 1)).totalItems).toBe(0);

    expect(await restoreBackup(pb, zip)).toBe(name);
    pb = await signIn(server);
    expect(await snapshot(pb)).toEqual(before);
  });
});
