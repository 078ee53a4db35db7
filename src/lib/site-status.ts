/**
 * What the publisher's GET /api/site-status answers (server/publisher/publisher.ts): whether the
 * rebuilds PocketBase asked for are waiting, building or live. The owner's dashboard reads it
 * to say when a saved change will be live, and then that it is.
 */
export interface SiteStatus {
  /**
   * idle: every requested rebuild is live; waiting: batching edits; building: a build runs;
   * failed: the last build failed, so the latest edits wait for the next request.
   */
  state: 'idle' | 'waiting' | 'building' | 'failed';
  /** Rebuild requests accepted so far. */
  requested: number;
  /** Requests covered by the live release (it started building after the last of them). */
  published: number;
  /**
   * Requests whose changes visitors see on the pages they name: every request up to this one
   * is live (a request naming pages is live at once, those pages being served fresh; one
   * naming none, such as a plan change, when the release covering it is live).
   */
  live: number;
  /** When the live release went live (ISO time). */
  liveSince: string;
  /** Seconds the last successful build took. */
  lastBuildSeconds: number;
  /** About how many seconds until what was requested so far is live (0 when idle). */
  estimatedSeconds: number;
}
