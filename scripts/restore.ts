/**
 * `npm run restore -- FILE`: restores a backup into the PocketBase at POCKETBASE_URL, as the
 * superuser (PB_SUPERUSER_EMAIL, PB_SUPERUSER_PASSWORD). FILE is a name `npm run backup`
 * printed (in PocketBase's backups storage) or a local backup zip, uploaded first. Every
 * record and file is replaced by the backup's; PocketBase restarts and this waits for it.
 */
import { serverPocketBase } from '../src/lib/server-account.ts';
import { restoreBackup } from './lib/backups.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE (a name printed by npm run backup, or a .zip)');
  process.exitCode = 2;
} else {
  try {
    const name = await restoreBackup(await serverPocketBase(), file);
    console.log(`Restored ${name}. PocketBase's superusers are now the backup's.`);
  } catch (error) {
    console.error('Restore failed:', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
