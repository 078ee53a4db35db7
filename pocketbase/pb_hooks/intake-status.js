/// <reference path="../pb_data/types.d.ts" />
// Helpers for intake-status.pb.js (hook handlers cannot see functions declared beside them).

/** The submission of a status token, or a 404 that says nothing about other tokens. */
function submissionOfToken(app, body) {
  const token = String((body && body.token) || "");
  if (!/^[A-Za-z0-9]{48}$/.test(token)) throw new NotFoundError("This status link is not valid.");
  const found = app.findRecordsByFilter("intake_submissions", "status_token = {:token}", "", 1, 0, { token: token });
  if (found.length === 0) throw new NotFoundError("This status link is not valid.");
  return found[0];
}

/** What the status page shows: no contact details, only the request's own follow-up. */
function statusOf(app, submission) {
  const { centerSummary } = require(`${__hooks}/intake.js`);
  const shared = require(`${__hooks}/site-bundle.js`);
  const matches = app.findRecordsByFilter("intake_matches", "submission = {:id}", "rank", 0, 0, {
    id: submission.id,
  });
  return {
    submitted: submission.getString("created").slice(0, 10),
    notify_openings: submission.getBool("notify_openings"),
    matches: matches.map((m) => {
      const center = app.findRecordById("centers", m.getString("center"));
      return {
        rank: m.getInt("rank"),
        partial: m.getBool("partial"),
        shared: m.getBool("shared"),
        claimed: center.getString("owner") !== "",
        reasons: JSON.parse(m.getString("reasons") || "[]"),
        viewed_at: m.getString("viewed_at"),
        responded_at: m.getString("responded_at"),
        availability: shared.availabilityLine(JSON.parse(JSON.stringify(center)), submission.getString("language")),
        center: centerSummary(center),
      };
    }),
  };
}

module.exports = { submissionOfToken, statusOf };
