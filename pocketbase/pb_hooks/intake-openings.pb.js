/// <reference path="../pb_data/types.d.ts" />
// Openings: when a center that was not accepting new clients when a family was matched with
// it starts accepting, every such family that asked to hear about openings is mailed once
// (opening_notified_at). Runs after the center's update is committed; a failed mail is logged
// and left unmarked.

onRecordAfterUpdateSuccess((e) => {
  e.next();
  const center = e.record;
  const was = center.original().getString("accepting_clients");
  if (was === "accepting" || center.getString("accepting_clients") !== "accepting") return;

  const { mailOpening } = require(`${__hooks}/intake-mail.js`);
  const waiting = e.app.findRecordsByFilter(
    "intake_matches",
    "center = {:center} && partial = false && availability_at_match != 'accepting' && " +
      "opening_notified_at = '' && submission.notify_openings = true",
    "created",
    0,
    0,
    { center: center.id },
  );
  for (const match of waiting) {
    try {
      const submission = e.app.findRecordById("intake_submissions", match.getString("submission"));
      mailOpening(e.app, submission, center);
      match.set("opening_notified_at", new DateTime());
      e.app.save(match);
    } catch (err) {
      e.app.logger().error("Opening mail failed", "match", match.id, "error", String(err));
    }
  }
}, "centers");
