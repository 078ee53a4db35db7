import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { runPool } from '../../lib/run-pool.ts';
import {
  CSP_POLICY_FILE,
  parsePolicy,
  policyFromContent,
  serializePolicy,
  takePolicyMeta,
  unionOfPolicies,
} from './policy.ts';

/** Pages read at once: file reads and writes overlap instead of waiting on each other. */
const PAGES_AT_ONCE = 16;

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
        const pages = (await readdir(root, { recursive: true })).filter((path) =>
          path.endsWith('.html'),
        );
        // Tens of thousands of pages share a few hundred policies: each is parsed once, and
        // they are merged in a fixed order, so the same pages always give the same line.
        const policies = new Set<string>();
        let withPolicy = 0;
        await runPool(pages, PAGES_AT_ONCE, async (page) => {
          const file = join(root, page);
          const taken = takePolicyMeta(await readFile(file));
          if (!taken) return;
          policies.add(taken.content);
          withPolicy += 1;
          await writeFile(file, taken.rest);
        });
        if (withPolicy === 0) return;
        const union = unionOfPolicies([
          parsePolicy(options.directives.join(';')),
          ...[...policies].sort().map(policyFromContent),
        ]);
        const line = serializePolicy(union);
        await writeFile(join(root, CSP_POLICY_FILE), `${line}\n`);
        logger.info(
          `${CSP_POLICY_FILE}: ${String(withPolicy)} pages, ${String(policies.size)} policies, ${String(line.length)} characters`,
        );
      },
    },
  };
}
