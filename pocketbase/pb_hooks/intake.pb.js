/// <reference path="../pb_data/types.d.ts" />
// Intake submissions. The browser creates them through the records API, so the
// collection's rate limit applies per client. Here, on the server:
//   request:  bots (honeypot filled) get a convincing success and nothing happens; everyone
//             else is checked, as sent (raw-body.js), with the wizard's own zod schema (400
//             with field messages; unknown fields refused);
//             The public centers are ranked before the create's transaction (the write
//             lock is not held while they are read and matched); pocketbase/intake.go answers
//             503 with Retry-After rather than let submissions queue for it;
//   execute:  inside the create's transaction, the matches are stored, and the family's
//             results and status token join the create response; the mails to the site team,
//             the family and the owners the family agreed to share with are queued in the
//             outbox in the same transaction; the outbox worker sends them once committed. A
//             mail failure is logged and never loses the submission.

onRecordCreateRequest((e) => {
  const intake = require(`${__hooks}/intake.js`);
  const body = require(`${__hooks}/raw-body.js`).rawBody(e);
  if (intake.isBot(body)) {
    e.app.logger().info("Intake honeypot filled: ignored", "ip", e.realIP());
    return e.json(200, intake.decoyResponse(e.collection, body));
  }
  const record = intake.checkSubmission(e);
  for (const field in record) e.record.set(field, record[field]);
  // Never one the client chose (PocketBase drops hidden fields from non-superuser bodies).
  e.record.set("status_token", $security.randomString(48));
  // Handed to the execute hook on the record (custom data, never stored).
  const ranked = intake.rank(e.app, e.record);
  e.record.withCustomData(true);
  e.record.set("match_kind", ranked.kind);
  e.record.set("matches", ranked.matches);
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
  });
}, "intake_submissions");

// Submissions saved by server code (not the API) get a token too.
onRecordCreate((e) => {
  if (!e.record.getString("status_token")) e.record.set("status_token", $security.randomString(48));
  e.next();
}, "intake_submissions");

onRecordCreateExecute((e) => {
  const intake = require(`${__hooks}/intake.js`);
  // Ranked by the request hook; a submission saved by server code is ranked here.
  const ranked = e.record.get("match_kind")
    ? { kind: e.record.get("match_kind"), matches: intake.plain(e.record.get("matches")) }
    : intake.rank(e.app, e.record);
  e.next();
  const shown = intake.storeMatches(e.app, e.record.id, ranked);
  // Only this response carries them: the family's results and their private token.
  e.record.withCustomData(true);
  e.record.set("match_kind", shown.kind);
  e.record.set("matches", shown.matches);
  e.record.unhide("status_token");
  require(`${__hooks}/intake-mail.js`).queueIntakeMails(e.app, e.record, ranked);
}, "intake_submissions");
