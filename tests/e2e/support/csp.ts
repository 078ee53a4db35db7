import type { Page } from '@playwright/test';

/**
 * Collects the content security policy violations the browser reports on `page` from now on:
 * its own console messages and, from a listener added before any page script runs, each
 * `securitypolicyviolation` event with its directive, blocked address and source file. With
 * `allowZodProbe`, zod's one `Function('')` probe is left out: zod tries it once to learn
 * whether it may compile its checks and works without when the policy says no.
 */
export async function policyViolations(
  page: Page,
  { allowZodProbe = false }: { allowZodProbe?: boolean } = {},
): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript((allowProbe) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (allowProbe && event.blockedURI === 'eval' && /\/_astro\/api\./.test(event.sourceFile))
        return;
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}`,
      );
    });
  }, allowZodProbe);
  return violations;
}
