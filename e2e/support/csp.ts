// Content-Security-Policy violations as the browser reports them, for the tests that load the
// product (or the API reference) under the site-wide policy and expect none.
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Every CSP violation a page reports from now on: the DOM event and Chromium's console line
 * ("Refused to …" for what the policy blocked). Call before the page navigates.
 */
export async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportCspViolation(t: string): void })
        .reportCspViolation;
      report(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}
