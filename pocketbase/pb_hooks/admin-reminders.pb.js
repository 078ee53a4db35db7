/// <reference path="../pb_data/types.d.ts" />
// Reminders to owners whose listings are stale (beyond the spec): every day at 15:00
// UTC (morning in Minnesota) the owners of listings not confirmed for 90 days get one mail,
// at most once a month per listing (admin-reminders.js). Superusers can run it at once from
// the dashboard's Crons page or with POST /api/crons/adminStaleListingReminders.

cronAdd("adminStaleListingReminders", "0 15 * * *", () => {
  require(`${__hooks}/admin-reminders.js`).sendStaleReminders($app, Date.now());
});

// stale_reminder_sent is hidden; admins see it in the data-quality view, nobody else does. That is
// decided per record in Go (pocketbase/visibility.go), off the JS runtimes.
