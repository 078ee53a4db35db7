import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
            'pocketbase/seed/**/*.test.ts',
          ],
          environment: 'node',
          // Each file runs isolated in a fresh worker: a thread starts far faster than a child
          // process, on a machine where starting processes is slow.
          pool: 'threads',
        },
      },
      {
        test: {
          // Islands' behaviour as people use them: rendered in happy-dom (jsdom has no
          // <dialog>.showModal, which every dialog here uses), driven with user-event,
          // PocketBase answered by MSW (src/testing/pocketbase-server.ts).
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          // The page and PocketBase share an origin (as behind the site's proxy), so happy-dom's
          // fetch sends no CORS preflight that PocketBase's stand-in would have to answer.
          environmentOptions: { happyDOM: { url: 'http://directory.test/' } },
          setupFiles: ['src/testing/component-setup.ts'],
          pool: 'threads',
          // A whole wizard typed key by key, on 2 shared cores.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run on three workers at once, each worker on its own PocketBase
          // (global-setup.ts). The tests mostly wait on PocketBase's answers, so three keep two
          // cores busy.
          fileParallelism: true,
          maxWorkers: 3,
        },
      },
    ],
  },
});
