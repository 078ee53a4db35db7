/// <reference path="../pb_data/types.d.ts" />
// Intake submissions and contact messages: anyone may create one; nobody but admins reads,
// changes or deletes them.
migrate(
  (app) => {
    const isAdmin = '@request.auth.role = "admin"';
    const adminOnly = {
      listRule: isAdmin,
      viewRule: isAdmin,
      createRule: "",
      updateRule: isAdmin,
      deleteRule: isAdmin,
    };
    const created = { type: "autodate", name: "created", onCreate: true, onUpdate: false };
    const cities = [
      "Minneapolis",
      "Saint Paul",
      "Rochester",
      "Bloomington",
      "Duluth",
      "Brooklyn Park",
      "Plymouth",
      "Saint Cloud",
      "Woodbury",
      "Eagan",
      "Burnsville",
      "Eden Prairie",
      "Coon Rapids",
      "Blaine",
      "Lakeville",
      "Minnetonka",
      "Apple Valley",
      "Edina",
      "Maple Grove",
      "Moorhead",
    ];

    app.save(
      new Collection({
        type: "base",
        name: "intake_submissions",
        ...adminOnly,
        fields: [
          { type: "text", name: "name", min: 2, max: 200, required: true },
          { type: "text", name: "phone", min: 10, max: 30, required: true },
          { type: "email", name: "email", required: true },
          { type: "select", name: "preferred_locations", values: cities, maxSelect: cities.length, required: true },
          {
            type: "select",
            name: "language_preference",
            values: [
              "English",
              "Spanish",
              "Somali",
              "Hmong",
              "Vietnamese",
              "Russian",
              "German",
              "French",
              "Arabic",
              "Korean",
              "Other",
            ],
            maxSelect: 11,
          },
          { type: "text", name: "other_language", max: 100 },
          {
            type: "select",
            name: "service_location",
            values: ["residence", "center", "school"],
            maxSelect: 1,
            required: true,
          },
          {
            type: "select",
            name: "age_group",
            values: ["early-intervention", "preschool", "school-age", "adolescent", "young-adult", "adult"],
            maxSelect: 1,
            required: true,
          },
          {
            type: "select",
            name: "center_size",
            values: ["small", "medium", "large", "very-large", "no-preference"],
            maxSelect: 1,
            required: true,
          },
          { type: "date", name: "desired_start_date", required: true },
          {
            type: "select",
            name: "insurance_provider",
            values: [
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
              "other",
              "no-insurance",
            ],
            maxSelect: 1,
            required: true,
          },
          { type: "text", name: "insurance_plan", max: 200 },
          { type: "bool", name: "allow_contact" },
          { type: "bool", name: "allow_information_use", required: true },
          created,
        ],
        indexes: ["CREATE INDEX idx_intake_submissions_created ON intake_submissions (created)"],
      }),
    );

    app.save(
      new Collection({
        type: "base",
        name: "contact_messages",
        ...adminOnly,
        fields: [
          { type: "text", name: "full_name", min: 2, max: 200, required: true },
          { type: "email", name: "email", required: true },
          { type: "text", name: "phone", min: 10, max: 30, required: true },
          { type: "text", name: "business_name", max: 200 },
          { type: "text", name: "message", min: 10, max: 5000, required: true },
          created,
        ],
        indexes: ["CREATE INDEX idx_contact_messages_created ON contact_messages (created)"],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("contact_messages"));
    app.delete(app.findCollectionByNameOrId("intake_submissions"));
  },
);
