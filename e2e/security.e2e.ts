// The product in Chromium with its Content-Security-Policy on: the shell, every remote (one of
// them moved to another origin while the server runs), Fluent's styles and the theme work, and
// the browser reports no CSP violation over the whole flow.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import './support/setup';
import { watchViolations } from './support/csp';
import { ROOT, startApp, type Collector, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsAdmin, signInAsCollector } from './support/browser';
import { closeCdn, serveFolder, type Cdn } from './support/cdn';
import { eventually } from './support/wait';

let browser: Browser;
let app: RunningApp;
let collector: Collector;
let cdn: Cdn;
let manifestDir: string;
let manifest: string;

const LOCAL = {
  remote_admin: '/remotes/admin/remoteEntry.js',
  remote_lookups: '/remotes/lookups/remoteEntry.js',
  remote_collector: '/remotes/collector/remoteEntry.js',
};

beforeAll(async () => {
  cdn = await serveFolder(path.join(ROOT, 'remote-collector/dist'));
  manifestDir = mkdtempSync(path.join(tmpdir(), 'hr-csp-'));
  manifest = path.join(manifestDir, 'remotes.json');
  writeFileSync(manifest, JSON.stringify(LOCAL));
  app = await startApp({ env: { REMOTES_MANIFEST: manifest } });
  collector = await app.createCollector();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await closeCdn(cdn);
  rmSync(manifestDir, { recursive: true, force: true });
});

test('pages carry the security headers', async () => {
  const res = await fetch(`${app.baseUrl}/login/admin`, { headers: { accept: 'text/html' } });
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-frame-options')).toBe('DENY');
});

test('an admin uses every admin area and the dark theme with no CSP violation', async () => {
  const { context, page } = await newPage(browser, app.baseUrl, {
    viewport: { width: 1280, height: 800 },
  });
  const violations = await watchViolations(context, page);
  await page.emulateMedia({ colorScheme: 'light' });
  await signInAsAdmin(page, app);
  await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  // Fluent's theme variables arrived (a style rule the provider injects at run time).
  const background = await page.evaluate(
    () => getComputedStyle(document.querySelector('.fui-FluentProvider')!).backgroundColor,
  );
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  await page.getByRole('link', { name: 'All People' }).click();
  await eventually(
    'the All People page',
    async () => (await page.title()).startsWith('All People'),
    30_000,
  );
  await page.getByRole('link', { name: 'Lookups' }).click();
  await page.getByRole('region', { name: 'Religions' }).getByLabel('Religion name').fill('Hindu');
  await page
    .getByRole('region', { name: 'Religions' })
    .getByRole('button', { name: 'Add religion' })
    .click();
  await page.getByRole('region', { name: 'Religions' }).getByText('Hindu').first().waitFor();
  await page.reload();
  await page.getByRole('region', { name: 'Religions' }).waitFor();
  expect(violations).toEqual([]);
  await context.close();
});

test('a remote moved to another origin at run time is allowed and used, with no violation', async () => {
  // The server reads the new manifest on the next request: no restart, no rebuild.
  writeFileSync(
    manifest,
    JSON.stringify({ ...LOCAL, remote_collector: `${cdn.url}/remoteEntry.js` }),
  );
  const res = await fetch(`${app.baseUrl}/`, { headers: { accept: 'text/html' } });
  expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${cdn.url}`);

  const { context, page } = await newPage(browser, app.baseUrl, {
    viewport: { width: 1280, height: 800 },
  });
  const violations = await watchViolations(context, page);
  await signInAsCollector(page, collector.phone, collector.password);
  await page.getByRole('heading', { name: 'My People' }).waitFor();
  await page.goto('/user/people/new');
  await page.getByText('Enter Phone', { exact: true }).waitFor();
  expect(cdn.hits).toContain('/remoteEntry.js');
  expect(violations).toEqual([]);
  await context.close();
});
