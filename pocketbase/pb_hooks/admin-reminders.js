/// <reference path="../pb_data/types.d.ts" />
// Helpers for admin-reminders.pb.js: the monthly reminder to owners whose listings are stale.
// Which listings are due is decided by src/features/admin/data-quality/data-quality.ts (bundled into site-bundle.js),
// the same rules the admin's data-quality view shows.

/** A PocketBase date text (UTC) for a time in milliseconds. */
function storedDate(ms) {
  return new Date(ms).toISOString().replace("T", " ");
}

/** What the staleness rules read of a center record. */
function qualityFacts(center) {
  const text = (field) => center.getString(field);
  return {
    company_name: text("company_name"),
    address: text("address"),
    city: text("city"),
    phone_number: text("phone_number"),
    website: text("website"),
    owner: text("owner"),
    facts_updated: text("facts_updated"),
    availability_updated: text("availability_updated"),
    created: text("created"),
    stale_reminder_sent: text("stale_reminder_sent"),
  };
}

/** The last confirmation of a listing, as a day ('never' when it never had one). */
function lastConfirmed(center) {
  const stamps = [center.getString("facts_updated"), center.getString("availability_updated")].filter((s) => s);
  if (stamps.length === 0) return "never";
  stamps.sort();
  return stamps[0].slice(0, 10);
}

/** Sends one owner the reminder for their due listings. */
function mailOwner(app, owner, centers) {
  const { sendMail } = require(`${__hooks}/mail.js`);
  const meta = app.settings().meta;
  const name = owner.getString("name");
  sendMail(app, owner.email(), `Please check your listing on ${meta.appName}`, [
    { text: name ? `Hello ${name},` : "Hello," },
    {
      text: "Families rely on current listings. These listings of yours have not been confirmed for 90 days or more:",
    },
    { items: centers.map((c) => `${c.getString("company_name")} (last confirmed: ${lastConfirmed(c)})`) },
    {
      text: "Please sign in and check services, hours and whether you are accepting new clients. Saving the listing confirms it.",
    },
    { link: ["Open your dashboard", `${meta.appURL.replace(/\/$/, "")}/dashboard`] },
    { text: meta.appName },
  ]);
}

/**
 * Mails every owner whose listings are due a reminder (owned, stale, not reminded in the last
 * REMINDER_INTERVAL_DAYS), one mail per owner, and stamps stale_reminder_sent on each center
 * mailed about. The stamp is written with plain SQL: it is bookkeeping, so it must neither
 * change the record's `updated` time nor ask the site to rebuild. A failed mail is logged and
 * leaves its centers unstamped, so the next run tries again. Returns what was sent.
 */
function sendStaleReminders(app, now) {
  const shared = require(`${__hooks}/site-bundle.js`);
  const since = storedDate(now - shared.REMINDER_INTERVAL_DAYS * 24 * 60 * 60 * 1000);
  const candidates = app.findRecordsByFilter(
    "centers",
    "owner != '' && (stale_reminder_sent = '' || stale_reminder_sent <= {:since})",
    "number",
    0,
    0,
    { since: since },
  );
  const byOwner = {};
  for (const center of candidates) {
    if (!shared.isReminderDue(qualityFacts(center), now)) continue;
    const owner = center.getString("owner");
    (byOwner[owner] = byOwner[owner] || []).push(center);
  }
  const sent = { owners: 0, centers: 0 };
  for (const ownerId in byOwner) {
    const centers = byOwner[ownerId];
    try {
      const owner = app.findRecordById("users", ownerId);
      mailOwner(app, owner, centers);
      for (const center of centers) {
        app
          .db()
          .newQuery("UPDATE centers SET stale_reminder_sent = {:now} WHERE id = {:id}")
          .bind({ now: storedDate(now), id: center.id })
          .execute();
      }
      sent.owners += 1;
      sent.centers += centers.length;
    } catch (err) {
      app.logger().error("Stale listing reminder failed", "owner", ownerId, "error", String(err));
    }
  }
  app.logger().info("Stale listing reminders sent", "owners", sent.owners, "centers", sent.centers);
  return sent;
}

module.exports = { sendStaleReminders };
