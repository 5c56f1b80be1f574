// Issue 43, "The office's screens, finished", in Chromium against the production build: what
// only a real browser shows (layout, Leaflet, focus, the requests a page makes). One server for
// the file, tiles that never load (an office without internet), one page per test.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import './support/setup';
import { AXE_TAGS } from './support/a11y';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsAdmin } from './support/browser';
import { registerPerson, seedLookups } from './support/seed';
import { eventually } from './support/wait';

let browser: Browser;
let app: RunningApp;

beforeAll(async () => {
  [browser, app] = await Promise.all([
    launchBrowser(),
    startApp({
      env: {
        // Nothing listens on the discard port: every tile fails, as without internet.
        MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        OTP_MAX_PER_USER_PER_HOUR: '100',
      },
    }),
  ]);
  await seedLookups(app, { Hindu: ['Brahmin'], Christian: ['Protestant'] });
  const collector = await app.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
  const token = await app.collectorToken(collector.phone, collector.password);
  let n = 0;
  const add = (fields: Record<string, unknown>) =>
    registerPerson(app, token, {
      name: `Person ${++n}`,
      phone: `+9198123460${String(n).padStart(2, '0')}`,
      ...fields,
    });
  // Eight households along a street of Pokhara (ward 8), two far away in ward 2: the map opens on
  // all ten, the eight as one cluster.
  for (let i = 0; i < 8; i += 1) {
    await add({ wardNo: '8', householdSize: 4, gps: `28.20${i}000, 83.98${i}000` });
  }
  await add({ name: 'Sita Thapa', wardNo: '2', householdSize: 5, gps: '27.700000, 85.300000' });
  await add({
    name: 'Hari Rai',
    wardNo: '2',
    householdSize: 2,
    gps: '26.450000, 87.270000',
    religion: 'Christian',
    caste: 'Protestant',
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function adminPage(width = 1280): Promise<Page> {
  const phone = width < 600;
  const { page } = await newPage(browser, app.baseUrl, {
    viewport: phone ? { width, height: 740 } : { width, height: 900 },
    ...(phone && { isMobile: true, hasTouch: true }),
  });
  await signInAsAdmin(page, app);
  return page;
}

/** The map's marker buttons whose whole box lies inside the map's. */
async function markersInView(page: Page, name: RegExp): Promise<number> {
  const map = (await page.getByRole('region', { name: /^Map of households/ }).boundingBox())!;
  let inside = 0;
  for (const marker of await page.getByRole('button', { name }).all()) {
    const b = await marker.boundingBox();
    if (
      b &&
      b.x >= map.x &&
      b.y >= map.y &&
      b.x + b.width <= map.x + map.width &&
      b.y + b.height <= map.y + map.height
    )
      inside += 1;
  }
  return inside;
}

test('Map without tiles: an informational note, a plain background with a scale; a cluster opens on all its households', async () => {
  const page = await adminPage();
  await page.goto('/admin/map');
  const note = page.getByText(
    'Map tiles could not be loaded; households are shown without a base map.',
  );
  await note.waitFor({ timeout: 30_000 });
  // Information, not an alarm: no alert role, the neutral (info) colours.
  expect(await page.getByRole('alert').count()).toBe(0);
  const colours = await note.evaluate((el) => {
    const bar = el.closest('.fui-MessageBar')!;
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--colorNeutralBackground3)';
    bar.parentElement!.append(probe);
    const neutral = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { bar: getComputedStyle(bar).backgroundColor, neutral };
  });
  expect(colours.bar).toBe(colours.neutral);
  const map = page.getByRole('region', { name: /^Map of households/ });
  expect(await map.getAttribute('class')).toContain('hr-map-plain');
  expect(await page.locator('.leaflet-control-scale-line').textContent()).toMatch(/^\d+ k?m$/);

  // The eight on the streets of Pokhara: one cluster, which opens on all eight.
  const cluster = page.getByRole('button', { name: 'Zoom in to 8 households' });
  await cluster.waitFor({ timeout: 30_000 });
  await cluster.click();
  await eventually(
    'the eight households in view, each its own marker or in a cluster shown whole',
    async () => (await markersInView(page, /^Person \d, ward 8$/)) === 8,
  );
  await page.context().close();
});

test('Map on a phone: the filters wait behind a "Filters" button and the map starts on the first screen', async () => {
  const page = await adminPage(360);
  await page.goto('/admin/map');
  const map = page.getByRole('region', { name: /^Map of households/ });
  await map.waitFor();
  expect(await page.getByRole('combobox', { name: 'Period' }).isVisible()).toBe(false);
  // Under the title, the button and the note: the top half of the screen (it was at 595 px).
  const top = (await map.boundingBox())!.y;
  expect(top).toBeLessThan(370);
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('combobox', { name: 'Ward' }).selectOption('2');
  expect(
    await page.getByRole('button', { name: 'Filters (1)' }).getAttribute('aria-expanded'),
  ).toBe('true');
  await page.context().close();
});

/** The right edge of the text in an element (not of its box). */
const textRight = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let right = -Infinity;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      right = Math.max(right, range.getBoundingClientRect().right);
    }
    return right;
  });

