// The people lists on a 360 px phone and on a 1280 px screen, in Chromium on the production
// build: under 600 px every record is a card (name with its actions as visible buttons on its
// right, phone, 'Ward 3 · Lakeside'), so is each event of the activity log, the pager is one
// line, the page never scrolls sideways and no search box sticks out; at 1280 px no table cuts
// off its last column; phones read '+91 91000 00001' and never wrap inside.
import type { Browser, Locator, Page } from 'playwright-core';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import { startApp, type Collector, type RunningApp } from './support/app';
import {
  launchBrowser,
  newPage,
  newPhonePage,
  PHONE,
  signInAsAdmin,
  signInAsCollector,
} from './support/browser';
import { eventually } from './support/wait';

const WIDE = { width: 1280, height: 800 };
/** Hari's number as stored and as the screens must show it. */
const HARI_PHONE = '+919100000001';
const HARI_SHOWN = '+91 91000 00001';
const PEOPLE = 12; // two pages of 10

let app: RunningApp;
let browser: Browser;
let collector: Collector;

/**
 * The collector registers 11 people and then Hari Thapa (ward 3, Lakeside), as the wizard would:
 * the newest, so Hari is on the first page of every list.
 */
async function seedPeople() {
  await seedLookups(app);
  collector = await app.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
  const token = await app.collectorToken(collector.phone, collector.password);
  for (let i = PEOPLE - 1; i >= 0; i -= 1) {
    await registerPerson(app, token, {
      name: i === 0 ? 'Hari Thapa' : `Person ${String(i).padStart(2, '0')}`,
      fatherName: 'Ram Thapa',
      wardNo: i === 0 ? '3' : String(10 + i),
      areaName: i === 0 ? 'Lakeside' : 'A rather long area name to wrap',
      phone: i === 0 ? HARI_PHONE : `+9191000000${String(i + 1).padStart(2, '0')}`,
      householdSize: 4,
    });
  }
}

beforeAll(async () => {
  app = await startApp({ env: { OTP_MAX_PER_USER_PER_HOUR: '100' } });
  browser = await launchBrowser();
  await seedPeople();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function phonePage(): Promise<Page> {
  return (await newPhonePage(browser, app.baseUrl)).page;
}

async function box(locator: Locator, what: string) {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${what} is not on screen`);
  return b;
}

function expectWithin(inner: { x: number; width: number }, right: number, what: string) {
  if (inner.x < 0 || inner.x + inner.width > right + 0.5) {
    throw new Error(`${what} runs from ${inner.x} to ${inner.x + inner.width}, past ${right}`);
  }
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  if (scroll > inner) throw new Error(`${where}: the page is ${scroll}px wide in ${inner}px`);
}

/**
 * Hari's record is a card: a row that no longer lays out as a table row, the name on top, the
 * phone grouped on one line, ward and area on one line, and its actions visible on screen.
 */
async function expectHariCard(page: Page, table: Locator, actions: string[]) {
  const row = table.getByRole('row', { name: /Hari Thapa/ });
  await row.waitFor();
  const display = await row.evaluate((tr) => getComputedStyle(tr).display);
  if (display === 'table-row') throw new Error('at 360 px the record is still a table row');
  const card = await box(row, 'the card');
  expectWithin(card, PHONE.width, 'the card');

  const phone = row.getByText(HARI_SHOWN, { exact: true });
  const lines = await phone.evaluate((el) => el.getClientRects().length);
  if (lines !== 1) throw new Error(`the phone number is broken over ${lines} lines`);

  const name = await box(row.getByText('Hari Thapa', { exact: true }), 'the name');
  const phoneBox = await box(phone, 'the phone');
  if (!(name.y < phoneBox.y)) throw new Error('the name is not the first line of the card');
  const ward = await box(row.getByRole('cell', { name: '3', exact: true }), 'the ward');
  const area = await box(row.getByRole('cell', { name: 'Lakeside', exact: true }), 'the area');
  if (Math.abs(ward.y - area.y) > 2 || !(area.x > ward.x)) {
    throw new Error("ward and area are not one line ('Ward 3 · Lakeside')");
  }
  const label = await row
    .getByRole('cell', { name: '3', exact: true })
    .evaluate((td) => [td.getAttribute('data-label'), getComputedStyle(td, '::before').content]);
  if (label[0] !== 'Ward' || !label[1] || label[1] === 'none') {
    throw new Error(`the ward is not labelled: ${JSON.stringify(label)}`);
  }

  // Every card the same shape: its buttons on the name's line, at the card's right.
  const nameMiddle = name.y + name.height / 2;
  for (const action of actions) {
    const button = row.getByRole('button', { name: action, exact: true });
    const b = await box(button, action);
    if (Math.abs(b.y + b.height / 2 - nameMiddle) > 4 || !(b.x > name.x + name.width)) {
      throw new Error(`${action} is not on the name's line, right of it`);
    }
  }
  for (const action of actions) {
    const button = row.getByRole('button', { name: action, exact: true });
    if (!(await button.isVisible())) throw new Error(`${action} is not visible on the card`);
    const b = await box(button, action);
    expectWithin(b, PHONE.width, action);
    if (b.height < 44 || b.width < 44) throw new Error(`${action} is ${b.width}×${b.height}px`);
  }
}

