// Layout and navigation in Chromium on the production build: the admin dashboard's users table on
// the first screen at 1280x800, the sidebar lit on pages below an item, the phone header on one
// line, the drawer giving the focus back to its menu button, the login card centred with the
// theme switch, and the favicon.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Person } from '@hr/contracts';
import './support/setup';
import { registerPerson, seedLookups } from './support/seed';
import { ADMIN, startApp, type Collector, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsAdmin, signInAsCollector } from './support/browser';
import { eventually } from './support/wait';

let app: RunningApp;
let browser: Browser;
let collector: Collector;
let person: Person;
let context: BrowserContext | undefined;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  collector = await app.createCollector({ firstName: 'Priya', lastName: 'Nair' });
  await seedLookups(app, { Hindu: ['Yadav'] });
  const token = await app.collectorToken(collector.phone, collector.password);
  person = await registerPerson(app, token, {
    name: 'Ravi Kumar',
    wardNo: '7',
    phone: '+919812377001',
    caste: 'Yadav',
  });
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function open(viewport: { width: number; height: number }): Promise<Page> {
  const opened = await newPage(browser, app.baseUrl, { viewport, reducedMotion: 'reduce' });
  context = opened.context;
  return opened.page;
}

/** The link of the sidebar that says where the page is (`aria-current`), as its text. */
async function currentNavItem(page: Page): Promise<string | null> {
  const link = page.getByRole('navigation', { name: 'Main navigation' }).locator('a[aria-current]');
  return (await link.count()) === 1 ? link.textContent() : null;
}

test('at 1280x800 the admin dashboard shows the users table without scrolling; Create User opens on demand', async () => {
  const page = await open(DESKTOP);
  await signInAsAdmin(page, app);
  const table = page.getByRole('table', { name: 'Users' });
  const row = table.getByRole('row').filter({ hasText: 'Priya Nair' });
  await row.waitFor();
  const box = await row.boundingBox();
  expect(box && box.y + box.height <= DESKTOP.height).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A collector exists: the form waits behind its disclosure, which keeps the spec's form.
  const disclosure = page.getByRole('button', { name: 'Create User', expanded: false });
  expect(await page.getByRole('form', { name: 'Create User' }).isVisible()).toBe(false);
  await disclosure.click();
  const form = page.getByRole('form', { name: 'Create User' });
  await form.waitFor();
  await form.getByLabel('First Name').waitFor();
});

/** The sidebar's width, and how much of the main column's content box the page's root fills. */
async function measureLayout(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const style = getComputedStyle(main);
    const inner = main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const pageRoot = main.firstElementChild as HTMLElement;
    return {
      sidebar: Math.round(document.querySelector('aside')!.getBoundingClientRect().width),
      fill: pageRoot.getBoundingClientRect().width / inner,
    };
  });
}

test('the sidebar keeps the section lit on pages below it: user detail under Dashboard, Edit Person under My People; both sidebars one width, every page full width; the skip link first', async () => {
  const page = await open(DESKTOP);
  await signInAsAdmin(page, app);
  await eventually('Dashboard is lit', async () => (await currentNavItem(page)) === 'Dashboard');
  const admin = await measureLayout(page);
  expect(admin.fill).toBeGreaterThan(0.99);
  // 'Skip to main content' is the first tab stop; it takes the keyboard to the page.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skip.evaluate((el) => document.activeElement === el)).toBe(true);
  expect(await skip.isVisible()).toBe(true);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
  await page.goto(`/admin/users/${collector.id}`);
  await page.getByRole('heading', { name: 'Priya Nair' }).waitFor();
  await eventually('Dashboard is lit', async () => (await currentNavItem(page)) === 'Dashboard');
  await page.getByRole('link', { name: 'All People' }).click();
  await eventually('All People is lit', async () => (await currentNavItem(page)) === 'All People');

  await page.evaluate(() => localStorage.removeItem('household-registry.auth'));
  await signInAsCollector(page, collector.phone, collector.password);
  await page.goto(`/user/people/${person.id}/edit`);
  await page.getByRole('heading', { name: 'Edit Person' }).waitFor();
  // The collector's first item is named as its page: 'My People'.
  await eventually('My People is lit', async () => (await currentNavItem(page)) === 'My People');
  const collectorEdit = await measureLayout(page);
  expect(collectorEdit).toEqual({ sidebar: admin.sidebar, fill: expect.any(Number) });
  expect(collectorEdit.fill).toBeGreaterThan(0.99);
  await page.getByRole('link', { name: 'My People' }).click();
  await page.getByRole('heading', { name: 'My People', level: 1 }).waitFor();
  await page.getByRole('table', { name: 'People added' }).waitFor();
  expect((await measureLayout(page)).fill).toBeGreaterThan(0.99);
  await page.getByRole('link', { name: 'Add Person' }).click();
  await eventually('Add Person is lit', async () => (await currentNavItem(page)) === 'Add Person');
  await page.getByLabel('Person Phone Number').waitFor();
  expect((await measureLayout(page)).fill).toBeGreaterThan(0.99);
});

