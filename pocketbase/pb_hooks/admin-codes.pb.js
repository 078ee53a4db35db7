/// <reference path="../pb_data/types.d.ts" />
// Access codes for unclaimed centers, admins only. access_code is a hidden field: PocketBase
// drops it from every non-superuser request body, so admins (role admin, not superusers)
// cannot set it through the records API; these routes generate codes on the server instead.
//   POST /api/admin/centers/{id}/access-code -> {id, access_code}   new or replaced code
//   POST /api/admin/access-codes             -> {generated}         every published unclaimed
//                                                                    center without a code gets one
// 401 signed out, 403 not an admin, 404 unknown center, 409 the center is claimed (its owner
// has it already; a new code would let someone else in) or not published (pending or
// rejected: a claim must never be a way around the review).

routerAdd(
  "POST",
  "/api/admin/centers/{id}/access-code",
  (e) => {
    const admin = require(`${__hooks}/admin-centers.js`);
    const { isPublicApproval } = require(`${__hooks}/site-bundle.js`);
    require(`${__hooks}/roles.js`).requireAdmin(e);
    let code = "";
    e.app.runInTransaction((txApp) => {
      const center = admin.findCenter(txApp, e.request.pathValue("id"));
      if (center.getString("owner")) {
        throw new ApiError(409, "This center is claimed: access codes are only for unclaimed centers.");
      }
      if (!isPublicApproval(center.getString("approved"))) {
        throw new ApiError(409, "This center is not published: access codes are only for approved, unclaimed centers.");
      }
      code = admin.newAccessCode(txApp);
      center.set("access_code", code);
      txApp.save(center);
    });
    return e.json(200, { id: e.request.pathValue("id"), access_code: code });
  },
  $apis.requireAuth(),
);

routerAdd(
  "POST",
  "/api/admin/access-codes",
  (e) => {
    const admin = require(`${__hooks}/admin-centers.js`);
    const { PUBLIC_CENTER_FILTER } = require(`${__hooks}/site-bundle.js`);
    require(`${__hooks}/roles.js`).requireAdmin(e);
    let generated = 0;
    e.app.runInTransaction((txApp) => {
      const centers = txApp.findRecordsByFilter(
        "centers",
        `owner = '' && access_code = '' && (${PUBLIC_CENTER_FILTER})`,
        "number",
        0,
        0,
      );
      for (const center of centers) {
        center.set("access_code", admin.newAccessCode(txApp));
        txApp.save(center);
      }
      generated = centers.length;
    });
    return e.json(200, { generated: generated });
  },
  $apis.requireAuth(),
);
