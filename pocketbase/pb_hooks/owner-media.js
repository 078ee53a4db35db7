/// <reference path="../pb_data/types.d.ts" />
// Helpers for owner-media.pb.js: the media limits of owner-admin-side.md sections 5 and 9
// (main 1, logo 1, gallery 12, videos 5; images 5 MB, logo 2 MB) and the premium kinds.
// src/features/dashboard/media-rules.ts states the same limits for the browser.

const MB = 1024 * 1024;

/** How many images of each kind a center may hold. */
const IMAGE_LIMITS = { main: 1, logo: 1, gallery: 12 };
/** The largest file of each kind, in MB. */
const IMAGE_MAX_MB = { main: 5, logo: 2, gallery: 5 };
/** Image kinds only premium owners may add, with the feature name of the refusal. */
const PREMIUM_KINDS = { logo: "Logo upload", gallery: "Multiple images" };
/** How many videos a center may hold. */
const VIDEO_LIMIT = 5;

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
  const { actsAsAdmin, isPremium, premiumMessage } = require(`${__hooks}/owner-plan.js`);
  const record = e.record;
  const kind = record.getString("kind");
  const original = record.original();
  const kindChanged = isNew || original.getString("kind") !== kind;
  const files = record.getUnsavedFiles("file");

  if (PREMIUM_KINDS[kind] && (kindChanged || files.length > 0) && !actsAsAdmin(e) && !isPremium(app, e.auth.id)) {
    return refusal(403, premiumMessage(PREMIUM_KINDS[kind]));
  }
  if (
    kindChanged &&
    countMedia(app, "center_images", record.getString("center"), kind, record.id) >= IMAGE_LIMITS[kind]
  ) {
    return refusal(400, `You can only upload ${IMAGE_LIMITS[kind]} ${kind} image(s) total`);
  }
  for (const file of files) {
    if (file.size > IMAGE_MAX_MB[kind] * MB) {
      return refusal(400, `File ${file.originalName} is too large. Maximum size is ${IMAGE_MAX_MB[kind]}MB`);
    }
  }
  const altChanged = isNew || kindChanged || original.getString("alt_text") !== record.getString("alt_text");
  if (kind === "gallery" && altChanged && !record.getString("alt_text").trim()) {
    return refusal(400, "Please add alt text describing each gallery image.");
  }
  if (isNew && e.requestInfo().body.display_order === undefined) {
    record.set("display_order", kind === "gallery" ? nextDisplayOrder(app, record.getString("center"), kind) : 0);
  }
  return null;
}

/** Checks a video save by an owner or admin: premium plan and, for a new one, the limit. */
function checkVideo(app, e, isNew) {
  const { actsAsAdmin, isPremium, premiumMessage } = require(`${__hooks}/owner-plan.js`);
  if (!actsAsAdmin(e) && !isPremium(app, e.auth.id)) return refusal(403, premiumMessage("Video gallery"));
  if (isNew && countMedia(app, "center_videos", e.record.getString("center"), "", "") >= VIDEO_LIMIT) {
    return refusal(400, `You can only upload up to ${VIDEO_LIMIT} videos`);
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

module.exports = { IMAGE_LIMITS, IMAGE_MAX_MB, VIDEO_LIMIT, checkImage, checkVideo, checkedSave };
