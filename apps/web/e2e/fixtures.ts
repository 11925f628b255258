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

/** What the app says in the console of a text it lacks (src/lib/i18n/index.ts). */
const MISSING_TEXT = /^Missing text: /;

/**
 * The browser tests' `test`: any Content Security Policy violation on any page of a test (an
 * event in the page or Chromium's console report) fails that test, naming what was blocked;
 * so does a text shown as its key ('chat.header.accept'), naming the key.
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
      const missingTexts: string[] = [];
      const onConsole = (msg: ConsoleMessage) => {
        if (/content security policy/i.test(msg.text())) violations.push(msg.text());
        if (MISSING_TEXT.test(msg.text())) missingTexts.push(msg.text());
      };
      context.on('console', onConsole);
      await use(violations);
      context.off('console', onConsole);
      if (!cspViolationsAllowed) {
        expect(violations, 'Content Security Policy violations').toEqual([]);
      }
      expect(missingTexts, 'texts shown as their keys').toEqual([]);
    },
    { auto: true },
  ],
});
