import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type PocketBase from 'pocketbase';

/** A backup's name as PocketBase accepts it: `backup_20261122_201500.zip` (UTC). */
function backupName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '_');
  return `backup_${stamp}.zip`;
}

/**
 * Has PocketBase back up pb_data (database and uploaded files) through its backup API, into
 * its backups storage (pb_data/backups, or S3 when configured); returns the file name.
 */
export async function createBackup(pb: PocketBase): Promise<string> {
  const name = backupName();
  await pb.backups.create(name);
  return name;
}

/** Downloads a backup's zip (for a copy kept apart from PocketBase). */
export async function downloadBackup(pb: PocketBase, name: string): Promise<Uint8Array> {
  const token = await pb.files.getToken();
  const response = await fetch(pb.backups.getDownloadURL(token, name));
  if (!response.ok) throw new Error(`Downloading ${name} failed: ${String(response.status)}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Whether PocketBase answers its health check and is not busy with a backup or restore. */
async function idle(pb: PocketBase): Promise<boolean> {
  try {
    const health = await pb.health.check();
    return (health.data as { canBackup?: boolean } | undefined)?.canBackup !== false;
  } catch {
    return false;
  }
}

/**
 * Restores a backup: `file` is a name in PocketBase's backups, or a local zip (a downloaded
 * backup), which is uploaded first. PocketBase replaces pb_data and restarts itself; this
 * resolves once it answers again (or throws after `timeoutMs`). Superusers are the backup's.
 */
export async function restoreBackup(
  pb: PocketBase,
  file: string,
  timeoutMs = 120_000,
): Promise<string> {
  const stored = (await pb.backups.getFullList()).map((b) => b.key);
  let name = file;
  if (!stored.includes(file)) {
    const bytes = await readFile(file).catch(() => null);
    if (!bytes) {
      throw new Error(`No backup named ${file} in PocketBase and no such local file.`);
    }
    name = basename(file);
    if (!stored.includes(name)) {
      await pb.backups.upload({ file: new File([bytes], name, { type: 'application/zip' }) });
    }
  }
  await pb.backups.restore(name);
  // PocketBase answers at once and restores a second later, then restarts (briefly down or
  // busy): wait for that, then for it to answer idle again.
  const deadline = Date.now() + timeoutMs;
  let restarted = false;
  while (Date.now() < deadline) {
    const ready = await idle(pb);
    if (!ready) restarted = true;
    else if (restarted) return name;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`PocketBase did not come back from restoring ${name} in time.`);
}
