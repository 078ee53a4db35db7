/// <reference path="../pb_data/types.d.ts" />
// Shared rate limits (rate-limits.js), for the site server's on-demand routes: the chat's
// limits per visitor and per address are taken here, so every site server process, before and
// after a rebuild, counts in the same place. Superusers only (the site server's account).
//   POST /api/limits/take {bucket, count, seconds} -> {taken: true|false}

routerAdd(
  "POST",
  "/api/limits/take",
  (e) => {
    const { take, LONGEST_WINDOW_SECONDS } = require(`${__hooks}/rate-limits.js`);
    const body = e.requestInfo().body;
    const bucket = typeof body.bucket === "string" ? body.bucket : "";
    const count = Number(body.count);
    const seconds = Number(body.seconds);
    if (
      bucket === "" ||
      bucket.length > 200 ||
      !Number.isInteger(count) ||
      count < 1 ||
      !Number.isInteger(seconds) ||
      seconds < 1 ||
      seconds > LONGEST_WINDOW_SECONDS
    ) {
      throw new BadRequestError("Give a bucket (at most 200 characters), a count and a window of 1 to 3600 seconds.");
    }
    return e.json(200, { taken: take(e.app, bucket, count, seconds) });
  },
  $apis.requireSuperuserAuth(),
  $apis.bodyLimit(4096),
);

cronAdd("rateLimitHitsPrune", "*/10 * * * *", () => {
  require(`${__hooks}/rate-limits.js`).prune($app);
});
