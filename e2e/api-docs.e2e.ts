// The API reference page (/api/docs) in Chromium under the site-wide Content-Security-Policy:
// it renders the OpenAPI document from this server (no CDN), lists the operations, and the
// browser reports no CSP violation.
import type { Browser } from 'playwright-core';
import './support/setup';
import { watchViolations } from './support/csp';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage } from './support/browser';

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
