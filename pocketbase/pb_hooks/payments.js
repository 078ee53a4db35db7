/// <reference path="../pb_data/types.d.ts" />
// What Stripe's facts do to the data. The site's server verifies each webhook's
// signature, reduces the event to one of the facts below and posts it to
// /api/payments/stripe-event (payments.pb.js), which applies it here inside one transaction:
// the event id is recorded with the change or not at all, so a duplicate changes nothing, and
// comparing times and states inside the transaction keeps out-of-order events harmless.
//
// Facts (JSON):
//   { kind: "job_paid", job_posting_id, session_id, user_id?, at }
//   { kind: "subscription", customer, subscription_id, status, at, user_id?, plan_id?,
//     price_ids?, unit_amounts?, period_end? }      a subscription's full state
//   { kind: "subscription_status", customer, subscription_id, status, at }
//                                                    an invoice's news about a known subscription
//   { kind: "ignored", reason }                      recorded, nothing else

/** Days a paid job posting stays live (owner-admin-side.md section 9). */
const JOB_POSTING_DAYS = 30;

/** Stripe subscription states the subscriptions collection stores as they are. */
const STATUSES = ["active", "trialing", "past_due", "canceled", "incomplete", "incomplete_expired", "unpaid", "paused"];

function findOne(txApp, collection, filter, params) {
  const rows = txApp.findRecordsByFilter(collection, filter, "", 1, 0, params);
  return rows.length ? rows[0] : null;
}

function isoAt(unixSeconds) {
  return new Date(unixSeconds * 1000).toISOString().replace("T", " ");
}

/** Marks a pending posting paid and live for 30 days from `at` (unix seconds). */
function applyJobPaid(txApp, fact) {
  let posting;
  try {
    posting = txApp.findRecordById("job_postings", String(fact.job_posting_id || ""));
  } catch {
    return { applied: false, reason: "unknown job posting" };
  }
  if (!fact.session_id || posting.getString("stripe_session_id") !== fact.session_id) {
    return { applied: false, reason: "not this posting's checkout session" };
  }
  if (fact.user_id && posting.getString("owner") !== fact.user_id) {
    return { applied: false, reason: "customer of another user" };
  }
  if (posting.getString("payment_status") === "paid") return { applied: false, reason: "already paid" };
  posting.set("payment_status", "paid");
  posting.set("status", "active");
  posting.set("expires_at", isoAt(Number(fact.at) + JOB_POSTING_DAYS * 86400));
  txApp.save(posting);
  return { applied: true };
}

/** The premium plan a subscription pays for, checked against the plan's own price; or null. */
function planOf(txApp, fact) {
  const priceIds = fact.price_ids || [];
  const amounts = fact.unit_amounts || [];
  const matches = (plan) =>
    plan.getString("type") === "premium" &&
    (plan.getString("stripe_price_id")
      ? priceIds.indexOf(plan.getString("stripe_price_id")) >= 0
      : amounts.indexOf(Math.round(plan.getFloat("price_monthly") * 100)) >= 0);
  if (fact.plan_id) {
    try {
      const plan = txApp.findRecordById("plans", String(fact.plan_id));
      return matches(plan) ? plan : null;
    } catch {
      return null;
    }
  }
  for (const priceId of priceIds) {
    const plan = findOne(txApp, "plans", "stripe_price_id = {:price} && type = 'premium'", { price: priceId });
    if (plan) return plan;
  }
  return null;
}

/** Why a subscription fact is older news than the row's state, or "" when it is not. */
function staleness(row, fact) {
  const storedAt = row.getInt("stripe_state_at");
  const storedSub = row.getString("stripe_subscription_id");
  const storedStatus = row.getString("status");
  if (Number(fact.at) < storedAt) return "older than the stored state";
  if (storedSub === fact.subscription_id) {
    // A canceled subscription never comes back to life; Stripe starts a new one instead.
    if (storedStatus === "canceled" && fact.status !== "canceled") return "subscription already canceled";
    return "";
  }
  // News of another (older) subscription must not end the one that is running now.
  if (storedSub && storedStatus === "active" && fact.status !== "active") return "another subscription is active";
  return "";
}

/** Applies a subscription's state (or an invoice's status news) to its customer's row. */
function applySubscription(txApp, fact) {
  if (STATUSES.indexOf(fact.status) < 0) return { applied: false, reason: "unknown status" };
  const row = findOne(txApp, "subscriptions", "stripe_customer_id = {:customer} && stripe_customer_id != ''", {
    customer: String(fact.customer || ""),
  });
  if (!row) return { applied: false, reason: "unknown customer" };
  if (fact.user_id && row.getString("user") !== fact.user_id)
    return { applied: false, reason: "customer of another user" };
  // An admin's grant stands until an admin ends it (centers paying by invoice or grant).
  if (row.getString("source") === "admin" && row.getString("status") === "active" && fact.status !== "active") {
    return { applied: false, reason: "plan granted by an admin" };
  }
  let plan = null;
  if (fact.kind === "subscription_status") {
    if (row.getString("stripe_subscription_id") !== fact.subscription_id) {
      return { applied: false, reason: "not the customer's current subscription" };
    }
  } else {
    plan = planOf(txApp, fact);
    if (!plan) return { applied: false, reason: "unknown price" };
  }
  const stale = staleness(row, fact);
  if (stale) return { applied: false, reason: stale };

  if (plan) row.set("plan", plan.id);
  row.set("plan_type", "premium");
  row.set("status", fact.status);
  row.set("source", "stripe");
  row.set("stripe_subscription_id", fact.subscription_id);
  row.set("stripe_state_at", Number(fact.at));
  if (fact.period_end) row.set("expires_at", isoAt(Number(fact.period_end)));
  txApp.save(row);
  return { applied: true };
}

/** Applies one fact; with an event id, records the event in the same transaction. */
function applyStripeFact(txApp, body) {
  const eventId = String(body.event_id || "");
  if (eventId && findOne(txApp, "stripe_events", "event_id = {:id}", { id: eventId })) {
    return { applied: false, duplicate: true, reason: "event already processed" };
  }
  const fact = body.fact || { kind: "ignored", reason: "no fact" };
  let result;
  if (fact.kind === "job_paid") result = applyJobPaid(txApp, fact);
  else if (fact.kind === "subscription" || fact.kind === "subscription_status") result = applySubscription(txApp, fact);
  else result = { applied: false, reason: String(fact.reason || "event type not handled") };

  if (eventId) {
    const event = new Record(txApp.findCollectionByNameOrId("stripe_events"));
    event.set("event_id", eventId);
    event.set("event_type", String(body.event_type || ""));
    event.set("outcome", result.applied ? "applied" : result.reason);
    txApp.save(event);
  }
  return { applied: result.applied, duplicate: false, reason: result.reason || "" };
}

/** Re-saves the user's centers whose owner_premium is stale (plan-sync.pb.js recomputes it). */
function syncOwnerCenters(app, userId) {
  if (!userId) return;
  const { isPremium } = require(`${__hooks}/owner-plan.js`);
  const centers = app.findRecordsByFilter("centers", "owner = {:user} && owner_premium != {:premium}", "", 0, 0, {
    user: userId,
    premium: isPremium(app, userId),
  });
  for (const center of centers) app.save(center);
}

module.exports = { applyStripeFact, syncOwnerCenters, JOB_POSTING_DAYS };
