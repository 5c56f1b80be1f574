// Accessibility as a gate: axe (WCAG 2.0 A and AA, 2.1 AA) on every page of the production build
// and the dialogs over them, in both themes at 1280 and 360 px, must find nothing. A page is
// scanned with no rule and no element left out. One exception, while a modal dialog or drawer is
// open and only inside it: its focus trap's sentinels (Fluent's tabster, `<i data-tabster-dummy
// aria-hidden="true" tabindex="0">`) are hidden and focusable by design, so they alone are left out
// of the `aria-hidden-focus` rule (as Microsoft's Accessibility Insights does). The page itself
// has none, before or after a modal (shell/src/app/tabster-sentinels.ts).
// The desktop and the phone tours are two files (a11y-desktop, a11y-phone), so that the two
// halves of the longest browser test run side by side.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import './setup';
import { startApp, type RunningApp } from './app';
import { launchBrowser } from './browser';
import { seedDemoData, type DemoData } from './demo-data';
import { tour, tourContext, type Theme, type ViewportName } from './tour';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
/** An open modal's own focus-trap sentinels (a dialog's, an alert dialog's, the drawer's). */
const MODAL_SENTINELS = '[aria-modal="true"] [data-tabster-dummy]';

/**
 * What axe finds on the page as it is now, one line per rule and element (also for a browser
 * test that checks its own page and dialogs, e.g. duplicates-page.e2e.ts).
 */
export async function axeFindings(page: Page): Promise<string[]> {
  // Only violations are read: axe then keeps one example of each passed check instead of every
  // element (most of a scan's time on a long page goes to what passed).
  const axe = () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  let violations;
  if ((await page.locator(MODAL_SENTINELS).count()) === 0) {
    ({ violations } = await axe().withTags(AXE_TAGS).analyze());
  } else {
    const everything = await axe()
      .withTags(AXE_TAGS)
      .disableRules(['aria-hidden-focus'])
      .analyze();
    const hiddenFocus = await axe()
      .withRules(['aria-hidden-focus'])
      .exclude(MODAL_SENTINELS)
      .analyze();
    violations = [...everything.violations, ...hiddenFocus.violations];
  }
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/** Every page in both themes on one screen size, against one server with demo data. */
export function everyPageInBothThemes(viewport: ViewportName): void {
  let app: RunningApp;
  let browser: Browser;
  let data: DemoData;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    data = await seedDemoData(app);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  describe.each<[Theme, ViewportName]>([
    ['light', viewport],
    ['dark', viewport],
  ])('every page in the %s theme on the %s screen', (theme, viewport) => {
    test('has no axe violations and its own tab title', async () => {
      const { context, page } = await tourContext(browser, app, theme, viewport);
      const findings: string[] = [];
      const started = Date.now();
      try {
        for (const stop of tour(app, data, viewport)) {
          await stop.reach(page);
          if (stop.title && (await page.title()) !== stop.title) {
            findings.push(
              `${stop.name}: tab title is '${await page.title()}', not '${stop.title}'`,
            );
          }
          for (const finding of await axeFindings(page)) findings.push(`${stop.name}: ${finding}`);
          await stop.leave?.(page);
        }
      } finally {
        await context.close();
      }
      console.log(`a11y ${theme} ${viewport}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(findings).toEqual([]);
    });
  });
}
