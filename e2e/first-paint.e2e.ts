// The signed-in pages' static first paint in Chromium on the production build: a collector (or an
// admin) who has opened the app once reloads the dashboard with every script held back and still
// sees the layout's header and the page's h1 and subtitle (index.html's inline script, from the
// stored session and cached descriptors); once the scripts arrive the real page replaces it at
// the same place, under the site-wide CSP (the inline script allowed by its hash), no violation.
import type { Browser, Locator, Page } from 'playwright-core';
import './support/setup';
import { watchViolations } from './support/csp';
import { ADMIN, startApp, type Collector, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsAdmin, signInAsCollector } from './support/browser';
import { eventually } from './support/wait';

let app: RunningApp;
let browser: Browser;
let collector: Collector;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  collector = await app.createCollector({ firstName: 'Priya', lastName: 'Nair' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The element's box on the page, rounded to the pixel. */
async function boxOf(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  const [x, y, width, height] = [box.x, box.y, box.width, box.height].map(Math.round);
  return { x, y, width, height };
}

interface Case {
  who: string;
  viewport: { width: number; height: number };
  signIn(page: Page): Promise<void>;
  userName: string;
  h1: string;
  subtitle: string;
  tabTitle: string;
  /** Something only the page itself draws (not the heading its loading state also shows). */
  pageContent(page: Page): Locator;
}

const COLLECTOR_PAGE = {
  signIn: (page: Page) => signInAsCollector(page, collector.phone, collector.password),
  userName: 'Priya Nair',
  h1: 'My People',
  subtitle: 'Manage and update the households you have registered.',
  tabTitle: 'My People · Household Registry',
  pageContent: (page: Page) => page.getByRole('heading', { name: 'People added', level: 2 }),
};
const CASES: Case[] = [
  { who: 'a collector on a phone', viewport: { width: 412, height: 823 }, ...COLLECTOR_PAGE },
  { who: 'a collector on a desktop', viewport: { width: 1280, height: 800 }, ...COLLECTOR_PAGE },
  {
    who: 'an admin on a desktop',
    viewport: { width: 1280, height: 800 },
    signIn: (page: Page) => signInAsAdmin(page, app),
    userName: `${ADMIN.firstName} ${ADMIN.lastName}`,
    h1: 'Welcome back',
    subtitle: 'Monitor user activity and manage your team efficiently.',
    tabTitle: 'Admin dashboard · Household Registry',
    pageContent: (page: Page) => page.getByPlaceholder('Search users...'),
  },
];

test.each(CASES)(
  'for $who, the page heading is painted before any script, then the real page takes its place',
  async ({ who, viewport, signIn, userName, h1: heading, subtitle, tabTitle, pageContent }) => {
    const { context, page } = await newPage(browser, app.baseUrl, { viewport });
    try {
      const violations = await watchViolations(context, page);
      await signIn(page);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await eventually('the descriptors are cached with their headings', async () =>
        (
          (await page.evaluate(() => localStorage.getItem('household-registry.remotes'))) ?? ''
        ).includes('"headings"'),
      );

      // Every script held back until the static paint has been checked.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = 0;
      await page.route('**/*.js', async (route) => {
        held += 1;
        await released;
        await route.continue();
      });
      await page.reload({ waitUntil: 'commit' });
      const fp = page.locator('#root > .fp');
      await fp.locator('.fp-h1', { hasText: heading }).waitFor();
      expect(await fp.getAttribute('aria-hidden')).toBe('true');
      expect(await fp.locator('.fp-subtitle').textContent()).toBe(subtitle);
      expect(await fp.locator('.fp-subtitle').isVisible()).toBe(true);
      expect(await fp.locator('.fp-user').textContent()).toBe(userName);
      const wide = viewport.width >= 900;
      // The app's title: in the header on a phone, in the sidebar from 900 px up.
      const title = fp.locator(wide ? '.fp-brand' : '.fp-title');
      expect(await title.textContent()).toBe('Household Registry');
      expect(await title.isVisible()).toBe(true);
      expect(await page.title()).toBe(tabTitle);
      expect(held).toBeGreaterThan(0);
      expect(await page.getByRole('heading').count()).toBe(0); // no React yet
      await page.screenshot({ path: `/tmp/first-paint-${who.replace(/\W+/g, '-')}.png` });
      const staticH1 = await boxOf(page, '.fp-h1');
      const staticSubtitle = await boxOf(page, '.fp-subtitle');
      const staticHeader = await boxOf(page, '.fp-header');
      // The user's name: in the header from 900 px up; on a phone in the drawer (no room).
      expect(await fp.locator('.fp-user').isVisible()).toBe(wide);
      const staticUser = wide ? await boxOf(page, '.fp-user') : null;

      release();
      const h1 = page.getByRole('heading', { name: heading, level: 1 });
      await h1.waitFor();
      await fp.waitFor({ state: 'detached' });
      // The heading also shows while the page's code loads; measure once the page itself is in,
      // when that loading heading has made way for the page's own.
      await pageContent(page).waitFor();
      expect(await h1.count()).toBe(1);
      // The same boxes: React's page is no new, larger paint and moves nothing.
      expect(await boxOf(page, 'main h1')).toEqual(staticH1);
      expect(await boxOf(page, `main :text-is("${subtitle}")`)).toEqual(staticSubtitle);
      expect(await boxOf(page, 'header')).toEqual(staticHeader);
      expect(await page.locator('header').getByText(userName).count()).toBe(wide ? 1 : 0);
      const user = wide ? await boxOf(page, `header :text-is("${userName}")`) : null;
      expect(user).toEqual(staticUser);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  },
);