/** Every search box of the page fully on the screen (a box can stick out of a page that clips it). */
async function expectSearchOnScreen(page: Page, where: string) {
  const searches = page.getByRole('searchbox');
  await searches.first().waitFor();
  for (const search of await searches.all()) {
    expectWithin(
      await box(search, `${where}: the search box`),
      PHONE.width,
      `${where}: the search box`,
    );
  }
}

/** 'Rows per page', '1–10 of 12' and the arrows on one line inside the screen. */
async function expectPagerOnOneLine(page: Page) {
  const parts = [
    await box(page.getByLabel('Rows per page'), 'the page size'),
    await box(page.getByText(`1–10 of ${PEOPLE}`, { exact: true }), 'the range'),
    await box(page.getByRole('button', { name: 'Previous page' }), 'Previous page'),
    await box(page.getByRole('button', { name: 'Next page' }), 'Next page'),
  ];
  const centres = parts.map((b) => b.y + b.height / 2);
  if (Math.max(...centres) - Math.min(...centres) > 4) {
    throw new Error(`the pager takes more than one line: centres at ${centres.join(', ')}`);
  }
  for (const b of parts) expectWithin(b, PHONE.width, 'the pager');
}

test('All People and the user detail page show cards with visible actions on a 360 px phone', async () => {
  const page = await phonePage();
  try {
    await signInAsAdmin(page, app);
    // The dashboard's users: a card too, with its actions.
    const users = page.getByRole('table', { name: 'Users' });
    const mina = users.getByRole('row', { name: /Mina Sherpa/ });
    await mina.waitFor();
    if ((await mina.evaluate((tr) => getComputedStyle(tr).display)) === 'table-row') {
      throw new Error('the users table is still a table at 360 px');
    }
    for (const action of ['View', 'Edit', 'Delete']) {
      expectWithin(await box(mina.getByRole('button', { name: action }), action), 360, action);
    }
    await expectNoSidewaysScroll(page, 'the dashboard');
    await expectSearchOnScreen(page, 'the dashboard');

    await page.goto('/admin/people');
    const table = page.getByRole('table', { name: 'All people' });
    await expectHariCard(page, table, ['View', 'Edit', 'Delete']);
    await expectPagerOnOneLine(page);
    await expectNoSidewaysScroll(page, 'All People');
    await expectSearchOnScreen(page, 'All People');

    // Sorting stays at hand: the sortable headers are the phone's sort buttons.
    await table.getByRole('button', { name: 'Name' }).click();
    await eventually('sorted by name', async () =>
      /^Hari Thapa/.test(await table.getByRole('row').nth(1).innerText()),
    );
    // The active chip shows its state: named with it, marked on its header, an arrow drawn.
    const chip = table.getByRole('button', { name: 'Name, sorted ascending', exact: true });
    await chip.waitFor();
    const sortState = await chip.locator('xpath=ancestor::th[1]').getAttribute('aria-sort');
    if (sortState !== 'ascending') {
      throw new Error(`the Name chip's header is aria-sort=${sortState}, not ascending`);
    }
    const arrow = await box(chip.locator('svg'), 'the sort arrow');
    if (arrow.width < 8) throw new Error('the sort arrow is not drawn in the chip at 360 px');
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(`11–12 of ${PEOPLE}`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Previous page' }).click();

    // The details dialog shows the grouped number too.
    await table
      .getByRole('row', { name: /Hari Thapa/ })
      .getByRole('button', { name: 'View' })
      .click();
    const details = page.getByRole('dialog', { name: 'Person details' });
    await details.getByText(HARI_SHOWN, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    await page.goto(`/admin/users/${collector.id}`);
    await expectHariCard(page, page.getByRole('table', { name: 'People added' }), [
      'View',
      'Edit',
      'Delete',
    ]);
    await expectNoSidewaysScroll(page, 'the user detail page');
    await expectSearchOnScreen(page, 'the user detail page');
  } finally {
    await page.context().close();
  }
});

test("the collector's My People shows cards with visible actions on a 360 px phone", async () => {
  const page = await phonePage();
  try {
    await signInAsCollector(page, collector.phone, collector.password);
    const table = page.getByRole('table', { name: 'People added' });
    await expectHariCard(page, table, ['View', 'Edit', 'Delete']);
    await expectPagerOnOneLine(page);
    await expectNoSidewaysScroll(page, 'My People');
    await table
      .getByRole('row', { name: /Hari Thapa/ })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByText('This action cannot be undone.').waitFor();
  } finally {
    await page.context().close();
  }
});

test('the activity log shows each event as a card on a 360 px phone, phones grouped', async () => {
  const page = await phonePage();
  try {
    await signInAsAdmin(page, app);
    await page.goto('/admin/activity');
    const log = page.getByRole('table', { name: 'Activity' });
    // Hari's one-time code, sent when he was registered: the action on top, the number grouped.
    const event = log.getByRole('row', { name: `Code verified ${HARI_SHOWN}` }).first();
    await event.waitFor();
    if ((await event.evaluate((tr) => getComputedStyle(tr).display)) === 'table-row') {
      throw new Error('at 360 px the event is still a table row');
    }
    expectWithin(await box(event, 'the card'), PHONE.width, 'the card');
    const title = await box(
      event.getByRole('cell', { name: 'Code verified', exact: true }),
      'the action',
    );
    const time = await box(event.locator('time'), 'the time');
    if (!(title.y < time.y)) throw new Error('the action is not the first line of the card');
    expect(await log.getByText('+919100000001').count()).toBe(0);
    await expectNoSidewaysScroll(page, 'Activity');
  } finally {
    await page.context().close();
  }
});

/** The Actions column, and in it Delete, fully inside the table's box; the phone on one line. */
async function expectLastColumnShown(table: Locator, what: string) {
  const row = table.getByRole('row', { name: /Hari Thapa/ });
  await row.waitFor();
  const scroller = await table.evaluate((t) => {
    const box = t.parentElement!;
    return {
      scroll: box.scrollWidth,
      client: box.clientWidth,
      right: box.getBoundingClientRect().right,
    };
  });
  if (scroller.scroll > scroller.client) {
    throw new Error(`${what}: the table is ${scroller.scroll}px in a ${scroller.client}px box`);
  }
  const del = await box(row.getByRole('button', { name: 'Delete' }), 'Delete');
  if (del.x + del.width > scroller.right + 0.5) throw new Error(`${what}: Delete is cut off`);
  const phone = row.getByText(HARI_SHOWN, { exact: true });
  const lines = await phone.evaluate((el) => el.getClientRects().length);
  if (lines !== 1) throw new Error(`${what}: the phone number wraps`);
}

test('at 1280 px no table cuts off its last column, and phones read +91 91000 00001', async () => {
  const collectorPage = (await newPage(browser, app.baseUrl, { viewport: WIDE })).page;
  try {
    await signInAsCollector(collectorPage, collector.phone, collector.password);
    await expectLastColumnShown(
      collectorPage.getByRole('table', { name: 'People added' }),
      'My People',
    );
  } finally {
    await collectorPage.context().close();
  }

  const page = (await newPage(browser, app.baseUrl, { viewport: WIDE })).page;
  try {
    await signInAsAdmin(page, app);
    await page.goto('/admin/people');
    await expectLastColumnShown(page.getByRole('table', { name: 'All people' }), 'All People');
    await page.goto(`/admin/users/${collector.id}`);
    await expectLastColumnShown(
      page.getByRole('table', { name: 'People added' }),
      'the user detail page',
    );
  } finally {
    await page.context().close();
  }
});
