/// <reference path="../pb_data/types.d.ts" />
// Centers [autism_centers]: every field of both specs plus the families-facing facts of
// DESIGN.md decision 12. `number` and `slug` are assigned by hooks (pb_hooks/centers.pb.js).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const text = (name, max, extra) => ({ type: "text", name, max, ...extra });
    const int = (name, min, max) => ({ type: "number", name, onlyInt: true, min, max });
    const bool = (name) => ({ type: "bool", name });
    const list = (name, values) => ({ type: "select", name, values, maxSelect: values.length });
    const time = "^$|^([01][0-9]|2[0-3]):[0-5][0-9]$";
    const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

    // A center is public unless it awaits review or was rejected: imported listings that
    // await a claim carry no approval value and must still be found by families.
    const isPublic = 'approved != "pending" && approved != "no" && approved != "rejected"';
    const isAdmin = '@request.auth.role = "admin"';
    const isOwner = '@request.auth.id != "" && owner = @request.auth.id';
    // Fields only the server or an admin sets; an owner's update may not change them.
    const guarded = ["number", "slug", "owner", "claimed", "approved", "premium", "featured", "access_code"]
      .map((f) => `@request.body.${f}:changed = false`)
      .join(" && ");

    const centers = new Collection({
      type: "base",
      name: "centers",
      listRule: `(${isPublic}) || (${isOwner}) || ${isAdmin}`,
      viewRule: `(${isPublic}) || (${isOwner}) || ${isAdmin}`,
      createRule: '@request.auth.id != ""',
      updateRule: `(${isOwner} && ${guarded}) || ${isAdmin}`,
      deleteRule: `(${isOwner}) || ${isAdmin}`,
      fields: [
        int("number", 1, null),
        text("slug", 200),
        text("company_name", 200, { required: true, presentable: true }),
        text("business_description", 5000),
        text("about", 10000),
        { type: "json", name: "services", maxSize: 20000 },
        { type: "json", name: "features", maxSize: 20000 },
        text("address", 300),
        text("city", 100),
        text("state", 50),
        text("zip_code", 5, { pattern: "^$|^[0-9]{5}$" }),
        text("phone_number", 30),
        text("website", 500),
        { type: "email", name: "email" },
        // Image URLs carried over from imported data; uploads live in center_images.
        text("image", 1000),
        text("logo", 1000),
        { type: "json", name: "images", maxSize: 50000 },
        bool("premium"),
        bool("featured"),
        int("year_established", 0, 2100),
        int("employee_count", 0, 100000),
        text("parent_company_name", 200),
        text("facebook", 500),
        text("twitter", 500),
        text("linkedin", 500),
        text("location_summary", 5000),
        text("knowledge_base", 100000),
        bool("ai_chat_enabled"),
        text("working_hours", 500),
        ...weekdays.flatMap((d) => [text(`${d}_open`, 5, { pattern: time }), text(`${d}_close`, 5, { pattern: time })]),
        { type: "relation", name: "owner", collectionId: users.id, maxSelect: 1, cascadeDelete: false },
        bool("claimed"),
        { type: "select", name: "approved", values: ["pending", "yes", "no", "approved", "rejected"], maxSelect: 1 },
        text("access_code", 8, { pattern: "^$|^[0-9]{8}$", hidden: true }),
        // Beyond the spec, for families (DESIGN.md decision 12).
        list("ages_served", ["early-intervention", "preschool", "school-age", "adolescent", "young-adult", "adult"]),
        list("insurance_accepted", [
          "blue-cross-blue-shield",
          "medica",
          "healthpartners",
          "ucare",
          "humana",
          "aetna",
          "united-healthcare",
          "medical-assistance",
          "minnesotacare",
          "eidbi",
          "tefra",
          "private-pay",
        ]),
        list("languages", [
          "english",
          "spanish",
          "somali",
          "hmong",
          "vietnamese",
          "russian",
          "german",
          "french",
          "arabic",
          "korean",
        ]),
        list("service_settings", ["home", "center", "school", "telehealth"]),
        { type: "select", name: "accepting_clients", values: ["accepting", "waitlist", "not-accepting"], maxSelect: 1 },
        int("waitlist_weeks", 0, 260),
        { type: "date", name: "availability_updated" },
        { type: "date", name: "facts_updated" },
        { type: "number", name: "latitude", min: -90, max: 90 },
        { type: "number", name: "longitude", min: -180, max: 180 },
        { type: "autodate", name: "created", onCreate: true, onUpdate: false },
        { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
      ],
      indexes: [
        "CREATE UNIQUE INDEX idx_centers_number ON centers (number)",
        "CREATE INDEX idx_centers_slug ON centers (slug)",
        "CREATE UNIQUE INDEX idx_centers_access_code ON centers (access_code) WHERE access_code != ''",
        "CREATE INDEX idx_centers_owner ON centers (owner)",
        "CREATE INDEX idx_centers_city ON centers (city)",
        "CREATE INDEX idx_centers_featured ON centers (featured, premium)",
        "CREATE INDEX idx_centers_approved ON centers (approved)",
        "CREATE INDEX idx_centers_company_name ON centers (company_name)",
      ],
    });
    app.save(centers);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("centers"));
  },
);
