import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  CSP_POLICY_FILE,
  pagePolicy,
  parsePolicy,
  serializePolicy,
  unionOfPolicies,
  withoutPolicyMeta,
  type Policy,
} from './policy.ts';

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/**
 * Writes `csp-policy.txt`: the site-wide `directives` and the union of every built page's own
 * policy. One line, so the server can send it as it is on every answer. The pages' own <meta>
 * policies are taken out once read: the header enforces the same hashes, and each page's first
 * round trip (14 KB) has no room for a second copy of them.
 */
export function cspPolicyFile(options: { directives: readonly string[] }): AstroIntegration {
  return {
    name: 'csp-policy-file',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        // Merged page by page: tens of thousands of pages' policies are never held at once.
        let union: Policy = parsePolicy(options.directives.join(';'));
        let pages = 0;
        for await (const file of htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const policy = pagePolicy(html);
          if (!policy) continue;
          union = unionOfPolicies([union, policy]);
          pages += 1;
          await writeFile(file, withoutPolicyMeta(html));
        }
        if (pages === 0) return;
        const line = serializePolicy(union);
        await writeFile(join(root, CSP_POLICY_FILE), `${line}\n`);
        logger.info(
          `${CSP_POLICY_FILE}: ${String(pages)} pages, ${String(line.length)} characters`,
        );
      },
    },
  };
}
