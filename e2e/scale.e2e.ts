// The people screens at district scale (issue 11): All People, the user-detail 'People Added'
// table and the collector's own table, in Chromium against a database seeded with the demo bulk
// seed (`npm run seed:demo`'s code). CI size: 100,000 people by 200 collectors on PostgreSQL and
// 25,000 by 50 on PGlite (the embedded seed is about 4x slower); E2E_SCALE_PEOPLE and
// E2E_SCALE_COLLECTORS override both. The 1,000,000-person run is `npm run bench:scale`.
// What the screens show is compared with the API's answer for the same query, and with totals
// known from the seed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import type { PeoplePage, User } from '@hr/contracts';
import './support/setup';
import { freshDatabase, ROOT, startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsAdmin, signInAsCollector } from './support/browser';
import { eventually, ok } from './support/wait';

const onPostgres = Boolean(process.env.E2E_DATABASE_URL);
const PEOPLE = Number(process.env.E2E_SCALE_PEOPLE ?? (onPostgres ? 100_000 : 25_000));
const COLLECTORS = Number(process.env.E2E_SCALE_COLLECTORS ?? (onPostgres ? 200 : 50));
/** The demo seed's collectors: phones +91 70000 00001 ..., one password. */
const DEMO_COLLECTOR = { phone: '+917000000001', password: 'Demo-Passw0rd' };

let app: RunningApp;
let database: Awaited<ReturnType<typeof freshDatabase>>;
let dataDir: string;
let browser: Browser;
let page: Page;

/** Seeds with the demo seed's own command before the server starts (PGlite admits one process). */
function seed(env: NodeJS.ProcessEnv) {
  const started = Date.now();
  const res = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/server/src/cli/seed-demo.ts',
      '--people',
      String(PEOPLE),
      '--collectors',
      String(COLLECTORS),
    ],
    { cwd: ROOT, env, encoding: 'utf8' },
  );
  if (res.status !== 0) throw new Error(`seed failed:\n${res.stdout}\n${res.stderr}`);
  console.log(
    `scale e2e: ${PEOPLE} people by ${COLLECTORS} collectors seeded in ${Date.now() - started} ms`,
  );
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hr-e2e-scale-'));
  database = await freshDatabase();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  if (database) env.DATABASE_URL = database.url;
  else delete env.DATABASE_URL;
  seed(env);
  app = await startApp({ env: { DATA_DIR: dataDir }, databaseUrl: database?.url });
  browser = await launchBrowser();
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  ({ page } = await newPage(browser, app.baseUrl, { viewport: { width: 1280, height: 900 } }));
});

afterEach(async () => {
  await page?.context().close();
});

const visible = (locator: Locator) => locator.waitFor({ state: 'visible' });

/** One page of GET /admin/people/search (or /user/people/search with a collector's token). */
async function search(query: Record<string, string | number>, token?: string): Promise<PeoplePage> {
  const scope = token ? 'user' : 'admin';
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return ok(
    app.call<PeoplePage>(
      'GET',
      `/${scope}/people/search?${qs}`,
      undefined,
      token ?? (await app.adminToken()),
    ),
    200,
  );
}

/** The Name column of the table's rows (the cards' title: All People has a checkbox before it), as on screen. */
function names(table: Locator): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) => r.querySelector('td[data-card="title"]')?.textContent ?? ''),
    );
}

async function showsNames(table: Locator, expected: string[], what: string) {
  await eventually(
    what,
    async () => JSON.stringify(await names(table)) === JSON.stringify(expected),
    30_000,
  );
}

/** The search requests the page sends from now on (their `q` and `page`). */
function recordSearches(p: Page): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  p.on('request', (req) => {
    if (req.url().includes('/people/search')) seen.push(new URL(req.url()).searchParams);
  });
  return seen;
}

const itemNames = (p: PeoplePage) => p.items.map((i) => i.name);
/** A count as the page writes it in English: grouped ('25,000'). */
const n = (count: number) => count.toLocaleString('en-US');
/** 'N records' / 'N total records', and '1 record' / '1 total record'. */
const records = (count: number, total = '') =>
  `${n(count)} ${total}record${count === 1 ? '' : 's'}`;

