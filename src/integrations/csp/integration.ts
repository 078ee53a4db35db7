import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtPageFacts } from '../page-facts.ts';
import {
  CSP_POLICY_FILE,
  parsePolicy,
  policyFromContent,
  serializePolicy,
  unionOfPolicies,
} from './policy.ts';

/**
 * Writes `csp-policy.txt`: the site-wide `directives` and the union of every built page's own
 * policy. One line, so the server can send it as it is on every answer. The pages go without
 * their own <meta> policies (page-facts.ts takes them out as each page renders): the header
 * enforces the same hashes, and each page's first round trip (14 KB) has no room for a second
 * copy of them. Listed after pageFacts().
 */
export function cspPolicyFile(options: { directives: readonly string[] }): AstroIntegration {
  return {
    name: 'csp-policy-file',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // Tens of thousands of pages share a few hundred policies: each is parsed once, and
        // they are merged in a fixed order, so the same pages always give the same line.
        const policies = new Set<string>();
        let withPolicy = 0;
        for (const { policy } of builtPageFacts()) {
          if (policy === undefined) continue;
          policies.add(policy);
          withPolicy += 1;
        }
        if (withPolicy === 0) return;
        const union = unionOfPolicies([
          parsePolicy(options.directives.join(';')),
          ...[...policies].sort().map(policyFromContent),
        ]);
        const line = serializePolicy(union);
        await writeFile(join(fileURLToPath(dir), CSP_POLICY_FILE), `${line}\n`);
        logger.info(
          `${CSP_POLICY_FILE}: ${String(withPolicy)} pages, ${String(policies.size)} policies, ${String(line.length)} characters`,
        );
      },
    },
  };
}
