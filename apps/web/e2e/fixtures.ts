import { expect, test as base, type ConsoleMessage } from '@playwright/test';

export { expect };
export type { APIRequestContext, APIResponse, Browser, Cookie, Page } from '@playwright/test';

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

interface CspFixtures {
  /** Content Security Policy violations seen so far on any page of the test. */
  cspViolations: string[];
  /** Only a test about the policy itself sets this, to look at `cspViolations` instead. */
  cspViolationsAllowed: boolean;
}

/**
 * The browser tests' `test`: any Content Security Policy violation on any page of a test (an
 * event in the page or Chromium's console report) fails that test, naming what was blocked.
 */
export const test = base.extend<CspFixtures>({
  cspViolationsAllowed: [false, { option: true }],
  cspViolations: [
    async ({ context, cspViolationsAllowed }, use) => {
      const violations: string[] = [];
      await context.exposeFunction('__reportCspViolation', (text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          window.__reportCspViolation?.(
            `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
          );
        });
      });
      const onConsole = (msg: ConsoleMessage) => {
        if (/content security policy/i.test(msg.text())) violations.push(msg.text());
      };
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      if (!cspViolationsAllowed) {
        expect(violations, 'Content Security Policy violations').toEqual([]);
      }
    },
    { auto: true },
  ],
});
