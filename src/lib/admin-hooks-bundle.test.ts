import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';

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

/** The entry bundled for PocketBase's JS runtime (goja: CommonJS, ES2015), formatted. */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2015',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
  });
  const code = result.outputFiles.map((file) => file.text).join('');
  const options = await resolveConfig(OUTPUT);
  return format(BANNER + code, { ...options, filepath: OUTPUT });
}

describe('the admin hooks bundle', () => {
  it('pb_hooks/admin-shared.js is the current build of admin-hooks-entry.ts', async () => {
    await expect(await bundle()).toMatchFileSnapshot(OUTPUT);
  }, 30_000);
});
