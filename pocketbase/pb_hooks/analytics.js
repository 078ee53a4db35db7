/// <reference path="../pb_data/types.d.ts" />
// Helpers for analytics.pb.js: counting a metric for a center and day, reporting a visitor's
// hit without storing who they are, and reading a center's numbers. What
// may be counted and read is src/domain/analytics/analytics.ts (through site-bundle.js).

const SALT_KEY = "analytics-salt-";

/**
 * Counts a server-side metric (every one counts) for today for the center `centerOf()` names,
 * written with the beacon's hits (pocketbase/analytics.go); a failure is logged and never fails
 * the request that caused it.
 */
function countLogged(app, centerOf, metric) {
  try {
    const { minnesotaToday } = require(`${__hooks}/site-bundle.js`);
    $analytics.add("", minnesotaToday(), centerOf(), metric);
  } catch (err) {
    app.logger().error("Analytics count failed", "metric", metric, "error", String(err));
  }
}

/**
 * Today's salt, kept only in this process's memory and replaced every day (yesterday's is
 * dropped): yesterday's hashes can no longer be tied to anyone, not even by us.
 */
function dailySalt(app, day) {
  const shared = require(`${__hooks}/site-bundle.js`);
  const store = app.store();
  const yesterday = shared.periodDays(day, 2)[0];
  if (store.has(SALT_KEY + yesterday)) store.remove(SALT_KEY + yesterday);
  return store.getOrSet(SALT_KEY + day, () => $security.randomString(48));
}

/**
 * Reports a visitor's hit on a center's metric for today. The visitor is a salted hash of their
 * address (not its User-Agent) with today's salt; only that hash (mixed with center and metric) is
 * stored, and only for today. Go keeps the hit and writes it within seconds
 * (pocketbase/analytics.go), counting it when it is the visitor's first of the day for that
 * center and metric.
 */
function report(app, visitor, centerId, metric, day) {
  const visit = $security.sha256([dailySalt(app, day), visitor, centerId, metric].join("|"));
  $analytics.add(visit, day, centerId, metric);
}

/** Forgets the visits of days before `day` (they only served that day's deduplication). */
function forgetVisitsBefore(app, day) {
  app.db().newQuery("DELETE FROM analytics_visits WHERE day < {:day}").bind({ day: day }).execute();
}

/**
 * The public centers a report names (15-character ids or center numbers), by token; throws a
 * 400 naming the first token that is no public center. Only the three columns it needs are read
 * (a whole center record is far larger, and this runs for every page view); which approvals
 * are public is the site's rule (isPublicApproval).
 */
function publicCenters(app, tokens) {
  const { isPublicApproval } = require(`${__hooks}/site-bundle.js`);
  const ids = tokens.filter((token) => token.length === 15);
  const numbers = tokens.filter((token) => token.length !== 15).map(Number);
  const terms = [];
  if (ids.length) terms.push($dbx.in("id", ...ids));
  if (numbers.length) terms.push($dbx.in("number", ...numbers));
  const rows = arrayOf(new DynamicModel({ id: "", number: 0, approved: "" }));
  app
    .db()
    .select("id", "number", "approved")
    .from("centers")
    .where($dbx.or(...terms))
    .all(rows);
  return tokens.map((token) => {
    const center = rows.find(
      (row) => (row.id === token || String(row.number) === token) && isPublicApproval(row.approved),
    );
    if (!center) throw new BadRequestError(`Unknown center "${token}".`);
    return center.id;
  });
}

/**
 * A center's counts per day and metric from `from` to `to` (ISO days), oldest first, the hits
 * still waiting in memory included.
 */
function countsOf(app, centerId, from, to) {
  $analytics.flush();
  const rows = arrayOf(new DynamicModel({ day: "", metric: "", count: 0 }));
  app
    .db()
    .newQuery(
      "SELECT day, metric, count FROM center_analytics WHERE center = {:center} AND day >= {:from} AND day <= {:to} " +
        "ORDER BY day, metric",
    )
    .bind({ center: centerId, from: from, to: to })
    .all(rows);
  return rows.map((r) => ({ day: r.day, metric: r.metric, count: r.count }));
}

module.exports = { countLogged, report, forgetVisitsBefore, publicCenters, countsOf };
