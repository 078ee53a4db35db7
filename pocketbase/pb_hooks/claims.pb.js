/// <reference path="../pb_data/types.d.ts" />
// Claiming a listing with its access code (owner-admin-side.md sections 4, 5 and 8).
//   POST /api/centers/verify-code {code, centerName?} -> {centerName}, or 404
//   POST /api/centers/claim       {code, centerName?} -> {outcome: claimed | already-yours, center}
//                                                        404 unknown code, 409 claimed by another
// The claim reads and writes the center inside one transaction. PocketBase runs transactions one
// at a time on its single write connection, so of two people racing for one code the second
// reads the first one's owner and is refused. Wrong codes are counted per client IP and per
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
      center.set("approved", "yes");
      txApp.save(center);
      outcome = "claimed";
    });

    if (outcome === "invalid" || outcome === "taken") claims.recordWrongCode(e.app, ip, userId);
    if (outcome === "invalid") {
      throw new NotFoundError("No center found with that access code. Please check and try again.");
    }
    if (outcome === "taken") throw new ApiError(409, "This center has already been claimed by another user.");
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
