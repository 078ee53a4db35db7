/// <reference path="../pb_data/types.d.ts" />
// Plan checks shared by the owner hooks: who counts as premium, and the refusal they get.

/** Whether the user has premium access: a subscription on the premium plan (premium.ts planOf). */
function isPremium(app, userId) {
  if (!userId) return false;
  const { planOf } = require(`${__hooks}/site-bundle.js`);
  const rows = app.findRecordsByFilter("subscriptions", "user = {:user}", "", 0, 0, { user: userId });
  return rows.some(
    (row) => planOf({ plan_type: row.getString("plan_type"), status: row.getString("status") }) === "premium",
  );
}

/** A 403 with the spec's 'Premium Feature Required' text for one of premium.ts PREMIUM_FEATURES. */
function premiumRequired(feature) {
  const { premiumMessage } = require(`${__hooks}/site-bundle.js`);
  return new ForbiddenError(premiumMessage(feature));
}

module.exports = { isPremium, premiumRequired };
