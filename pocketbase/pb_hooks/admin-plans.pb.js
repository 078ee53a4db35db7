/// <reference path="../pb_data/types.d.ts" />
// Plans granted by hand: for centers that pay by invoice or grant. Admins only; the
// row remembers its source ("admin"), and Stripe's events never end an admin's grant.
//   POST /api/admin/users/{id}/plan  {plan: "premium"|"free"} -> {plan_type, status, source}
// 401 signed out, 403 not an admin, 404 unknown user, 400 bad body or no active premium plan,
// 409 ending a plan that is paid through Stripe (cancel it in Stripe; its webhook follows).

routerAdd(
  "POST",
  "/api/admin/users/{id}/plan",
  (e) => {
    require(`${__hooks}/roles.js`).requireAdmin(e);
    const wanted = String(e.requestInfo().body.plan || "");
    if (wanted !== "premium" && wanted !== "free") {
      throw new BadRequestError('Choose the plan to set: "premium" or "free".');
    }
    let row;
    e.app.runInTransaction((txApp) => {
      let user;
      try {
        user = txApp.findRecordById("users", e.request.pathValue("id"));
      } catch (err) {
        throw new NotFoundError("User not found.", err);
      }
      const rows = txApp.findRecordsByFilter("subscriptions", "user = {:user}", "", 1, 0, { user: user.id });
      row = rows.length ? rows[0] : new Record(txApp.findCollectionByNameOrId("subscriptions"));
      const paidThroughStripe =
        row.getString("source") === "stripe" &&
        row.getString("plan_type") === "premium" &&
        row.getString("status") === "active";
      if (wanted === "premium") {
        const plans = txApp.findRecordsByFilter("plans", "type = 'premium' && is_active = true", "price_monthly", 1, 0);
        if (!plans.length) throw new BadRequestError("There is no active Premium plan to grant.");
        if (paidThroughStripe) return; // already premium, and paying: nothing to grant
        row.set("plan", plans[0].id);
      } else {
        if (paidThroughStripe) {
          throw new ApiError(
            409,
            "This plan is paid through Stripe: cancel the subscription in Stripe, and the plan ends with it.",
          );
        }
        row.set("plan", "");
      }
      row.set("user", user.id);
      row.set("plan_type", wanted);
      row.set("status", "active");
      row.set("source", "admin");
      row.set("expires_at", "");
      txApp.save(row);
    });
    return e.json(200, {
      plan_type: row.getString("plan_type"),
      status: row.getString("status"),
      source: row.getString("source"),
    });
  },
  $apis.requireAuth(),
);
