// The API reference page (/api/docs) in Chromium under the site-wide Content-Security-Policy:
// it renders the OpenAPI document from this server (no CDN), lists the operations, and the
// browser reports no CSP violation.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import './support/setup';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage } from './support/browser';

/** Every CSP violation a page reports: the DOM event and Chromium's console line. */
async function watchViolations(context: BrowserContext, page: Page): Promise<string[]> {
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

let browser: Browser;
let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('GET /api/docs renders the reference with its operations and no CSP violation', async () => {
  const { context, page } = await newPage(browser, app.baseUrl, {
    viewport: { width: 1280, height: 900 },
  });
  const violations = await watchViolations(context, page);
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(app.baseUrl) && !request.url().startsWith('data:'))
      offSite.push(request.url());
  });
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.getByRole('heading', { name: /Household Registry API/ }).waitFor();
  expect(await page.title()).toBe('Household Registry API reference');
  // An operation of each kind, by its summary.
  await page.getByText('Search people', { exact: true }).first().waitFor();
  await page.getByText('Sign in as an administrator', { exact: true }).first().waitFor();
  // Opening one shows its parameters, read from the document.
  await page.getByText('Search people', { exact: true }).first().click();
  await page.getByText('pageSize', { exact: true }).first().waitFor();
  expect(violations).toEqual([]);
  expect(offSite).toEqual([]);
  await context.close();
});
