import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleForPocketBase } from '../../tests/support/hook-bundle.ts';

/**
 * PocketBase's admin hooks run the importer and the staleness rules from one generated file,
 * pb_hooks/admin-shared.js. This test rebuilds it and fails when the committed copy is stale;
 * `npx vitest run src/lib/admin-hooks-bundle.test.ts -u` writes the new one.
 */
const ENTRY = fileURLToPath(new URL('./admin-hooks-entry.ts', import.meta.url));
const OUTPUT = fileURLToPath(new URL('../../pocketbase/pb_hooks/admin-shared.js', import.meta.url));

const BANNER = `// GENERATED from src/lib/admin-hooks-entry.ts (the center importer, with zod/mini, and the
// data-quality rules) by src/lib/admin-hooks-bundle.test.ts. Do not edit: change the
// TypeScript and run \`npx vitest run src/lib/admin-hooks-bundle.test.ts -u\`.
/* eslint-disable */
`;

describe('the admin hooks bundle', () => {
  it('pb_hooks/admin-shared.js is the current build of admin-hooks-entry.ts', async () => {
    await expect(await bundleForPocketBase(ENTRY, OUTPUT, BANNER)).toMatchFileSnapshot(OUTPUT);
  }, 30_000);
});
