/// <reference path="../pb_data/types.d.ts" />
// Fix: the media update rules read `owns || admin && center unchanged` (AND binds tighter),
// so an owner could move their image or video onto another center. Also: inactive premium
// feature flags are for admins only.
migrate(
  (app) => {
    const isAdmin = '@request.auth.role = "admin"';
    const write = `(@request.auth.id != "" && center.owner = @request.auth.id) || ${isAdmin}`;
    for (const name of ["center_images", "center_videos"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.updateRule = `(${write}) && @request.body.center:changed = false`;
      app.save(collection);
    }
    const features = app.findCollectionByNameOrId("premium_features");
    features.listRule = `is_active = true || ${isAdmin}`;
    features.viewRule = `is_active = true || ${isAdmin}`;
    app.save(features);
  },
  (app) => {
    const isAdmin = '@request.auth.role = "admin"';
    const write = `(@request.auth.id != "" && center.owner = @request.auth.id) || ${isAdmin}`;
    for (const name of ["center_images", "center_videos"]) {
      const collection = app.findCollectionByNameOrId(name);
      collection.updateRule = `${write} && @request.body.center:changed = false`;
      app.save(collection);
    }
    const features = app.findCollectionByNameOrId("premium_features");
    features.listRule = "";
    features.viewRule = "";
    app.save(features);
  },
);
