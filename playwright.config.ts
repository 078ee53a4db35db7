import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { env } from './src/lib/env.ts';
import { E2E } from './tests/e2e/support/servers.ts';

// Debian's Chromium where present (our machines cannot download browsers). Its headless shell
// first: the headless-only build Playwright itself runs headless tests in, much cheaper than
// the full browser to open and render a page, and the browser's work is most of a test run's
// CPU. Otherwise Debian's full Chromium; otherwise Playwright's own browser, for a newcomer
// who ran `npx playwright install chromium`.
const executablePath =
  env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

export default defineConfig({
  testDir: 'tests/e2e',
  // One output dir per site port: parallel runs on other ports never delete each other's.
  outputDir: `test-results/${new URL(E2E.siteUrl).port}`,
  fullyParallel: true,
  workers: 2,
  // On CI a failed test runs once more: a pass the second time is listed as flaky (a bug to
  // fix, with the first failure's screenshot), not a failed run.
  retries: env.onCi ? 1 : 0,
  forbidOnly: true,
  reporter: [['list']],
  // A test's own limit, not an assertion: an admin page with an axe check takes over 30 s
  // on a slow, loaded 2-core machine. What a test asserts keeps its own waits.
  timeout: 60_000,
  // What a visitor waits for (a first search loads Pagefind) takes longer on a loaded 2-core
  // CI machine than the default 5 s: a positive assertion only waits as long as it must.
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E.siteUrl,
    // Visitors have accepted the terms dialog: tests/e2e/support/test.ts, whose `test` every
    // spec uses, sets that up for each context.
    // Recording a trace of every test (to keep only the failures') costs about a fifth of the
    // run. A failure keeps its screenshot; `--trace retain-on-failure` records traces when a
    // failure needs one.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [
    // The directory's counts come from every public center, and other files add, change and
    // remove centers (each change rebuilds the site): the directory runs first, alone, on the
    // seeded data. `npm run test:e2e` (scripts/test-e2e.ts) runs the two projects one after the
    // other against one site, so a failure in the first never keeps the second from running. Run one other file without it:
    // `npx playwright test --no-deps FILE`. The patterns are anchored below tests/e2e: a
    // checkout whose own path holds a folder named directory must not match every file.
    {
      name: 'directory',
      testMatch: /tests\/e2e\/directory\/[^/]+\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'chromium',
      testIgnore: /tests\/e2e\/directory\//,
      dependencies: ['directory'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    command: 'tsx tests/e2e/serve.ts',
    url: E2E.siteUrl,
    timeout: E2E.startTimeoutMs,
    // Only `npm run test:e2e` runs a site for Playwright to use (scripts/test-e2e.ts); anything
    // else answering on the port is not this checkout's site.
    reuseExistingServer: env.E2E_SITE_RUNNING !== undefined,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
