/// <reference path="../pb_data/types.d.ts" />
// Job postings ($99, active 30 days once paid) and job applications. The public sees only
// active, paid, unexpired postings; applications (with protected resume and cover letter
// files) are readable only by the employer who owns the job.
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId("users");
    const centers = app.findCollectionByNameOrId("centers");
    const isAdmin = '@request.auth.role = "admin"';
    const isLive = 'status = "active" && payment_status = "paid" && expires_at > @now';
    const isOwner = '@request.auth.id != "" && owner = @request.auth.id';
    const serverOnly = ["status", "payment_status", "expires_at", "stripe_session_id"];
    const timestamps = [
      { type: "autodate", name: "created", onCreate: true, onUpdate: false },
      { type: "autodate", name: "updated", onCreate: true, onUpdate: true },
    ];

    const jobs = new Collection({
      type: "base",
      name: "job_postings",
      listRule: `(${isLive}) || (${isOwner}) || ${isAdmin}`,
      viewRule: `(${isLive}) || (${isOwner}) || ${isAdmin}`,
      createRule:
        '@request.auth.id != "" && @request.body.owner = @request.auth.id && center.owner = @request.auth.id && ' +
        serverOnly.map((f) => `@request.body.${f}:isset = false`).join(" && "),
      updateRule:
        `(${isOwner} && @request.body.owner:changed = false && @request.body.center:changed = false && ` +
        serverOnly.map((f) => `@request.body.${f}:changed = false`).join(" && ") +
        `) || ${isAdmin}`,
      deleteRule: `(${isOwner}) || ${isAdmin}`,
      fields: [
        {
          type: "relation",
          name: "center",
          collectionId: centers.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: "relation", name: "owner", collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: "text", name: "title", max: 200, required: true, presentable: true },
        { type: "text", name: "description", min: 50, max: 20000, required: true },
        { type: "text", name: "requirements", max: 10000 },
        {
          type: "select",
          name: "employment_type",
          values: ["full-time", "part-time", "contract", "temporary"],
          maxSelect: 1,
          required: true,
        },
        { type: "text", name: "location", max: 200 },
        { type: "bool", name: "remote_option" },
        { type: "text", name: "salary_range", max: 100 },
        { type: "url", name: "application_url" },
        { type: "email", name: "application_email" },
        { type: "select", name: "status", values: ["active", "expired"], maxSelect: 1 },
        { type: "select", name: "payment_status", values: ["pending", "paid"], maxSelect: 1 },
        { type: "date", name: "expires_at" },
        { type: "text", name: "stripe_session_id", max: 200, hidden: true },
        ...timestamps,
      ],
      indexes: [
        "CREATE INDEX idx_job_postings_live ON job_postings (status, payment_status, expires_at)",
        "CREATE INDEX idx_job_postings_center ON job_postings (center)",
        "CREATE INDEX idx_job_postings_owner ON job_postings (owner, created)",
      ],
    });
    app.save(jobs);

    const employer = '@request.auth.id != "" && job.owner = @request.auth.id';
    const applicantFields = [
      "job",
      "applicant_name",
      "applicant_email",
      "applicant_phone",
      "cover_letter",
      "cover_letter_file",
      "resume",
    ];
    const document = {
      type: "file",
      maxSelect: 1,
      maxSize: 10 * 1024 * 1024,
      protected: true,
      mimeTypes: [
        "application/pdf",
        "application/msword",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ],
    };
    app.save(
      new Collection({
        type: "base",
        name: "job_applications",
        listRule: employer,
        viewRule: employer,
        // Visitors apply without an account, only to a live posting.
        createRule:
          'job.status = "active" && job.payment_status = "paid" && job.expires_at > @now && @request.body.application_status:isset = false',
        updateRule: `${employer} && ` + applicantFields.map((f) => `@request.body.${f}:isset = false`).join(" && "),
        deleteRule: null,
        fields: [
          { type: "relation", name: "job", collectionId: jobs.id, maxSelect: 1, required: true, cascadeDelete: true },
          { type: "text", name: "applicant_name", min: 2, max: 200, required: true },
          { type: "email", name: "applicant_email", required: true },
          { type: "text", name: "applicant_phone", max: 30 },
          { type: "text", name: "cover_letter", max: 20000 },
          { ...document, name: "cover_letter_file" },
          { ...document, name: "resume", required: true },
          {
            type: "select",
            name: "application_status",
            values: ["pending", "reviewed", "approved", "rejected"],
            maxSelect: 1,
          },
          ...timestamps,
        ],
        indexes: ["CREATE INDEX idx_job_applications_job ON job_applications (job, created)"],
      }),
    );
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId("job_applications"));
    app.delete(app.findCollectionByNameOrId("job_postings"));
  },
);
