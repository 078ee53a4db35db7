/// <reference path="../pb_data/types.d.ts" />
// A center's picture as its share card (og:image): 1200x630, cropped to fill from the centre,
// the size social sites show. PocketBase makes only the thumbnail sizes a file field lists.
const SHARE_THUMB = "1200x630";

migrate(
  (app) => {
    const collection = app.findCollectionByNameOrId("center_images");
    const field = collection.fields.getByName("file");
    if (!field.thumbs.includes(SHARE_THUMB)) field.thumbs = [...field.thumbs, SHARE_THUMB];
    app.save(collection);
  },
  (app) => {
    const collection = app.findCollectionByNameOrId("center_images");
    const field = collection.fields.getByName("file");
    field.thumbs = field.thumbs.filter((thumb) => thumb !== SHARE_THUMB);
    app.save(collection);
  },
);