test(`All People at ${PEOPLE} people: the count, a debounced search back on page one, Ward sort and a far page`, async () => {
  await signInAsAdmin(page, app);
  await page.getByRole('link', { name: 'All People' }).click();
  await page.waitForURL('**/admin/people');
  await visible(page.getByRole('heading', { name: 'All People' }));
  await visible(page.getByText(records(PEOPLE), { exact: true }));
  const table = page.getByRole('table', { name: 'All people' });
  const newest = await search({ pageSize: 10 });
  expect(newest.total).toBe(PEOPLE);
  await showsNames(table, itemNames(newest), 'the newest ten people show');
  await visible(page.getByText(`1–10 of ${n(PEOPLE)}`, { exact: true }));

  // Ward, ascending then descending: the server's order (text order, so '1', '10', ...).
  const ward = table.getByRole('button', { name: 'Ward' });
  await ward.click();
  await showsNames(
    table,
    itemNames(await search({ sort: 'wardNo', dir: 'asc' })),
    'ward ascending',
  );
  expect(await table.locator('tbody tr td:nth-child(4)').allTextContents()).toEqual(
    Array(10).fill('1'),
  );
  await ward.click();
  const byWardDesc = await search({ sort: 'wardNo', dir: 'desc', pageSize: 25, page: 21 });
  await eventually(
    'ward descending',
    async () => (await table.locator('tbody tr td:nth-child(4)').first().textContent()) === '9',
  );

  // A far page: 25 rows a page, Next twenty times (rows 501-525), as the server pages them.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
  await visible(page.getByText(`1–25 of ${n(PEOPLE)}`, { exact: true }));
  for (let p = 2; p <= 21; p++) {
    await page.getByRole('button', { name: 'Next page' }).click();
    await visible(
      page.getByText(`${n((p - 1) * 25 + 1)}–${n(p * 25)} of ${n(PEOPLE)}`, { exact: true }),
    );
  }
  await showsNames(table, itemNames(byWardDesc), 'page 21 of the ward order');

  // A selective search (a full name shared by a few dozen people) typed key by key: one request
  // after the typing pauses, for page one, and the exact count of the matches.
  const name = newest.items[3]!.name;
  const matches = await search({ q: name, sort: 'wardNo', dir: 'desc', pageSize: 25 });
  expect(matches.total).toBeLessThan(PEOPLE / 100);
  const sent = recordSearches(page);
  await page
    .getByPlaceholder('Search by name, phone, ward...')
    .pressSequentially(name, { delay: 30 });
  await visible(page.getByText(records(matches.total), { exact: true }));
  await showsNames(table, itemNames(matches), 'the matches, page one');
  const shown = Math.min(25, matches.total);
  await visible(page.getByText(`1–${n(shown)} of ${n(matches.total)}`, { exact: true }));
  const withQ = sent.filter((s) => s.get('q'));
  expect(withQ.length).toBeLessThan(name.length / 2);
  expect(withQ.at(-1)!.get('q')).toBe(name);
  // Straight to page one: not page 21 of the matches first (empty, then corrected).
  expect(withQ.map((s) => s.get('page'))).toEqual(withQ.map(() => '1'));

  await page.getByPlaceholder('Search by name, phone, ward...').fill('no-such-person-anywhere');
  await visible(table.getByText('No matching records found.'));
});

test("a collector's 'People Added' on the user detail page: count, search, pages", async () => {
  const users = await ok(
    app.call<User[]>('GET', '/admin/users', undefined, await app.adminToken()),
    200,
  );
  expect(users).toHaveLength(COLLECTORS);
  const collector = users.find((u) => u.phone === DEMO_COLLECTOR.phone)!;
  const perCollector = Math.floor(PEOPLE / COLLECTORS);
  expect(collector.personCount).toBe(perCollector);
  const own = await search({ createdBy: collector.id });
  expect(own.total).toBe(perCollector);

  await signInAsAdmin(page, app);
  await page.goto(`/admin/users/${collector.id}`);
  await visible(
    page.getByRole('heading', { name: `${collector.firstName} ${collector.lastName}` }),
  );
  await visible(page.getByRole('heading', { name: 'People Added' }));
  const table = page.getByRole('table', { name: 'People added' });
  await showsNames(table, itemNames(own), "the collector's newest ten");
  await visible(page.getByText(`1–10 of ${n(perCollector)}`, { exact: true }));
  await page.getByRole('button', { name: 'Next page' }).click();
  await showsNames(
    table,
    itemNames(await search({ createdBy: collector.id, page: 2 })),
    'page two',
  );

  // One of their names: their few people of that name only, on page one.
  const name = own.items[0]!.name;
  const named = await search({ createdBy: collector.id, q: name });
  expect(named.total).toBeLessThan(perCollector);
  await page.getByPlaceholder('Search people...').fill(name);
  await showsNames(table, itemNames(named), 'the name search');
  await visible(
    page.getByText(`1–${n(Math.min(10, named.total))} of ${n(named.total)}`, { exact: true }),
  );
  await page.getByPlaceholder('Search people...').fill('no-such-person-anywhere');
  await visible(table.getByText('No people found.'));
});

test("the collector's own table: 'N total records', search and pages", async () => {
  const token = await app.collectorToken(DEMO_COLLECTOR.phone, DEMO_COLLECTOR.password);
  const mine = await search({}, token);
  const perCollector = Math.floor(PEOPLE / COLLECTORS);
  expect(mine.total).toBe(perCollector);

  await signInAsCollector(page, DEMO_COLLECTOR.phone, DEMO_COLLECTOR.password);
  await visible(page.getByText(records(perCollector, 'total '), { exact: true }));
  const table = page.getByRole('table', { name: 'People added' });
  await showsNames(table, itemNames(mine), 'their newest ten');
  await page.getByRole('button', { name: 'Next page' }).click();
  await visible(page.getByText(`11–20 of ${n(perCollector)}`, { exact: true }));
  await showsNames(table, itemNames(await search({ page: 2 }, token)), 'page two');

  const name = mine.items[0]!.name;
  const matches = await search({ q: name }, token);
  await page.getByPlaceholder('Search by name, phone, ward...').fill(name);
  await visible(page.getByText(records(matches.total, 'total '), { exact: true }));
  await showsNames(table, itemNames(matches), 'the name search, page one');
  await page.getByPlaceholder('Search by name, phone, ward...').fill('no-such-person-anywhere');
  await visible(table.getByText('No matching records found.'));
});
