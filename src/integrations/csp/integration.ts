import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import {
  pagePolicy,
  parsePolicy,
  serializePolicy,
  unionOfPolicies,
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
 * policy (each page's <meta> keeps its own, narrower one; a browser enforces both). One line,
 * so the server can send it as it is on every answer.
 */
export function cspPolicyFile(options: { directives: readonly string[] }): AstroIntegration {
  return {
    name: 'csp-policy-file',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const policies: Policy[] = [];
        for await (const file of htmlFiles(root)) {
          const policy = pagePolicy(await readFile(file, 'utf8'));
          if (policy) policies.push(policy);
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
