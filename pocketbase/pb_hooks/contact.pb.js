/// <reference path="../pb_data/types.d.ts" />
// Contact Us: every stored message is mailed to the site team. A mail failure is logged and
// never loses the message (it stays in contact_messages for the admins).
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
