// The signed-in pages' static first paint in Chromium on the production build: a collector who
// has opened the app once reloads My People with every script held back and still sees the
// layout's header and the page's h1 and subtitle (index.html's inline script, from the stored
// session and cached descriptors); once the scripts arrive the real page replaces it at the same
// place, under the site-wide CSP (the inline script allowed by its hash) with no violation.
import type { Browser, Page } from 'playwright-core';
import './support/setup';
import { watchViolations } from './support/csp';
import { startApp, type Collector, type RunningApp } from './support/app';
import { launchBrowser, newPage, signInAsCollector } from './support/browser';
import { eventually } from './support/wait';

let app: RunningApp;
let browser: Browser;
let collector: Collector;

const SUBTITLE = 'Manage and update the households you have registered.';

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

test.each([
  ['a phone', { width: 412, height: 823 }],
  ['a desktop', { width: 1280, height: 800 }],
])(
  'on %s, a returning collector sees My People painted before any script, then the real page in its place',
  async (name, viewport) => {
    const { context, page } = await newPage(browser, app.baseUrl, { viewport });
    try {
      const violations = await watchViolations(context, page);
      await signInAsCollector(page, collector.phone, collector.password);
      await page.getByRole('heading', { name: 'My People', level: 1 }).waitFor();
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
      await fp.locator('.fp-h1', { hasText: 'My People' }).waitFor();
      expect(await fp.getAttribute('aria-hidden')).toBe('true');
      expect(await fp.locator('.fp-subtitle').textContent()).toBe(SUBTITLE);
      expect(await fp.locator('.fp-subtitle').isVisible()).toBe(true);
      expect(await fp.locator('.fp-user').textContent()).toBe('Priya Nair');
      const wide = viewport.width >= 900;
      // The app's title: in the header on a phone, in the sidebar from 900 px up.
      const title = fp.locator(wide ? '.fp-brand' : '.fp-title');
      expect(await title.textContent()).toBe('Household Registry');
      expect(await title.isVisible()).toBe(true);
      expect(await page.title()).toBe('My People · Household Registry');
      expect(held).toBeGreaterThan(0);
      expect(await page.getByRole('heading').count()).toBe(0); // no React yet
      await page.screenshot({ path: `/tmp/first-paint-${name.replace(/\W+/g, '-')}.png` });
      const staticH1 = await boxOf(page, '.fp-h1');
      const staticSubtitle = await boxOf(page, '.fp-subtitle');
      const staticHeader = await boxOf(page, '.fp-header');
      const staticUser = await boxOf(page, '.fp-user');

      release();
      const h1 = page.getByRole('heading', { name: 'My People', level: 1 });
      await h1.waitFor();
      await fp.waitFor({ state: 'detached' });
      expect(await h1.count()).toBe(1);
      // The same boxes: React's page is no new, larger paint and moves nothing.
      expect(await boxOf(page, 'main h1')).toEqual(staticH1);
      expect(await boxOf(page, `main :text-is("${SUBTITLE}")`)).toEqual(staticSubtitle);
      expect(await boxOf(page, 'header')).toEqual(staticHeader);
      expect(await boxOf(page, 'header :text-is("Priya Nair")')).toEqual(staticUser);
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  },
);
