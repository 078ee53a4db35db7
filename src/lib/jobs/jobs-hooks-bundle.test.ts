import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleForPocketBase } from '../../../tests/support/hook-bundle.ts';

/**
 * PocketBase's job hooks run the Post Job and Quick Apply rules from one generated file,
 * pb_hooks/jobs_shared.js. This test rebuilds it and fails when the committed copy is stale;
 * `npx vitest run src/lib/jobs/jobs-hooks-bundle.test.ts -u` writes the new one.
 */
const ENTRY = fileURLToPath(new URL('./jobs-hooks-entry.ts', import.meta.url));
const OUTPUT = fileURLToPath(
  new URL('../../../pocketbase/pb_hooks/jobs_shared.js', import.meta.url),
);

const BANNER = `// GENERATED from src/lib/jobs/jobs-hooks-entry.ts (the Post Job and Quick Apply rules,
// with zod/mini) by src/lib/jobs/jobs-hooks-bundle.test.ts. Do not edit: change the
// TypeScript and run \`npx vitest run src/lib/jobs/jobs-hooks-bundle.test.ts -u\`.
/* eslint-disable */
`;

describe('the jobs hooks bundle', () => {
  it('pb_hooks/jobs_shared.js is the current build of jobs-hooks-entry.ts', async () => {
    await expect(await bundleForPocketBase(ENTRY, OUTPUT, BANNER)).toMatchFileSnapshot(OUTPUT);
  }, 30_000);
});
