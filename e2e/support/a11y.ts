// Accessibility as a gate: axe (WCAG 2.0 A and AA, 2.1 AA) on every page of the production build
// and the dialogs over them, in both themes at 1280 and 360 px, must find nothing. A page is
// scanned with no rule and no element left out. One exception, while a modal dialog or drawer is
// open and only inside it: its focus trap's sentinels (Fluent's tabster, `<i data-tabster-dummy
// aria-hidden="true" tabindex="0">`) are hidden and focusable by design, so they alone are left out
// of the `aria-hidden-focus` rule (as Microsoft's Accessibility Insights does). The page itself
// has none, before or after a modal (shell/src/app/tabster-sentinels.ts).
// One walk covers both themes: at each stop every rule runs in the light theme, then the system
// preference turns dark (the app follows it live, packages/session/src/theme-atom.ts) and the
// rules whose outcome depends on colour run again. The page, its dialog and its DOM are the same
// in both themes; only the colours differ.
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
/** The rules among AXE_TAGS whose outcome depends on the theme's colours (WCAG 1.4.1 and 1.4.3). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** An open modal's own focus-trap sentinels (a dialog's, an alert dialog's, the drawer's). */
const MODAL_SENTINELS = '[aria-modal="true"] [data-tabster-dummy]';

/**
 * What axe finds on the page as it is now, one line per rule and element (also for a browser
 * test that checks its own page and dialogs, e.g. duplicates-page.e2e.ts).
 */
export async function axeFindings(
  page: Page,
  { colourOnly = false }: { colourOnly?: boolean } = {},
): Promise<string[]> {
  // Only violations are read: axe then keeps one example of each passed check instead of every
  // element (most of a scan's time on a long page goes to what passed).
  const axe = () => new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  let violations;
  if (colourOnly) {
    ({ violations } = await axe().withRules(COLOUR_RULES).analyze());
  } else if ((await page.locator(MODAL_SENTINELS).count()) === 0) {
    ({ violations } = await axe().withTags(AXE_TAGS).analyze());
  } else {
    const everything = await axe().withTags(AXE_TAGS).disableRules(['aria-hidden-focus']).analyze();
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

/** The app's own background colour now (the root FluentProvider's token): tells the themes apart. */
const background = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('.fui-FluentProvider');
    return root ? getComputedStyle(root).getPropertyValue('--colorNeutralBackground1').trim() : '';
  });

/**
 * Turns the system preference to `theme` and waits until the app shows it: its background is the
 * light one's again, or any other (dark) one.
 */
async function turnTheme(page: Page, theme: Theme, light: string) {
  await page.emulateMedia({ colorScheme: theme });
  await page.waitForFunction(
    ([light, wantLight]) => {
      const root = document.querySelector('.fui-FluentProvider');
      const now = root
        ? getComputedStyle(root).getPropertyValue('--colorNeutralBackground1').trim()
        : '';
      return now !== '' && (now === light) === wantLight;
    },
    [light, theme === 'light'] as const,
  );
}

/**
 * The colour rules' findings once the theme change has settled: a page switches its theme in a
 * frame or two, and an open dialog's parts can follow a frame later than the page (CI met one
 * under load). What a first scan finds is scanned again half a second later; only what is still
 * there counts, so a colour that stays wrong fails.
 */
async function settledColourFindings(page: Page): Promise<string[]> {
  const first = await axeFindings(page, { colourOnly: true });
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  return axeFindings(page, { colourOnly: true });
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

  test(`every page in the light and the dark theme on the ${viewport} screen has no axe violations and its own tab title`, async () => {
    const { context, page } = await tourContext(browser, app, 'light', viewport);
    const findings: string[] = [];
    const started = Date.now();
    let light = '';
    try {
      for (const stop of tour(app, data, viewport)) {
        await stop.reach(page);
        if (stop.title && (await page.title()) !== stop.title) {
          findings.push(`${stop.name}: tab title is '${await page.title()}', not '${stop.title}'`);
        }
        for (const finding of await axeFindings(page)) findings.push(`${stop.name}: ${finding}`);
        if (!light) {
          light = await background(page);
          if (!light) throw new Error(`${stop.name}: no FluentProvider, so no theme to tell apart`);
        }
        await turnTheme(page, 'dark', light);
        for (const finding of await settledColourFindings(page))
          findings.push(`${stop.name} (dark): ${finding}`);
        await turnTheme(page, 'light', light);
        await stop.leave?.(page);
      }
    } finally {
      await context.close();
    }
    console.log(`a11y ${viewport}, both themes: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(findings).toEqual([]);
  });
}
