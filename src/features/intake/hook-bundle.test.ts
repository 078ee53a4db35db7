import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleForPocketBase } from '../../../tests/support/hook-bundle.ts';

/**
 * PocketBase's hooks run the wizard's schemas and the ranking from one generated file,
 * pb_hooks/intake_shared.js. This test rebuilds it and fails when the committed copy is stale;
 * `npx vitest run src/features/intake/hook-bundle.test.ts -u` writes the new one.
 */
const ENTRY = fileURLToPath(new URL('./intake-hooks-entry.ts', import.meta.url));
const OUTPUT = fileURLToPath(
  new URL('../../../pocketbase/pb_hooks/intake_shared.js', import.meta.url),
);

const BANNER = `// GENERATED from src/features/intake/intake-hooks-entry.ts (with zod/mini and
// src/lib/matching.ts) by src/features/intake/hook-bundle.test.ts. Do not edit: change the
// TypeScript and run \`npx vitest run src/features/intake/hook-bundle.test.ts -u\`.
/* eslint-disable */
`;

describe('the hooks bundle', () => {
  it('pb_hooks/intake_shared.js is the current build of intake-hooks-entry.ts', async () => {
    await expect(await bundleForPocketBase(ENTRY, OUTPUT, BANNER)).toMatchFileSnapshot(OUTPUT);
  }, 30_000);
});
