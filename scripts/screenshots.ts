// `npm run screenshots [-- --out DIR] [--only NAME]`: a PNG of every page and open dialog of the
// production build, in the light and dark themes at 1280x800 and 360x740, into `screenshots/`
// (git-ignored), to look at the screens the way a user sees them. The walk is the accessibility
// tests' (e2e/support/tour.ts) over the same seeded data: a throwaway server on an embedded
// database in a temporary folder, a first admin, collectors, lookups and a dozen households made
// through the real API, one-time codes read from a fake SMS gateway. Builds the front ends only
// when their output is missing (and says so).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { ROOT, startApp } from '../e2e/support/app';
import { launchBrowser } from '../e2e/support/browser';
import { seedDemoData } from '../e2e/support/demo-data';
import { tour, tourContext, type Theme, type ViewportName } from '../e2e/support/tour';

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'screenshots' }, only: { type: 'string' } },
});
const outDir = path.resolve(ROOT, values.out!);

const OUTPUTS = [
  'shell/dist/index.html',
  'remote-admin/dist/remoteEntry.js',
  'remote-lookups/dist/remoteEntry.js',
  'remote-collector/dist/remoteEntry.js',
];

/**
 * The whole page, on a screen made as tall as the page: a bar that sticks to the bottom of the
 * screen (the person form's Save) shows where it is once scrolled to the end, not over the middle
 * of the form, and the sidebar runs the page's height, as it does for a user who scrolls.
 */
async function shootWholePage(page: Page, file: string) {
  const screen = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > screen.height) await page.setViewportSize({ width: screen.width, height });
  try {
    await page.screenshot({ path: file });
  } finally {
    await page.setViewportSize(screen);
  }
}

async function main() {
  const missing = OUTPUTS.filter((f) => !existsSync(path.join(ROOT, f)));
  if (missing.length) {
    console.log(`Build output missing (${missing.join(', ')}): running \`npm run build\` first.`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  } else {
    console.log('Using the existing build output (run `npm run build` first after changes).');
  }

  // Always the embedded database in a temporary folder, whatever the test settings say.
  delete process.env.E2E_DATABASE_URL;
  const started = Date.now();
  const app = await startApp();
  const browser = await launchBrowser();
  let count = 0;
  try {
    const data = await seedDemoData(app);
    rmSync(outDir, { recursive: true, force: true });
    for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
      for (const theme of ['light', 'dark'] as Theme[]) {
        const folder = path.join(outDir, `${viewport}-${theme}`);
        mkdirSync(folder, { recursive: true });
        const { context, page } = await tourContext(browser, app, theme, viewport);
        try {
          for (const [index, stop] of tour(app, data, viewport).entries()) {
            await stop.reach(page);
            if (!values.only || stop.name.includes(values.only)) {
              const file = path.join(
                folder,
                `${String(index + 1).padStart(2, '0')}-${stop.name}.png`,
              );
              // The whole page for pages; with a dialog open, the screen it covers.
              if (stop.overlay) await page.screenshot({ path: file });
              else await shootWholePage(page, file);
              count += 1;
            }
            await stop.leave?.(page);
          }
        } finally {
          await context.close();
        }
        console.log(`${viewport} ${theme}: done`);
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `${count} screenshots in ${path.relative(process.cwd(), outDir) || '.'}/ (${seconds} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
