// A new page from a new remote, without a shell release: a tiny federated remote (e2e/fixtures/
// remote-reports, built here with the repository's one webpack config) is added to the served
// manifest; after a reload the admin sidebar has its "Insights" item (read from its descriptor.json,
// without fetching its code) and /admin/insights its page (now its remoteEntry.js loads), while
// every file of shell/dist stays byte for byte what it was.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import webpack, { type Configuration } from 'webpack';
import './support/setup';
import { ROOT, startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsAdmin } from './support/browser';
import { closeCdn, serveFolder, type Cdn } from './support/cdn';
import { eventually } from './support/wait';
import { ADMIN_SIDEBAR } from '../test-support/sidebars';

// A production webpack build on a shared machine: minutes, not seconds.
jest.setTimeout(600_000);

const FIXTURE = path.join(ROOT, 'e2e/fixtures/remote-reports');

// As the shell's build writes it (shell/public/remotes.json).
const LOCAL = Object.fromEntries(
  ['admin', 'lookups', 'collector'].map((name) => [
    `remote_${name}`,
    {
      entry: `/remotes/${name}/remoteEntry.js`,
      descriptor: `/remotes/${name}/descriptor.json`,
    },
  ]),
);

/** SHA-256 of every file under `dir`, by relative path. */
function hashTree(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash('sha256')
      .update(readFileSync(file))
      .digest('hex');
  }
  return hashes;
}

/** Builds the fixture remote (production mode) into `outDir`, as its team's CI would. */
async function buildFixture(outDir: string): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS config factory
  const factory = require(path.join(FIXTURE, 'webpack.config.js')) as (
    env: unknown,
    argv: { mode: string },
  ) => Configuration;
  const config = factory({}, { mode: 'production' });
  config.output = { ...config.output, path: outDir };
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (error, result) => (error || !result ? reject(error) : resolve(result)));
  });
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
}

/** The same once the fixture remote "Insights" is deployed: its item comes before the shell's. */
const WITH_INSIGHTS = [...ADMIN_SIDEBAR.slice(0, -1), 'Insights', ...ADMIN_SIDEBAR.slice(-1)];

async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  return (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
}

let browser: Browser;
let app: RunningApp;
let reports: Cdn;
let workDir: string;
let manifest: string;
let shellBefore: Record<string, string>;

beforeAll(async () => {
  shellBefore = hashTree(path.join(ROOT, 'shell/dist'));
  workDir = mkdtempSync(path.join(tmpdir(), 'hr-remote-pages-'));
  const outDir = path.join(workDir, 'remote-reports');
  await buildFixture(outDir);
  reports = await serveFolder(outDir);
  manifest = path.join(workDir, 'remotes.json');
  writeFileSync(manifest, JSON.stringify(LOCAL));
  app = await startApp({ env: { REMOTES_MANIFEST: manifest } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await closeCdn(reports);
  rmSync(workDir, { recursive: true, force: true });
});

test('a remote added to the manifest brings its page and sidebar item after a reload, shell untouched', async () => {
  const { context, page } = await newPage(browser, app.baseUrl, {
    viewport: { width: 1280, height: 800 },
  });
  await signInAsAdmin(page, app);
  await page.getByRole('link', { name: 'Lookups' }).waitFor();
  expect(await sidebarLinks(page)).toEqual(ADMIN_SIDEBAR);
  // Not a page of anyone yet: the area's home.
  await page.goto('/admin/insights');
  await page.waitForURL('**/admin/dashboard');

  // The team deploys its remote and adds one line to the manifest: no shell build, no restart.
  writeFileSync(
    manifest,
    JSON.stringify({
      ...LOCAL,
      remote_reports: {
        entry: `${reports.url}/remoteEntry.js`,
        descriptor: `${reports.url}/descriptor.json`,
      },
    }),
  );
  await page.reload();
  await page.getByRole('link', { name: 'Insights' }).waitFor({ timeout: 30_000 });
  // The sidebar came from its descriptor.json alone: none of its code runs on other pages.
  expect(reports.hits).toContain('/descriptor.json');
  expect(reports.hits).not.toContain('/remoteEntry.js');
  expect(await sidebarLinks(page)).toEqual(WITH_INSIGHTS);
  await page.getByRole('link', { name: 'Insights' }).click();
  await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/admin/insights');
  await eventually('the Insights title', async () => (await page.title()).startsWith('Insights'));
  expect(reports.hits).toContain('/remoteEntry.js');

  // A path under its prefix that it does not list goes to the area's home; other areas still work.
  await page.goto('/admin/insights/no-such-report');
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('link', { name: 'All People' }).click();
  await eventually(
    'the All People page',
    async () => (await page.title()).startsWith('All People'),
    30_000,
  );

  // Its deployment goes away: the item stays (last good descriptor), its page shows the error.
  reports.available = false;
  await page.reload();
  await page.getByRole('link', { name: 'Insights' }).click();
  await page
    .getByText('This section could not be loaded.', { exact: true })
    .waitFor({ timeout: 30_000 });
  expect(await sidebarLinks(page)).toEqual(WITH_INSIGHTS);
  await context.close();

  expect(hashTree(path.join(ROOT, 'shell/dist'))).toEqual(shellBefore);
});
