// The admin dashboard's "Registrations" card in Chromium on the production build: a person
// registered today shows up in the card's table alternative (the numbers screen readers get)
// and as today's bar; on a 360 px phone the card stays inside the screen, the page does not
// scroll sideways and the x axis has fewer labels than at 1280 px.
import type { Browser, Page } from 'playwright-core';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import { startApp, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsAdmin } from './support/browser';

const PHONE = { width: 360, height: 740 };
const WIDE = { width: 1280, height: 800 };

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A collector registers one person through the API, as the wizard's last step does. */
async function registerOne(phone: string) {
  await seedLookups(app);
  const collector = await app.createCollector({ firstName: 'Mina', lastName: 'Sherpa' });
  const token = await app.collectorToken(collector.phone, collector.password);
  await registerPerson(app, token, {
    name: 'Hari Thapa',
    fatherName: 'Ram Thapa',
    areaName: 'Lakeside',
    phone,
    householdSize: 4,
  });
}

async function adminDashboard(viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, app.baseUrl, { viewport });
  await signInAsAdmin(page, app);
  return page;
}

const card = (page: Page) => page.getByRole('region', { name: 'Registrations' });
const today = () => new Date().toISOString().slice(0, 10);

/** The count in the table's row for a UTC day. */
async function countOn(page: Page, date: string): Promise<number> {
  const row = card(page)
    .getByRole('row')
    .filter({ has: page.locator(`time[datetime="${date}"]`) });
  return Number(await row.getByRole('cell').textContent());
}

/** The x axis labels a sighted user sees. */
const visibleLabels = (page: Page) =>
  card(page)
    .getByTestId('registrations-chart')
    .locator('span:visible')
    .evaluateAll((spans) => spans.map((s) => s.textContent).filter((t) => t && !/^\d+$/.test(t)));

it("shows today's registrations in the card's table and as today's bar", async () => {
  const page = await adminDashboard(WIDE);
  await card(page).getByRole('heading', { name: 'Registrations', level: 2 }).waitFor();
  expect(await card(page).getByRole('table').getByRole('row').count()).toBe(31);
  const before = await countOn(page, today());

  await registerOne('+919100000001');
  await page.reload();
  await card(page).getByRole('table').waitFor();
  expect(await countOn(page, today())).toBe(before + 1);
  // The lazily loaded chart: 30 bars, today's the last, titled with its count.
  const bars = card(page).locator('[data-count]');
  // Attached, not visible: a day without registrations is drawn as zero (no height).
  await bars.first().waitFor({ state: 'attached' });
  expect(await bars.count()).toBe(30);
  expect(await bars.last().getAttribute('data-date')).toBe(today());
  expect(await bars.last().getAttribute('title')).toMatch(new RegExp(`: ${before + 1}$`));
  expect(await visibleLabels(page)).toHaveLength(4);
  await page.context().close();
});

it('fits a 360 px phone: the card inside the screen, no sideways scroll, fewer x labels', async () => {
  const page = await adminDashboard(PHONE);
  const chart = card(page).getByTestId('registrations-chart');
  await chart.locator('[data-count]').first().waitFor({ state: 'attached' });
  await card(page).scrollIntoViewIfNeeded();

  for (const [what, locator] of [
    ['the card', card(page)],
    ['the chart', chart],
  ] as const) {
    const b = await locator.boundingBox();
    if (!b) throw new Error(`${what} is not on screen`);
    if (b.x < 0 || b.x + b.width > PHONE.width + 0.5) {
      throw new Error(`${what} runs from ${b.x} to ${b.x + b.width}, past ${PHONE.width}`);
    }
  }
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
  expect(await visibleLabels(page)).toHaveLength(2);
  await page.context().close();
});

it("the chart's screen readers' table adds no empty space below the dashboard's last card", async () => {
  const page = await adminDashboard(WIDE);
  await card(page).getByRole('table').waitFor({ state: 'attached' });
  const { bottom, height } = await page.evaluate(() => ({
    // The lowest card (Households by ward follows the chart now).
    bottom: Math.max(
      ...[...document.querySelectorAll('main [role="region"], main section')].map(
        (region) => region.getBoundingClientRect().bottom + window.scrollY,
      ),
    ),
    height: document.documentElement.scrollHeight,
  }));
  // The page's own bottom padding, not the 30 hidden rows (they made ~500 px of empty page).
  expect(height - bottom).toBeLessThan(80);
  await page.context().close();
});
