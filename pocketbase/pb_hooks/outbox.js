/// <reference path="../pb_data/types.d.ts" />
// Helpers for outbox.pb.js: what admins see of a mail in the outbox.

/** The states of a mail (mail_outbox.state). */
const OUTBOX_STATES = ["queued", "sent", "failed"];

/** Mails per page of GET /api/admin/outbox. */
const OUTBOX_PAGE_SIZE = 50;

/** One mail as the admin list shows it: never its body. */
function outboxItem(record) {
  return {
    id: record.id,
    to: record.getString("to"),
    subject: record.getString("subject"),
    state: record.getString("state"),
    attempts: record.getInt("attempts"),
    last_error: record.getString("last_error"),
    next_attempt_at: record.getString("next_attempt_at"),
    sent_at: record.getString("sent_at"),
    created: record.getString("created"),
  };
}

module.exports = { OUTBOX_STATES, OUTBOX_PAGE_SIZE, outboxItem };
