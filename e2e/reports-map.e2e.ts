// Issue 29 in Chromium against the production build: the dashboard's "Households by ward", the
// Reports page (group, filter, export) and the Map page over a local fixture tile server, then
// with the tiles blocked (an office without internet): the households still show, with a note.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Browser, Page, Request } from 'playwright-core';
import './support/setup';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsAdmin } from './support/browser';
import { watchViolations } from './support/csp';
import { registerPerson, seedLookups } from './support/seed';
import { eventually } from './support/wait';

// A 1 x 1 PNG: every tile the map asks for.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
let app: RunningApp;
let tiles: Server;
let tileUrl: string;
const tileHits: string[] = [];

beforeAll(async () => {
  tiles = createServer((req, res) => {
    tileHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' });
    res.end(TILE);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  tileUrl = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
  [browser, app] = await Promise.all([
    launchBrowser(),
    startApp({
      env: {
        MAP_TILE_URL: `${tileUrl}/{z}/{x}/{y}.png`,
        MAP_TILE_ATTRIBUTION: 'Fixture tiles',
        MAP_TILE_ATTRIBUTION_URL: 'https://tiles.example.org/terms',
        OTP_MAX_PER_USER_PER_HOUR: '100',
        TIME_ZONE: 'Asia/Kathmandu',
      },
    }),
  ]);
  // Eight households on one street of Pokhara (ward 8), two a degree away in ward 2, one with an
  // address instead of a position (ward 2).
  await seedLookups(app, { Hindu: ['Brahmin'], Buddhist: ['Gurung'] });
  const collector = await app.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
  const token = await app.collectorToken(collector.phone, collector.password);
  let n = 0;
  const add = (fields: Record<string, unknown>) =>
    registerPerson(app, token, {
      name: `Person ${++n}`,
      phone: `+9198123450${String(n).padStart(2, '0')}`,
      ...fields,
    });
  for (let i = 0; i < 8; i += 1) {
    await add({
      wardNo: '8',
      householdSize: 4,
      gps: `28.2096${i}, 83.9856${i}`,
      religion: 'Buddhist',
      caste: 'Gurung',
    });
  }
  await add({ name: 'Sita Thapa', wardNo: '2', householdSize: 5, gps: '27.700000, 85.300000' });
  await add({ name: 'Hari Rai', wardNo: '2', householdSize: 2, gps: '27.750000, 85.350000' });
  await add({ name: 'Gita Lama', wardNo: '2', householdSize: 3, gps: 'Behind the school' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await new Promise((resolve) => tiles?.close(resolve));
});

async function adminPage(): Promise<{ page: Page; violations: string[] }> {
  const { context, page } = await newPage(browser, app.baseUrl, {
    viewport: { width: 1280, height: 900 },
  });
  const violations = await watchViolations(context, page);
  await signInAsAdmin(page, app);
  return { page, violations };
}

const rows = async (page: Page, table: string) => {
  const out: string[][] = [];
  for (const row of (await page.getByRole('table', { name: table }).getByRole('row').all()).slice(
    1,
  )) {
    out.push(await row.getByRole('cell').allTextContents());
  }
  return out;
};

test('the dashboard card and the Reports page: groups, filters and the exported file', async () => {
  const { page, violations } = await adminPage();
  const card = page.getByRole('region', { name: 'Households by ward' });
  await card.getByRole('table').waitFor();
  await eventually(
    'two wards on the card',
    async () => (await rows(page, 'Households by ward')).length === 2,
  );
  expect(await rows(page, 'Households by ward')).toEqual([
    ['8', '8', '32'],
    ['2', '3', '10'],
  ]);
  await card.getByRole('link', { name: 'See all reports' }).click();
  await page.waitForURL('**/admin/reports');
  await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'Report' }).waitFor();
  expect(await rows(page, 'Report')).toEqual([
    ['8', '8', '32', '72.7%'],
    ['2', '3', '10', '27.3%'],
  ]);
  await page.getByText('1 household has no location').waitFor();

  await page.getByRole('combobox', { name: 'Group by' }).selectOption('caste');
  await page.getByRole('combobox', { name: 'Ward' }).selectOption('2');
  await eventually(
    'the ward 2 castes',
    async () => (await rows(page, 'Report'))[0]?.[0] === 'Hindu / Brahmin',
  );
  expect(await rows(page, 'Report')).toEqual([['Hindu / Brahmin', '3', '10', '100%']]);
  expect(new URL(page.url()).search).toBe('?wardNo=2&groupBy=caste');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('report-caste-start-to-today-ward-2.csv');
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toBe(
    '\uFEFFCaste,Households,People,Share %\r\nHindu / Brahmin,3,10,100\r\nTotal,3,10,100\r\n1 household has no location\r\n',
  );
  expect(violations).toEqual([]);
  await page.context().close();
});

/** The zoom of each map request the page makes from now on ('extent' for an extent request). */
function mapZooms(page: Page): (number | 'extent')[] {
  const zooms: (number | 'extent')[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/admin/people/map') zooms.push(Number(url.searchParams.get('zoom')));
    if (url.pathname === '/api/admin/people/map/extent') zooms.push('extent');
  });
  return zooms;
}

test('the Map page over the fixture tiles: clusters zoom in, points open the details, keys and a list', async () => {
  const { page, violations } = await adminPage();
  const zooms = mapZooms(page);
  tileHits.length = 0;
  await page.getByRole('link', { name: 'Map' }).click();
  await page.waitForURL('**/admin/map');
  const map = page.getByRole('region', { name: /^Map of households/ });
  await map.waitFor();
  // Fitted to the households: the street's eight as one cluster, the two others as points.
  const cluster = page.getByRole('button', { name: 'Zoom in to 8 households' });
  await cluster.waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Sita Thapa, ward 2' }).waitFor();
  await page.getByRole('button', { name: 'Hari Rai, ward 2' }).waitFor();
  // One cheap extent query, then the fitted view's households: no whole-world cluster call.
  expect(zooms).toEqual(['extent', expect.any(Number)]);
  expect(zooms[1]).toBeGreaterThan(2);
  expect(tileHits.length).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Fixture tiles' }).waitFor();
  await expect(
    page.getByText('Map tiles could not be loaded', { exact: false }).count(),
  ).resolves.toBe(0);

  // A point opens the person's details, with the history, as All People does.
  await page.getByRole('button', { name: 'Sita Thapa, ward 2' }).click();
  const dialog = page.getByRole('dialog', { name: 'Person details' });
  await dialog.waitFor();
  await dialog.getByText('Sita Thapa').first().waitFor();
  await dialog.getByText('History').first().waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Leaflet's own zoom buttons carry our texts (translated with the page).
  await page.getByRole('button', { name: 'Zoom out' }).waitFor();
  // A cluster zooms in; so do the keys on the focused map.
  const before = zooms[zooms.length - 1] as number;
  await cluster.click();
  await eventually(
    'a request at a closer zoom',
    async () => (zooms[zooms.length - 1] as number) > before,
  );
  const afterClick = zooms[zooms.length - 1] as number;
  await map.focus();
  await page.keyboard.press('-');
  await eventually(
    'a request one zoom out',
    async () => zooms[zooms.length - 1]! === afterClick - 1,
  );

  // The same households as a table.
  await page.getByRole('switch', { name: 'Show as list' }).check();
  const list = page.getByRole('table', { name: 'Households on the map' });
  await list.waitFor();
  // The street's households, zoomed in on: one row per cluster or household on the map.
  await eventually('a row per marker', async () => {
    const markers = await page.locator('.leaflet-marker-icon').count();
    return markers > 0 && (await list.getByRole('row').count()) === markers + 1;
  });
  expect(await list.textContent()).toMatch(/8 households|Person 1/);

  // Back on the page later in this tab: it opens where it was left, in one request.
  const left = zooms[zooms.length - 1];
  await page.getByRole('link', { name: 'Reports' }).click();
  await page.waitForURL('**/admin/reports');
  zooms.length = 0;
  await page.getByRole('link', { name: 'Map' }).click();
  await page.locator('.leaflet-marker-icon').first().waitFor();
  // The cached markers can show before the page's one request has gone out (a busy machine).
  await eventually('the request of the kept view', async () => zooms.length > 0);
  expect(zooms).toEqual([left]);
  expect(violations).toEqual([]);
  await page.context().close();
});

test('tiles blocked (no internet in the office): the households still show, with a note', async () => {
  const { page } = await adminPage();
  await page.context().route(`${tileUrl}/**`, (route) => route.abort('internetdisconnected'));
  await page.goto('/admin/map?wardNo=2');
  await page
    .getByText('Map tiles could not be loaded; households are shown without a base map.')
    .waitFor({ timeout: 30_000 });
  // The filters apply: ward 2's two located households, no Pokhara cluster.
  await page.getByRole('button', { name: 'Sita Thapa, ward 2' }).waitFor();
  await page.getByRole('button', { name: 'Hari Rai, ward 2' }).waitFor();
  expect(await page.getByRole('button', { name: /^Zoom in to/ }).count()).toBe(0);
  await page.context().close();
});
