import { build } from 'esbuild';
import { format, resolveConfig } from 'prettier';

/**
 * A TypeScript entry bundled for PocketBase's JS runtime (goja: CommonJS, ES2015) and
 * formatted like the committed copy at `output`, with `banner` on top. The bundle tests compare
 * it with that copy (toMatchFileSnapshot), so a stale generated hook file fails the tests.
 */
export async function bundleForPocketBase(
  entry: string,
  output: string,
  banner: string,
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
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
  const options = await resolveConfig(output);
  return format(banner + code, { ...options, filepath: output });
}
