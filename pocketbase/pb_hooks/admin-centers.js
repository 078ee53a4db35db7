/// <reference path="../pb_data/types.d.ts" />
// Helpers for the admin hooks (admin-*.pb.js): finding centers, access codes, and
// what deleting a user leaves behind. No state between calls (hooks run in a pool of runtimes).

/** The spec's refusal when an admin tries to delete their own account or an unknown one. */
const CANNOT_DELETE_USER = "Cannot delete your own account or invalid user";

/** A center by id, or a 404. */
function findCenter(app, id) {
  try {
    return app.findRecordById("centers", id);
  } catch (err) {
    throw new NotFoundError("Center not found.", err);
  }
}

/**
 * A random 8-digit access code that no center holds. Never starts with 0, so spreadsheets
 * cannot shorten it. Call it inside the transaction that saves the code, so the check and the
 * save see the same data (the unique index stays as the last guard).
 */
function newAccessCode(app) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code =
      $security.randomStringWithAlphabet(1, "123456789") + $security.randomStringWithAlphabet(7, "0123456789");
    if (app.countRecords("centers", $dbx.hashExp({ access_code: code })) === 0) return code;
  }
  throw new Error("No free access code found in 20 attempts");
}

/**
 * What deleting a user does to their centers (the admin's delete dialog says so): each stays
 * in the directory as an unclaimed listing, with a new access code (the old one was the
 * deleted owner's) so the business can claim it again, and without the premium and featured
 * placement the deleted owner's plan paid for. Approval is left as it was: a listing awaiting
 * review still awaits it. Returns how many centers were released.
 */
function releaseCentersOf(app, userId) {
  const centers = app.findRecordsByFilter("centers", "owner = {:user}", "", 0, 0, { user: userId });
  for (const center of centers) {
    center.set("owner", "");
    center.set("claimed", false);
    center.set("premium", false);
    center.set("featured", false);
    center.set("access_code", newAccessCode(app));
    app.save(center);
  }
  return centers.length;
}

module.exports = { CANNOT_DELETE_USER, findCenter, newAccessCode, releaseCentersOf };
