/// <reference path="../pb_data/types.d.ts" />
// Per-center analytics, without cookies and without storing addresses:
//   POST /api/analytics/hit {metric, center}: the pages' beacon (src/lib/analytics-beacon.ts)
//        reports a page view, directory appearances, a click or a job view. Unknown metrics and
//        centers get a 400; bots a 204 and nothing counted; a visitor counts once a day per
//        center and metric (analytics.js report), however its User-Agent changes. Hits are written within seconds, all
//        together (pocketbase/analytics.go), so they do not empty the public read cache one by
//        one. Rate limited per client (migration).
//   GET  /api/analytics/centers/{id}?days=N: the center's counts for its owner and admins;
//        more than 30 days only on the premium plan (403 with the premium message).
//   Intake requests shared with a center and job applications are counted here, once stored.

routerAdd(
  "POST",
  "/api/analytics/hit",
  (e) => {
    const shared = require(`${__hooks}/site-bundle.js`);
    const analytics = require(`${__hooks}/analytics.js`);
    const hit = shared.checkHit(e.requestInfo().body);
    if (!hit.ok) throw new BadRequestError(hit.message);
    const agent = e.request.header.get("User-Agent");
    if (!agent || shared.isBotAgent(agent)) return e.noContent(204);
    const centers = analytics.publicCenters(e.app, hit.centers);
    const day = shared.minnesotaToday();
    // The visitor is their address alone: a User-Agent is the visitor's to change at will, so
    // keyed on it one address could count many times a day.
    const visitor = e.realIP();
    for (const center of centers) analytics.report(e.app, visitor, center, hit.metric, day);
    return e.noContent(204);
    // A body past MAX_HIT_BYTES is refused (413) before it is read.
  },
  $apis.bodyLimit(require(`${__hooks}/site-bundle.js`).MAX_HIT_BYTES),
  // A counted hit is not written to the request log: the log would keep each visitor's address,
  // which the analytics never store, and a row for every page view. Refused hits are logged.
  $apis.skipSuccessActivityLog(),
);

routerAdd(
  "GET",
  "/api/analytics/centers/{id}",
  (e) => {
    const shared = require(`${__hooks}/site-bundle.js`);
    const { countsOf } = require(`${__hooks}/analytics.js`);
    const { actsAsAdmin } = require(`${__hooks}/roles.js`);
    const { isPremium, premiumRequired } = require(`${__hooks}/owner-plan.js`);
    let center;
    try {
      center = e.app.findRecordById("centers", e.request.pathValue("id"));
    } catch {
      center = null;
    }
    const admin = actsAsAdmin(e);
    // Like the collection's rules: someone else's center is as good as missing.
    if (!center || !(admin || center.getString("owner") === e.auth.id)) {
      throw new NotFoundError("Center not found.");
    }
    const premium = admin || isPremium(e.app, e.auth.id);
    const days = shared.readableDays(e.request.url.query().get("days") || String(shared.BASIC_DAYS), premium);
    if (days === "invalid") throw new BadRequestError("Choose a period of 1 to 365 days.");
    if (days === null) throw premiumRequired(shared.PREMIUM_FEATURES.analytics);
    const period = shared.periodDays(shared.minnesotaToday(), days);
    const from = period[0];
    const to = period[period.length - 1];
    return e.json(200, {
      center: { id: center.id, name: center.getString("company_name") },
      from: from,
      to: to,
      counts: countsOf(e.app, center.id, from, to),
    });
  },
  $apis.requireAuth(),
);

// Shared with the center’s owner (intake.js rank): counted once the intake is stored.
onRecordAfterCreateSuccess((e) => {
  e.next();
  if (!e.record.getBool("shared")) return;
  const { countLogged } = require(`${__hooks}/analytics.js`);
  countLogged(e.app, () => e.record.getString("center"), "intake_share");
}, "intake_matches");

onRecordAfterCreateSuccess((e) => {
  e.next();
  const { countLogged } = require(`${__hooks}/analytics.js`);
  const jobOf = () => e.app.findRecordById("job_postings", e.record.getString("job"));
  countLogged(e.app, () => jobOf().getString("center"), "application");
}, "job_applications");

// Hourly: yesterday's visit hashes served only yesterday's deduplication.
cronAdd("analyticsForget", "7 * * * *", () => {
  const { minnesotaToday } = require(`${__hooks}/site-bundle.js`);
  require(`${__hooks}/analytics.js`).forgetVisitsBefore($app, minnesotaToday());
});