test('Reports: one day is a column on an axis, named; numbers and their headers at the right; long names whole', async () => {
  const page = await adminPage();
  await page.goto('/admin/reports?groupBy=day');
  const table = page.getByRole('table', { name: 'Report' });
  await table.waitFor();
  const chart = page.getByTestId('report-chart');
  await chart.waitFor();
  // A value axis from 0 and the day under its column, no wider than a column.
  const axis = await page.getByTestId('report-chart-axis').innerText();
  expect(axis.split(/\s+/)).toContain('0');
  expect(await page.getByTestId('report-chart-labels').innerText()).toMatch(
    /^[A-Z][a-z]{2} \d{1,2}$/,
  );
  const column = (await chart.locator('[title] > div').boundingBox())!;
  expect(column.width).toBeLessThanOrEqual(56);
  expect(column.height).toBeGreaterThan(100);

  // Households, People, Share: each header ends where its numbers end.
  for (const n of [2, 3, 4]) {
    const header = await textRight(page, `table[aria-label="Report"] th:nth-child(${n})`);
    const cell = await textRight(
      page,
      `table[aria-label="Report"] tbody tr:first-child td:nth-child(${n})`,
    );
    expect(Math.abs(header - cell)).toBeLessThan(2);
  }

  // By caste: "Christian / Protestant" whole beside its bar.
  await page.goto('/admin/reports?groupBy=caste');
  const label = chart.getByText('Christian / Protestant', { exact: true });
  await label.waitFor();
  const fits = await label.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  expect((await label.boundingBox())!.height).toBeLessThan(24);
  await page.context().close();
});

test('Reports on a phone: a compact table, not a card per row', async () => {
  const page = await adminPage(360);
  await page.goto('/admin/reports');
  const table = page.getByRole('table', { name: 'Report' });
  await table.waitFor();
  const display = await table
    .locator('tbody td')
    .first()
    .evaluate((td) => getComputedStyle(td).display);
  expect(display).toBe('table-cell');
  await page.context().close();
});

test('Dashboard: four tiles on one row, households with the people in them; empty days drawn as zero', async () => {
  const page = await adminPage();
  const names = ['Total Users', 'Households', 'Top Contributors', 'Review'];
  const tiles = names.map((name) => page.getByRole('group', { name, exact: true }));
  await tiles[3]!.waitFor();
  const boxes = await Promise.all(tiles.map(async (tile) => (await tile.boundingBox())!));
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  expect(new Set(boxes.map((b) => Math.round(b.height))).size).toBe(1);
  expect(new Set(boxes.map((b) => Math.round(b.width))).size).toBe(1);
  // Ten households of 4, 5 and 2 people: as Reports counts them.
  expect(await tiles[1]!.innerText()).toMatch(/^Households\s+10\s+Total People\s+People\s+39$/);

  const chart = page.getByTestId('registrations-chart');
  await chart.waitFor();
  const zeroDays = chart.locator('[data-count="0"]');
  expect(await zeroDays.count()).toBe(29);
  for (const bar of await zeroDays.all()) expect((await bar.boundingBox())?.height ?? 0).toBe(0);
  await page.context().close();
});

