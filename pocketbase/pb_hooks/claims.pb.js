/// <reference path="../pb_data/types.d.ts" />
// Claiming a listing with its access code (owner-admin-side.md sections 4, 5 and 8).
//   POST /api/centers/verify-code {code, centerName?} -> {centerName}, or 404
//   POST /api/centers/claim       {code, centerName?} -> {outcome: claimed | already-yours, center}
//                                                        404 unknown, used or someone else's code
// The claim reads and writes the center inside one transaction. PocketBase runs transactions one
// at a time on its single write connection, so of two people racing for one code the second
// finds the code already retired and is refused. Wrong codes are counted per client IP and per
// account (claims.js); past the limit every code is refused for a while. Access codes never
// leave the server here: the answers carry the center's name, never a code.

routerAdd("POST", "/api/centers/verify-code", (e) => {
  const claims = require(`${__hooks}/claims.js`);
  const body = e.requestInfo().body;
  const code = claims.readCode(body);
  if (!code) throw new BadRequestError("Please enter an access code.");
  const ip = e.realIP();
  const userId = e.auth ? e.auth.id : "";
  if (claims.isLockedOut(e.app, ip, userId)) throw claims.tooManyWrongCodes();

  const center = claims.findByCode(e.app, code, body.centerName);
  if (!center || center.getString("owner")) {
    claims.recordWrongCode(e.app, ip, userId);
    throw new NotFoundError(
      "Invalid Access Code: This access code is not valid or the center has already been claimed.",
    );
  }
  return e.json(200, { centerName: center.getString("company_name") });
});

routerAdd(
  "POST",
  "/api/centers/claim",
  (e) => {
    const claims = require(`${__hooks}/claims.js`);
    const body = e.requestInfo().body;
    const code = claims.readCode(body);
    if (!code) throw new BadRequestError("Please enter an access code.");
    const ip = e.realIP();
    const userId = e.auth.id;
    if (claims.isLockedOut(e.app, ip, userId)) throw claims.tooManyWrongCodes();

    const { isPublicApproval } = require(`${__hooks}/site-bundle.js`);
    let outcome = "invalid";
    let center = null;
    e.app.runInTransaction((txApp) => {
      center = claims.findByCode(txApp, code, body.centerName);
      if (!center) return;
      const owner = center.getString("owner");
      if (owner) {
        outcome = owner === userId ? "already-yours" : "taken";
        return;
      }
      center.set("owner", userId);
      center.set("claimed", true);
      // Spec: a claim approves the listing ('yes'), but only one the public sees already: a
      // listing rejected or pending since its code was issued stays as the admin left it.
      if (isPublicApproval(center.getString("approved"))) center.set("approved", "yes");
      // The code is used up: from now on it answers exactly as a code that never existed.
      center.set("access_code", "");
      txApp.save(center);
      outcome = "claimed";
    });

    if (outcome === "invalid" || outcome === "taken") claims.recordWrongCode(e.app, ip, userId);
    // A code still held by someone else's center (claimed before codes were retired) answers
    // as an unknown one: an outsider must not learn that it belongs to a claimed center.
    if (outcome === "invalid" || outcome === "taken") {
      throw new NotFoundError("No center found with that access code. Please check and try again.");
    }
    return e.json(200, {
      outcome: outcome,
      center: {
        id: center.id,
        number: center.getInt("number"),
        slug: center.getString("slug"),
        company_name: center.getString("company_name"),
      },
    });
  },
  $apis.requireAuth("users"),
);

cronAdd("claimAttemptsPrune", "*/30 * * * *", () => {
  require(`${__hooks}/claims.js`).pruneAttempts($app);
});
