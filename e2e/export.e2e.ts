// The Export menu in Chromium: the admin exports from All People (what the search shows) as CSV and
// as Excel and from a collector's detail page, a collector from their own table on a 360px phone.
// The browser saves each file as a normal download; the test reads the saved file back.
import { readFileSync } from 'node:fs';
import type { Browser, Download, Page } from 'playwright-core';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import { startApp, type Collector, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsAdmin, signInAsCollector } from './support/browser';
import { exportHeader, parseCsv, readXlsx } from '../packages/server/test/support/export-files';

const col = (name: string) => exportHeader().indexOf(name);

let app: RunningApp;
let browser: Browser;
let page: Page;
let mina: Collector;

let phoneSeq = 0;
const newPhone = () => `+9198123${String(45_000 + ++phoneSeq)}`;

/** Registers a person as the collector, the way the wizard does: code sent, verified, saved. */
async function register(collector: Collector, fields: { name: string } & Record<string, unknown>) {
  const token = await app.collectorToken(collector.phone, collector.password);
  await registerPerson(app, token, { wardNo: '7', ...fields, phone: newPhone() });
}

beforeAll(async () => {
  browser = await launchBrowser();
  // Exports only read: one server and one registry for the file, a fresh page per test.
  app = await startApp();
  await seedLookups(app);
  mina = await app.createCollector({
    firstName: 'Mina',
    lastName: 'Sherpa',
    password: 'Mina-Passw0rd1',
  });
  const bina = await app.createCollector({ firstName: 'Bina', lastName: 'Gurung' });
  await register(mina, { name: 'Ravi Kumar', gps: '27.7172, 85.3240', householdSize: 5 });
  // A formula-looking area, and a name in Devanagari (the BOM lets Excel read it).
  await register(mina, { name: 'रवि शर्मा Ravi', areaName: '=HYPERLINK("x")' });
  await register(mina, { name: 'Sita Devi' });
  await register(bina, { name: 'Ravi Thapa' });
  await register(bina, { name: 'Maya Gurung' });
});

afterAll(async () => {
  await app?.stop();
  await browser?.close();
});

afterEach(async () => {
  await page?.context().close();
});

async function open(viewport: { width: number; height: number }) {
  ({ page } = await newPage(browser, app.baseUrl, { viewport, acceptDownloads: true }));
}

/** Chooses Export → item and waits for the browser's download of the file. */
async function exportAs(item: 'CSV' | 'Excel'): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return download;
}

/** The saved file, as bytes. */
async function saved(download: Download): Promise<Buffer> {
  const file = await download.path();
  if (!file) throw new Error(`download failed: ${await download.failure()}`);
  return readFileSync(file);
}

/** The CSV download: BOM, CRLF lines, the header, and the data rows. */
async function readCsv(download: Download): Promise<string[][]> {
  expect(download.suggestedFilename()).toMatch(/^people-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await saved(download);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual(exportHeader());
  return rows;
}

const names = (rows: string[][]) => rows.map((r) => r[col('Name')]).sort();

/** Types a search and waits until the table shows only its matches. */
async function search(text: string, table: string, gone: string) {
  await page.getByRole('searchbox', { name: 'Search people' }).fill(text);
  await page
    .getByRole('table', { name: table })
    // Exact: All People's checkbox cell is named 'Select <name>'.
    .getByRole('cell', { name: gone, exact: true })
    .waitFor({ state: 'detached' });
}

/** Nothing sticks out sideways: the page does not scroll horizontally. */
async function expectNoSidewaysScroll() {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test('All People on a 360px phone: the CSV holds exactly what the search shows', async () => {
  await open({ width: 360, height: 780 });
  await signInAsAdmin(page, app);
  await page.goto('/admin/people');
  await search('Ravi', 'All people', 'Sita Devi');
  await expectNoSidewaysScroll();
  // On a phone Export waits with the filters behind "Filters" (issue 43).
  await page.getByRole('button', { name: 'Filters' }).click();
  const rows = await readCsv(await exportAs('CSV'));
  expect(names(rows)).toEqual(['Ravi Kumar', 'Ravi Thapa', 'रवि शर्मा Ravi']);
  const kumar = rows.find((r) => r[col('Name')] === 'Ravi Kumar')!;
  expect(kumar[col('Household size')]).toBe('5');
  expect([kumar[col('Latitude')], kumar[col('Longitude')]]).toEqual(['27.7172', '85.3240']);
  expect(kumar[col('Added by')]).toBe('Mina Sherpa');
  expect(kumar[col('Added by phone')]).toBe(mina.phone);
  expect(kumar[col('Phone')]).toMatch(/^\+91\d{10}$/);
  // A cell a spreadsheet would run as a formula is defused.
  const sharma = rows.find((r) => r[col('Name')] === 'रवि शर्मा Ravi')!;
  expect(sharma[col('Area')]).toBe('\'=HYPERLINK("x")');
});

test('All People as Excel: a workbook with the header and the matching rows', async () => {
  await open({ width: 1280, height: 900 });
  await signInAsAdmin(page, app);
  await page.goto('/admin/people');
  await search('Ravi', 'All people', 'Sita Devi');
  const download = await exportAs('Excel');
  expect(download.suggestedFilename()).toMatch(/^people-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = await saved(download);
  const sheet = await readXlsx(new Uint8Array(bytes).buffer);
  expect(sheet.name).toBe('People');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(exportHeader());
  expect(sheet.actualRowCount).toBe(4);
  const kumar = [2, 3, 4]
    .map((n) => sheet.getRow(n))
    .find((row) => row.getCell(col('Name') + 1).value === 'Ravi Kumar')!;
  // Typed cells: numbers as numbers, times as dates.
  expect(kumar.getCell(col('Household size') + 1).value).toBe(5);
  expect(kumar.getCell(col('Latitude') + 1).value).toBe(27.7172);
  expect(
    kumar.getCell(col(`Created (${Intl.DateTimeFormat().resolvedOptions().timeZone})`) + 1).value,
  ).toBeInstanceOf(Date);
  expect(kumar.getCell(col('Added by') + 1).value).toBe('Mina Sherpa');
});

test("a collector's detail page exports that collector's people only", async () => {
  await open({ width: 1280, height: 900 });
  await signInAsAdmin(page, app);
  await page.goto(`/admin/users/${mina.id}`);
  await page
    .getByRole('table', { name: 'People added' })
    .getByRole('cell', { name: 'Sita Devi' })
    .waitFor();
  const rows = await readCsv(await exportAs('CSV'));
  expect(names(rows)).toEqual(['Ravi Kumar', 'Sita Devi', 'रवि शर्मा Ravi']);
});

test("a collector on a 360px phone exports their own table's search, never another's people", async () => {
  await open({ width: 360, height: 780 });
  await signInAsCollector(page, mina.phone, mina.password);
  await search('Ravi', 'People added', 'Sita Devi');
  await expectNoSidewaysScroll();
  const rows = await readCsv(await exportAs('CSV'));
  // Bina's Ravi Thapa matches the search but is not Mina's.
  expect(names(rows)).toEqual(['Ravi Kumar', 'रवि शर्मा Ravi']);
  expect(rows.every((r) => r[col('Added by')] === 'Mina Sherpa')).toBe(true);
});