test('All People at 1280 px: each row and each header one line; at 360 px one search row with "Filters" before the records', async () => {
  const page = await adminPage();
  await page.goto('/admin/people');
  const table = page.getByRole('table', { name: 'All people' });
  await table.getByText('Sita Thapa').waitFor();
  const heights = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
  expect(heights).toHaveLength(10);
  // One line of text (with a 32 px row button and the cell's padding), none taller.
  expect(Math.max(...heights)).toBeLessThanOrEqual(48);
  expect(new Set(heights.map(Math.round)).size).toBe(1);
  // Every header on one line and whole, in each language: its text's lines, and how far it runs.
  for (const [language, household] of [
    ['हिन्दी', 'परिवार'],
    ['नेपाली', 'घरपरिवार'],
    ['English', 'Household'],
  ]) {
    await page.getByRole('combobox', { name: /Language|भाषा/ }).selectOption({ label: language });
    // The one table of the page (its name is in the language too).
    const anyTable = page.getByRole('table');
    await anyTable.getByRole('columnheader', { name: household, exact: true }).waitFor();
    const headers = await anyTable.locator('thead th').evaluateAll((ths) =>
      ths.map((th) => {
        // The boxes of its text's lines (not a visually hidden header's, in a 1 px box).
        const rects: DOMRect[] = [];
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement!.getBoundingClientRect().width <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
        const box = th.getBoundingClientRect();
        return {
          text: th.textContent,
          lines: new Set(rects.map((r) => Math.round(r.top))).size,
          inside: rects.every((r) => r.right <= box.right + 0.5),
        };
      }),
    );
    expect(headers.filter((h) => h.lines > 1 || !h.inside)).toEqual([]);
    expect(headers.filter((h) => h.lines === 1).length).toBe(headers.length - 1);
  }
  await page.context().close();

  const phone = await adminPage(360);
  await phone.goto('/admin/people');
  const first = phone.getByRole('table', { name: 'All people' }).locator('tbody tr').first();
  await first.waitFor();
  const search = (await phone.getByRole('searchbox', { name: /Search/ }).boundingBox())!;
  const filters = (await phone.getByRole('button', { name: 'Filters' }).boundingBox())!;
  expect(Math.abs(search.y + search.height / 2 - (filters.y + filters.height / 2))).toBeLessThan(4);
  expect(await phone.getByRole('combobox', { name: 'Review' }).isVisible()).toBe(false);
  expect(await phone.getByRole('button', { name: 'Verify selected' }).count()).toBe(0);
  // Search, "Select all", the sort buttons, then the first record: within the first screen's half.
  expect((await first.boundingBox())!.y).toBeLessThan(420);
  await phone.context().close();
});

/** The person.viewed events of the activity log for the named household. */
async function viewsOf(name: string): Promise<number> {
  const token = await app.adminToken();
  const search = await app.call<{ items: { id: string }[] }>(
    'GET',
    `/admin/people/search?q=${encodeURIComponent(name)}`,
    undefined,
    token,
  );
  const id = search.body.items[0]!.id;
  const log = await app.call<{ items: unknown[] }>(
    'GET',
    `/admin/audit?action=person.viewed&entityId=${id}&limit=50`,
    undefined,
    token,
  );
  return log.body.items.length;
}

