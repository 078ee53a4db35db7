/// <reference path="../pb_data/types.d.ts" />
// Plan checks shared by the owner hooks: who counts as premium, and the refusal they get.

/** Whether the user has premium access: a subscription with plan_type premium and status active. */
function isPremium(app, userId) {
  if (!userId) return false;
  const rows = app.findRecordsByFilter(
    "subscriptions",
    "user = {:user} && plan_type = 'premium' && status = 'active'",
    "",
    1,
    0,
    { user: userId },
  );
  return rows.length > 0;
}

/** The spec's refusal text for a premium feature (owner-admin-side.md section 6). */
function premiumMessage(feature) {
  return `Premium Feature Required: ${feature} is a premium feature. Upgrade your plan to access this functionality.`;
}

/** A 403 with the spec's 'Premium Feature Required' text. */
function premiumRequired(feature) {
  return new ForbiddenError(premiumMessage(feature));
}

/** Whether the request comes from a superuser or an app admin (no plan limits apply to them). */
function actsAsAdmin(e) {
  const { isAdmin } = require(`${__hooks}/auth.js`);
  return e.hasSuperuserAuth() || isAdmin(e.auth);
}

module.exports = { isPremium, premiumMessage, premiumRequired, actsAsAdmin };
