/// <reference path="../pb_data/types.d.ts" />
// 'Generate Location Summaries' (owner-admin-side.md sections 2 and 7), admins only:
//   POST /api/admin/location-summaries -> {success, message, error}
// The generator arrives with the AI issue (DESIGN.md decision 10), which replaces this
// handler. Until then it says so honestly, 503, and changes nothing.

routerAdd(
  "POST",
  "/api/admin/location-summaries",
  (e) => {
    require(`${__hooks}/roles.js`).requireAdmin(e);
    const error = "Location summaries are not configured: no AI provider is set up yet, so nothing was generated.";
    return e.json(503, { success: false, message: error, error: error });
  },
  $apis.requireAuth(),
);
