/// <reference path="../pb_data/types.d.ts" />
// Users [profiles + user_roles]: the built-in auth collection gains a role (user | admin).
// The role is never settable by the user themself: only an admin may change it.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");

    users.fields.add(
      new SelectField({
        name: "role",
        values: ["user", "admin"],
        maxSelect: 1,
        required: true, // a hook fills "user" when the client sends nothing
      }),
    );

    const isAdmin = '@request.auth.role = "admin"';
    users.listRule = `id = @request.auth.id || ${isAdmin}`;
    users.viewRule = `id = @request.auth.id || ${isAdmin}`;
    users.createRule = '@request.body.role:isset = false || @request.body.role = "user"';
    users.updateRule = `(id = @request.auth.id && @request.body.role:changed = false) || ${isAdmin}`;
    users.deleteRule = `${isAdmin} && id != @request.auth.id`;
    users.addIndex("idx_users_role", false, "role", "");

    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    users.fields.removeByName("role");
    users.removeIndex("idx_users_role");
    users.listRule = "id = @request.auth.id";
    users.viewRule = "id = @request.auth.id";
    users.createRule = "";
    users.updateRule = "id = @request.auth.id";
    users.deleteRule = "id = @request.auth.id";
    app.save(users);
  },
);
