/// <reference path="../pb_data/types.d.ts" />
// Helpers for owner-media.pb.js: enforcing the media limits of owner-admin-side.md sections 5
// and 9 and the premium kinds. The limits and their messages are src/domain/center/media-limits.ts and
// src/domain/plan/premium.ts (from site-bundle.js), the same the dashboard checks before uploading.

/** Counts a center's media of a collection (optionally one image kind), leaving one record out. */
function countMedia(app, collection, centerId, kind, exceptId) {
  const where = ["center = {:center}", "id != {:except}"];
  if (kind) where.push("kind = {:kind}");
  return app.countRecords(
    collection,
    $dbx.exp(where.join(" AND "), { center: centerId, except: exceptId || "", kind: kind || "" }),
  );
}

/** The next gallery position: one after the highest in use (0 for the first). */
function nextDisplayOrder(app, centerId, kind) {
  const row = new DynamicModel({ max: -1 });
  app
    .db()
    .newQuery(
      "SELECT COALESCE(MAX(display_order), -1) AS max FROM center_images WHERE center = {:center} AND kind = {:kind}",
    )
    .bind({ center: centerId, kind: kind })
    .one(row);
  return row.max + 1;
}

/** A refused save: the status and the exact text the client gets. */
function refusal(status, message) {
  return { status: status, message: message };
}

/**
 * Checks an image save by an owner or admin (inside the save's transaction, so two uploads
 * cannot both take the last place): plan, count, size and alt text. Returns the refusal, or null.
 */
function checkImage(app, e, isNew) {
  const { isPremium } = require(`${__hooks}/owner-plan.js`);
  const { actsAsAdmin } = require(`${__hooks}/roles.js`);
  const rules = require(`${__hooks}/site-bundle.js`);
  const record = e.record;
  const kind = record.getString("kind");
  const original = record.original();
  const kindChanged = isNew || original.getString("kind") !== kind;
  const files = record.getUnsavedFiles("file");

  const premiumFeature = rules.PREMIUM_IMAGE_KINDS[kind];
  if (premiumFeature && (kindChanged || files.length > 0) && !actsAsAdmin(e) && !isPremium(app, e.auth.id)) {
    return refusal(403, rules.premiumMessage(premiumFeature));
  }
  if (
    kindChanged &&
    countMedia(app, "center_images", record.getString("center"), kind, record.id) >= rules.IMAGE_LIMITS[kind]
  ) {
    return refusal(400, rules.imageLimitMessage(kind));
  }
  for (const file of files) {
    if (rules.isTooLarge(file.size, kind)) return refusal(400, rules.fileTooLargeMessage(file.originalName, kind));
  }
  const altChanged = isNew || kindChanged || original.getString("alt_text") !== record.getString("alt_text");
  if (kind === "gallery" && altChanged && !record.getString("alt_text").trim()) {
    return refusal(400, rules.ALT_TEXT_REQUIRED);
  }
  if (isNew && e.requestInfo().body.display_order === undefined) {
    record.set("display_order", kind === "gallery" ? nextDisplayOrder(app, record.getString("center"), kind) : 0);
  }
  return null;
}

/** Checks a video save by an owner or admin: premium plan and, for a new one, the limit. */
function checkVideo(app, e, isNew) {
  const { isPremium } = require(`${__hooks}/owner-plan.js`);
  const { actsAsAdmin } = require(`${__hooks}/roles.js`);
  const rules = require(`${__hooks}/site-bundle.js`);
  if (!actsAsAdmin(e) && !isPremium(app, e.auth.id)) {
    return refusal(403, rules.premiumMessage(rules.PREMIUM_FEATURES.videos));
  }
  if (isNew && countMedia(app, "center_videos", e.record.getString("center"), "", "") >= rules.VIDEO_LIMIT) {
    return refusal(400, rules.VIDEO_LIMIT_MESSAGE);
  }
  return null;
}

/**
 * Runs a check and the save in one transaction, using the transaction's app throughout, and
 * answers a refusal itself: thrown API errors get a full stop appended, and the spec's texts
 * ('You can only upload 12 gallery image(s) total') have none. Superusers (seeding, imports,
 * server jobs) are not checked.
 */
function checkedSave(e, check, isNew) {
  if (e.hasSuperuserAuth()) return e.next();
  let refused = null;
  e.app.runInTransaction((txApp) => {
    refused = check(txApp, e, isNew);
    if (refused) return;
    e.app = txApp;
    e.next();
  });
  if (refused) return e.json(refused.status, { status: refused.status, message: refused.message, data: {} });
}

module.exports = { checkImage, checkVideo, checkedSave };
