/// <reference path="../pb_data/types.d.ts" />
// Contact Us: every message is checked as sent (raw-body.js) with the form's own schema
// (src/features/contact/contact-schema.ts: trimmed, spaces-only refused, unknown fields
// refused), then stored and mailed to the site team. A mail failure is logged and never loses
// the message (it stays in contact_messages for the admins).

onRecordCreateRequest((e) => {
  if (!e.hasSuperuserAuth()) {
    const { checkContact } = require(`${__hooks}/site-bundle.js`);
    const fields = require(`${__hooks}/raw-body.js`).checkRawBody(e, checkContact);
    for (const name in fields) e.record.set(name, fields[name]);
  }
  e.next();
}, "contact_messages");

onRecordAfterCreateSuccess((e) => {
  e.next();
  const { mailSiteTeam } = require(`${__hooks}/mail.js`);
  const r = e.record;
  try {
    mailSiteTeam(
      e.app,
      `Contact form: ${r.getString("full_name")}`,
      [
        ["Name", r.getString("full_name")],
        ["Email", r.getString("email")],
        ["Phone", r.getString("phone")],
        ["Business", r.getString("business_name")],
        ["Message", r.getString("message")],
      ],
      r.getString("email"),
    );
  } catch (err) {
    e.app.logger().error("Contact notification mail failed", "record", r.id, "error", String(err));
  }
}, "contact_messages");
