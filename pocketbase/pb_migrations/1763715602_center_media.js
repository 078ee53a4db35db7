/// <reference path="../pb_data/types.d.ts" />
// Center images [center_images + images] and center videos. Readable wherever the center is;
// written only by the center's owner or an admin (limits and plan checks are hooks).
migrate(
  (app) => {
    const centers = app.findCollectionByNameOrId("centers");
    const isAdmin = '@request.auth.role = "admin"';
    const centerIsPublic = 'center.approved != "pending" && center.approved != "no" && center.approved != "rejected"';
    const ownsCenter = '@request.auth.id != "" && center.owner = @request.auth.id';
    const read = `(${centerIsPublic}) || (${ownsCenter}) || ${isAdmin}`;
    const write = `(${ownsCenter}) || ${isAdmin}`;
    const center = {
      type: "relation",
      name: "center",
      collectionId: centers.id,
      maxSelect: 1,
      required: true,
      cascadeDelete: true,
    };
    const timestamps = [
      { type: "autodate", name: "created", onCreate: true, onUpdate: false },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ];

    app.save(
      new Collection({
        type: "base",
        name: "center_images",
        listRule: read,
        viewRule: read,
        createRule: write,
        updateRule: `${write} && @request.body.center:changed = false`,
        deleteRule: write,
        fields: [
          center,
          { type: "select", name: "kind", values: ["main", "logo", "gallery"], maxSelect: 1, required: true },
          {
            type: "file",
            name: "file",
            required: true,
            maxSelect: 1,
            maxSize: 5 * 1024 * 1024,
            mimeTypes: ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"],
            thumbs: ["400x300", "800x0", "160x160f"],
          },
          { type: "text", name: "alt_text", max: 250 },
          { type: "number", name: "display_order", onlyInt: true, min: 0 },
          ...timestamps,
        ],
        indexes: ["CREATE INDEX idx_center_images_center ON center_images (center, kind, display_order)"],
      }),
    );

    app.save(
      new Collection({
        type: "base",
        name: "center_videos",
        listRule: read,
        viewRule: read,
        createRule: write,
        updateRule: `${write} && @request.body.center:changed = false`,
        deleteRule: write,
        fields: [
          center,
          { type: "url", name: "video_url", required: true },
          { type: "url", name: "thumbnail_url" },
          { type: "text", name: "title", max: 200 },
          { type: "text", name: "description", max: 2000 },
          ...timestamps,
        ],
        indexes: ["CREATE INDEX idx_center_videos_center ON center_videos (center, created)"],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("center_videos"));
    app.delete(app.findCollectionByNameOrId("center_images"));
  },
);
