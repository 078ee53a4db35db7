/**
 * Bundles src/hooks-bundle-entry.ts for PocketBase's JS runtime (goja: CommonJS, ES2015) into
 * pocketbase/pb_hooks/site-bundle.js, the one file through which the hooks share the site's
 * code. scripts/setup.sh runs it; `--check` writes nothing and fails when the committed bundle
 * is not the current build (`npm run lint` runs that).
 * Usage: tsx scripts/build-hooks-bundle.ts [--check]
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { format, resolveConfig } from 'prettier';

const ENTRY = fileURLToPath(new URL('../src/hooks-bundle-entry.ts', import.meta.url));
const OUTPUT = fileURLToPath(new URL('../pocketbase/pb_hooks/site-bundle.js', import.meta.url));

const BANNER = `// GENERATED from src/hooks-bundle-entry.ts by scripts/build-hooks-bundle.ts. Do not edit:
// change the TypeScript and run \`npm run build:hooks\`. Hooks load it with
// require(\`\${__hooks}/site-bundle.js\`).
/* eslint-disable */
`;

/** The entry bundled for goja and formatted like the rest of pb_hooks. */
async function bundleHooks(): Promise<string> {
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

async function main(): Promise<void> {
  const fresh = await bundleHooks();
  const current = await readFile(OUTPUT, 'utf8').catch(() => '');
  if (process.argv.includes('--check')) {
    if (fresh !== current) {
      console.error(
        'pocketbase/pb_hooks/site-bundle.js is not the current build of src/hooks-bundle-entry.ts: run `npm run build:hooks` and commit it.',
      );
      process.exit(1);
    }
    return;
  }
  if (fresh !== current) await writeFile(OUTPUT, fresh);
}

await main();
