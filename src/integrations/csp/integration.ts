import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  pagePolicy,
  parsePolicy,
  serializePolicy,
  unionOfPolicies,
  withoutPolicyMeta,
  type Policy,
} from './policy.ts';

/** The file, at the root of the static output, whose one line the server sends as the CSP header. */
const CSP_POLICY_FILE = 'csp-policy.txt';

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
        const policies: Policy[] = [];
        for await (const file of htmlFiles(root)) {
          const html = await readFile(file, 'utf8');
          const policy = pagePolicy(html);
          if (!policy) continue;
          policies.push(policy);
          await writeFile(file, withoutPolicyMeta(html));
        }
        if (policies.length === 0) return;
        const union = unionOfPolicies([parsePolicy(options.directives.join(';')), ...policies]);
        const line = serializePolicy(union);
        await writeFile(join(root, CSP_POLICY_FILE), `${line}\n`);
        logger.info(
          `${CSP_POLICY_FILE}: ${String(policies.length)} pages, ${String(line.length)} characters`,
        );
      },
    },
  };
}
