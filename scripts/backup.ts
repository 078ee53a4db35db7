/**
 * `npm run backup`: has the PocketBase at POCKETBASE_URL back up its data (database and
 * uploaded files) as the superuser (PB_SUPERUSER_EMAIL, PB_SUPERUSER_PASSWORD), into its
 * backups storage (pb_data/backups, or S3 when BACKUP_S3_BUCKET is set), and prints the file
 * name `npm run restore -- FILE` takes.
 */
import { serverPocketBase } from '../src/lib/server-account.ts';
import { createBackup } from './lib/backups.ts';

try {
  const name = await createBackup(await serverPocketBase());
  console.log(name);
} catch (error) {
  console.error('Backup failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
