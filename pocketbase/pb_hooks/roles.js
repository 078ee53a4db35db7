/// <reference path="../pb_data/types.d.ts" />
// Who is asking: shared by the *.pb.js hooks.

/** Whether an auth record is one of the app's administrators (users.role = admin). */
function isAdmin(auth) {
  return !!auth && auth.collection().name === "users" && auth.getString("role") === "admin";
}

module.exports = { isAdmin };
