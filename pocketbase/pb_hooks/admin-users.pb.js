/// <reference path="../pb_data/types.d.ts" />
// Deleting a user (owner-admin-side.md sections 2, 5, 6 and 8), admins only, never oneself:
//   DELETE /api/admin/users/{id} -> {id, releasedCenters}
//   401 signed out, 403 not an admin, 400 own account, 404 unknown user (the spec's message).
// One transaction removes the account and exactly what the admin's dialog promises: PocketBase
// cascades its subscription, job postings (with their applications) and chat history; the
// delete hook below turns its centers into unclaimed listings (admin-centers.js releaseCentersOf).
// The records API delete (users.deleteRule: admins, not themselves) and the superuser
// dashboard run the same hook, so every way of deleting a user keeps the same promise.

routerAdd(
  "DELETE",
  "/api/admin/users/{id}",
  (e) => {
    const admin = require(`${__hooks}/admin-centers.js`);
    require(`${__hooks}/roles.js`).requireAdmin(e);
    const id = e.request.pathValue("id");
    if (e.auth && id === e.auth.id) throw new BadRequestError(admin.CANNOT_DELETE_USER);

    let released = 0;
    e.app.runInTransaction((txApp) => {
      let user;
      try {
        user = txApp.findRecordById("users", id);
      } catch (err) {
        throw new NotFoundError(admin.CANNOT_DELETE_USER, err);
      }
      released = txApp.countRecords("centers", $dbx.hashExp({ owner: id }));
      txApp.delete(user);
    });
    return e.json(200, { id: id, releasedCenters: released });
  },
  $apis.requireAuth(),
);

// Runs before PocketBase's own delete step (priority 99), so it opens the transaction that
// step and its cascade then join: released centers and the deleted account commit together.
onRecordDeleteExecute((e) => {
  const { releaseCentersOf } = require(`${__hooks}/admin-centers.js`);
  e.app.runInTransaction((txApp) => {
    const outer = e.app;
    e.app = txApp;
    releaseCentersOf(txApp, e.record.id);
    e.next();
    e.app = outer;
  });
}, "users");