test('Map: opening a household (its marker, or "Details" in the list) records one view each time', async () => {
  const page = await adminPage();
  const before = await viewsOf('Sita Thapa');
  await page.goto('/admin/map?wardNo=2');
  const dialog = page.getByRole('dialog', { name: 'Person details' });
  const openAndClose = async (open: () => Promise<void>) => {
    await open();
    await dialog.getByRole('list', { name: 'History' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  };
  await openAndClose(() =>
    page.getByRole('button', { name: 'Sita Thapa, ward 2' }).click({ timeout: 30_000 }),
  );
  // Settled: nothing more is written a moment later.
  await page.waitForTimeout(500);
  expect(await viewsOf('Sita Thapa')).toBe(before + 1);

  await page.getByRole('switch', { name: 'Show as list' }).check();
  const list = page.getByRole('table', { name: 'Households on the map' });
  await openAndClose(() =>
    list
      .getByRole('row', { name: /Sita Thapa/ })
      .getByRole('button', { name: 'Details' })
      .click(),
  );
  await page.waitForTimeout(500);
  expect(await viewsOf('Sita Thapa')).toBe(before + 2);
  await page.context().close();
});

test('All People: Escape in the "Needs correction…" dialog hands the focus back to its button', async () => {
  const page = await adminPage();
  await page.goto('/admin/people');
  await page.getByRole('checkbox', { name: 'Select Hari Rai' }).check();
  const button = page.getByRole('button', { name: 'Needs correction…' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Needs correction: 1 person' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await eventually('the focus on "Needs correction…"', () =>
    button.evaluate((el) => el === document.activeElement),
  );
  await page.context().close();
});

/** Today as the date fields take it typed: 2026-11-28. */
const todayIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('Reports and Activity: one date-range control; From after To is said in the filters and the last result stays', async () => {
  const page = await adminPage();
  // Reports, custom dates: From chosen in the calendar (today), To typed (before it).
  await page.goto('/admin/reports?period=custom');
  const report = page.getByRole('table', { name: 'Report' });
  await report.locator('tbody tr').first().waitFor();
  const reportRows = await report.locator('tbody tr').allInnerTexts();
  const filters = page.getByRole('search', { name: 'Report filters' });
  await filters.getByRole('button', { name: 'Choose a date for From' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendar' });
  // It opens on this month: today's button, named with its day, month and year.
  const now = new Date();
  const month = now.toLocaleString('en-US', { month: 'long' });
  await calendar
    .getByRole('button', { name: new RegExp(`^${now.getDate()}, ${month}, ${now.getFullYear()}`) })
    .click();
  await calendar.waitFor({ state: 'detached' });
  const from = filters.getByRole('combobox', { name: 'From', exact: true });
  const today = new Date().toLocaleDateString('en-US', { dateStyle: 'medium' });
  expect(await from.inputValue()).toBe(today);
  await filters.getByRole('combobox', { name: 'To', exact: true }).fill('2020-01-01');
  await filters.getByText('From must be on or before To').waitFor();
  expect(await report.locator('tbody tr').allInnerTexts()).toEqual(reportRows);
  const reportField = (await from.boundingBox())!;

  // Activity: the same fields, the same way.
  await page.goto('/admin/activity');
  const log = page.getByRole('table', { name: 'Activity' });
  await log.locator('tbody tr').first().waitFor();
  const logRows = await log.locator('tbody tr').count();
  const activityFilters = page.getByRole('search', { name: 'Activity filters' });
  const activityFrom = activityFilters.getByRole('combobox', { name: 'From', exact: true });
  await activityFrom.fill(todayIso());
  await activityFilters.getByRole('combobox', { name: 'To', exact: true }).fill('2020-01-01');
  await activityFilters.getByText('To must not be before From').waitFor();
  expect(await log.locator('tbody tr').count()).toBe(logRows);
  expect(await activityFrom.inputValue()).toBe(today);
  await activityFilters.getByRole('button', { name: 'Choose a date for To' }).click();
  await page.getByRole('dialog', { name: 'Calendar' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Calendar' }).waitFor({ state: 'detached' });
  expect(Math.round((await activityFrom.boundingBox())!.height)).toBe(
    Math.round(reportField.height),
  );
  await page.context().close();
});

/** Tabster's focus sentinels that are not inside an open modal (the drawer, a dialog). */
const strayFocusSentinels = (page: Page) =>
  page
    .locator('[data-tabster-dummy]')
    .evaluateAll((all) => all.filter((el) => !el.closest('[aria-modal="true"]')).length);

/** axe on the page as it is, with no rule and no element left out. */
async function axeEverything(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
}

test('On a phone, after the navigation drawer and a menu have closed: no focus sentinels left, and axe finds nothing on each page', async () => {
  const page = await adminPage(360);
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  const findings: string[] = [];
  const check = async (where: string) => {
    const stray = await strayFocusSentinels(page);
    if (stray) findings.push(`${where}: ${stray} focus sentinels outside a modal`);
    for (const finding of await axeEverything(page)) findings.push(`${where}: ${finding}`);
  };

  await page.getByRole('group', { name: 'Households', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await drawer.waitFor();
  // Open, the drawer traps the focus with sentinels of its own, and the page has none.
  expect(await drawer.locator('[data-tabster-dummy]').count()).toBeGreaterThan(0);
  expect(await strayFocusSentinels(page)).toBe(0);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await check('dashboard');

  // Each page reached through the drawer, as a phone does.
  for (const [link, ready] of [
    ['All People', page.getByRole('table', { name: 'All people' }).locator('tbody tr').first()],
    ['Reports', page.getByRole('table', { name: 'Report' })],
    ['Activity', page.getByRole('table', { name: 'Activity' })],
    ['Map', page.getByRole('region', { name: /^Map of households/ })],
  ] as const) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: link }).click();
    await drawer.waitFor({ state: 'detached' });
    await ready.waitFor();
    await check(link);
    if (link === 'Reports') {
      // A menu opened and closed: its sentinels go with it.
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menu').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await check('Reports after the Export menu');
    }
  }
  expect(findings).toEqual([]);
  await page.context().close();
});
