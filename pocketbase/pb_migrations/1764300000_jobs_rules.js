/// <reference path="../pb_data/types.d.ts" />
// Job applications: admins read them too (and so may download the protected resume
// and cover letter files with a file token), besides the employer who owns the job. Only the
// employer changes their status; nobody deletes them through the API.
migrate(
  (app) => {
    const employer = '@request.auth.id != "" && job.owner = @request.auth.id';
    const isAdmin = '@request.auth.role = "admin"';
    const applications = app.findCollectionByNameOrId("job_applications");
    applications.listRule = `(${employer}) || ${isAdmin}`;
    applications.viewRule = `(${employer}) || ${isAdmin}`;
    app.save(applications);
  },
  (app) => {
    const employer = '@request.auth.id != "" && job.owner = @request.auth.id';
    const applications = app.findCollectionByNameOrId("job_applications");
    applications.listRule = employer;
    applications.viewRule = employer;
    app.save(applications);
  },
);
