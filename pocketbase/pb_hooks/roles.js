/// <reference path="../pb_data/types.d.ts" />
// Who is asking: the one place the hooks decide whether someone is an admin.

/** The spec's refusal for anyone who is not an admin (owner-admin-side.md section 8). */
const ACCESS_DENIED = "Access denied: Admin privileges required";

/** Whether an auth record is one of the app's administrators: Go's rule (roles.go). */
function isAdmin(auth) {
  return !!auth && $roles.isAdmin(auth);
}

/** Whether a request comes from a superuser or an app admin (no plan or owner limits apply). */
function actsAsAdmin(e) {
  return e.hasSuperuserAuth() || isAdmin(e.auth);
}

/** Throws 403 with the spec's text unless the request comes from an admin or a superuser. */
function requireAdmin(e) {
  if (!actsAsAdmin(e)) throw new ForbiddenError(ACCESS_DENIED);
}

module.exports = { ACCESS_DENIED, isAdmin, actsAsAdmin, requireAdmin };
