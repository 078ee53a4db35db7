/// <reference path="../pb_data/types.d.ts" />
// The mail outbox for admins. mail_outbox itself is superuser-only; admins (role
// admin, not superusers) read its state and retry a mail through these routes:
//   GET  /api/admin/outbox?state=queued|sent|failed&page=N
//        -> {items: [{id, to, subject, state, attempts, last_error, next_attempt_at, sent_at,
//            created}], page, totalPages, counts: {queued, sent, failed}}   newest first
//   POST /api/admin/outbox/{id}/retry -> {id, state: "queued"}   sent again at once
// 401 signed out, 403 not an admin, 400 bad state or a mail already sent, 404 unknown mail.
// The worker that delivers them is Go (pocketbase/outbox.go); it wakes on the retry's save.

routerAdd(
  "GET",
  "/api/admin/outbox",
  (e) => {
    require(`${__hooks}/roles.js`).requireAdmin(e);
    const { OUTBOX_STATES, OUTBOX_PAGE_SIZE, outboxItem } = require(`${__hooks}/outbox.js`);
    const state = e.request.url.query().get("state");
    if (state && OUTBOX_STATES.indexOf(state) < 0) {
      throw new BadRequestError(`Unknown state: use ${OUTBOX_STATES.join(", ")}.`);
    }
    const page = Math.max(1, parseInt(e.request.url.query().get("page") || "1", 10) || 1);
    const filter = state ? "state = {:state}" : "";
    const total = e.app.countRecords("mail_outbox", state ? $dbx.hashExp({ state: state }) : $dbx.exp("1=1"));
    const records = e.app.findRecordsByFilter(
      "mail_outbox",
      filter,
      "-created",
      OUTBOX_PAGE_SIZE,
      (page - 1) * OUTBOX_PAGE_SIZE,
      { state: state },
    );
    const counts = {};
    for (const s of OUTBOX_STATES) counts[s] = e.app.countRecords("mail_outbox", $dbx.hashExp({ state: s }));
    return e.json(200, {
      items: records.map(outboxItem),
      page: page,
      totalPages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)),
      counts: counts,
    });
  },
  $apis.requireAuth(),
);

routerAdd(
  "POST",
  "/api/admin/outbox/{id}/retry",
  (e) => {
    require(`${__hooks}/roles.js`).requireAdmin(e);
    let mail;
    try {
      mail = e.app.findRecordById("mail_outbox", e.request.pathValue("id"));
    } catch (err) {
      throw new NotFoundError("Mail not found.", err);
    }
    if (mail.getString("state") === "sent") throw new BadRequestError("This mail was already sent.");
    // A fresh series of attempts; the last error stays visible until the next attempt.
    mail.set("state", "queued");
    mail.set("attempts", 0);
    mail.set("next_attempt_at", new DateTime());
    e.app.save(mail);
    return e.json(200, { id: mail.id, state: "queued" });
  },
  $apis.requireAuth(),
);