test('on a 360px phone the header stays on one line with the whole app name, the language a compact button, the name in the drawer; the drawer closed by Escape or its close button gives the focus back to the menu button', async () => {
  const page = await open(PHONE);
  await signInAsAdmin(page, app);
  const header = page.locator('header').first();
  const title = header.getByText('Household Registry');
  const lineHeight = await title.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  const titleBox = await title.boundingBox();
  expect(titleBox!.height).toBeLessThanOrEqual(lineHeight + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  // Not cut ('Hous…'): the title's text fits its box; the admin's name is not in the header.
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const name = `${ADMIN.firstName} ${ADMIN.lastName}`;
  expect(await header.getByText(name).count()).toBe(0);
  // The language: a globe and 'EN' over the native select, touch-sized.
  const language = header.getByRole('combobox', { name: 'Language' });
  const languageBox = (await language.boundingBox())!;
  expect(languageBox.height).toBeGreaterThanOrEqual(44);
  expect(languageBox.width).toBeLessThan(80);
  expect(await language.locator('xpath=../span').innerText()).toBe('EN');

  const menu = page.getByRole('button', { name: 'Open navigation' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await drawer.waitFor();
  await drawer.getByText(name).waitFor();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  await eventually('the menu button has the focus', () =>
    menu.evaluate((el) => document.activeElement === el),
  );
  // The same after the drawer's close button.
  await menu.click();
  await drawer.getByRole('button', { name: 'Close navigation' }).click();
  await drawer.waitFor({ state: 'detached' });
  await eventually('the menu button has the focus again', () =>
    menu.evaluate((el) => document.activeElement === el),
  );
});

test('the login card is centred at both widths and the theme switch works there', async () => {
  const page = await open(DESKTOP);
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.goto('/login/admin');
    const card = page.locator('form').locator('xpath=..');
    const box = (await card.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
  }
  // On a phone (the last width above) the fields and Sign in are touch-sized, as the wizard's are.
  for (const control of [
    page.getByLabel('Email or phone'),
    page.getByLabel('Password'),
    page.getByRole('button', { name: 'Sign in' }),
  ]) {
    const height = await control.evaluate(
      (el) => (el.closest('span') ?? el).getBoundingClientRect().height,
    );
    expect(height).toBeGreaterThanOrEqual(44);
  }
  const background = () =>
    page.evaluate(
      () => getComputedStyle(document.querySelector('main')!.parentElement!).backgroundColor,
    );
  const before = await background();
  const toggle = page.getByRole('button', { name: /^Switch to (dark|light) mode$/ });
  const name = await toggle.getAttribute('aria-label');
  await toggle.click();
  await page
    .getByRole('button', {
      name: name === 'Switch to dark mode' ? 'Switch to light mode' : 'Switch to dark mode',
    })
    .waitFor();
  expect(await background()).not.toBe(before);
  // The choice holds after signing in (the same stored theme).
  expect(await page.evaluate(() => localStorage.getItem('household-registry.theme'))).toBe(
    name === 'Switch to dark mode' ? 'dark' : 'light',
  );
});

test('the page names its favicon, an SVG with a PNG fallback, and both are served', async () => {
  const page = await open(DESKTOP);
  await page.goto('/login/admin');
  const icons = await page
    .locator('link[rel~="icon"]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute('type'), l.getAttribute('href')]));
  // The SVG last: browsers that can draw it take it, the others the PNG.
  expect(icons).toEqual([
    ['image/png', '/favicon.png'],
    ['image/svg+xml', '/favicon.svg'],
  ]);
  for (const [type, href] of icons) {
    const res = await fetch(`${app.baseUrl}${href}`);
    expect({ href, status: res.status, type: res.headers.get('content-type') }).toEqual({
      href,
      status: 200,
      type: expect.stringContaining(type!),
    });
  }
});
