/// <reference path="../pb_data/types.d.ts" />
// Scheduled backups on by default: PocketBase zips pb_data (the database and every
// uploaded file) every day at 08:00 UTC (2 or 3 AM in Minnesota) and keeps the last 7.
// BACKUP_CRON, BACKUP_KEEP and the BACKUP_S3_* variables change this at every start
// (pb_hooks/settings.pb.js); `npm run backup` and `npm run restore -- FILE` act on them.
migrate(
  (app) => {
    const settings = app.settings();
    settings.backups.cron = "0 8 * * *";
    settings.backups.cronMaxKeep = 7;
    app.save(settings);
  },
  (app) => {
    const settings = app.settings();
    settings.backups.cron = "";
    app.save(settings);
  },
);
