/// <reference path="../pb_data/types.d.ts" />
// centers.business_description_es, _so and _hmn: the owner's description in Spanish, Somali
// and Hmong, shown on the center's page in that language (the English business_description
// stays the one every other page shows). The same limit as the English description (5,000
// characters); who may write them is the centers' update rule's: the owner or an admin.
const FIELDS = ["business_description_es", "business_description_so", "business_description_hmn"];

migrate(
  (app) => {
    const centers = app.findCollectionByNameOrId("centers");
    for (const name of FIELDS) centers.fields.add(new TextField({ name, max: 5000 }));
    app.save(centers);
  },
  (app) => {
    const centers = app.findCollectionByNameOrId("centers");
    for (const name of FIELDS) centers.fields.removeByName(name);
    app.save(centers);
  },
);
