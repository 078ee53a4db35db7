/// <reference path="../pb_data/types.d.ts" />
// Stripe's facts, applied once and in one transaction (payments.js). Only the site's server
// account (a superuser) may post them: the browser never writes a plan or a payment status.
//   POST /api/payments/stripe-event  {event_id?, event_type?, fact} -> {applied, duplicate, reason}

routerAdd(
  "POST",
  "/api/payments/stripe-event",
  (e) => {
    const payments = require(`${__hooks}/payments.js`);
    const body = e.requestInfo().body;
    let result;
    e.app.runInTransaction((txApp) => {
      result = payments.applyStripeFact(txApp, body);
    });
    return e.json(200, result);
  },
  $apis.requireSuperuserAuth(),
);
