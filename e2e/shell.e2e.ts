// The shell through the production build in Chromium: sign-in of both roles, the guards, a
// session and a theme that survive a reload, an expired token, and the run-time manifest: a
// remote whose files are missing fails alone (error with Retry, its last known sidebar item kept,
// the rest works) and a remote moved to another origin is picked up without rebuilding the shell.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import './support/setup';
import { ADMIN, ROOT, startApp, type Collector, type RunningApp } from './support/app';
import { closeCdn, serveFolder, type Cdn } from './support/cdn';
import { launchBrowser, newPage, signInAsAdmin, signInAsCollector } from './support/browser';
import { eventually } from './support/wait';

const ADMIN_NAME = `${ADMIN.firstName} ${ADMIN.lastName}`;

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function expectPath(page: Page, expected: string) {
  await eventually(`URL ${expected} (now ${pathOf(page)})`, async () => pathOf(page) === expected);
}

async function expectText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('shell with every remote in place', () => {
  let app: RunningApp;
  let collector: Collector;

  beforeAll(async () => {
    app = await startApp();
    collector = await app.createCollector({ firstName: 'Ravi', lastName: 'Kumar' });
  });
  afterAll(async () => {
    await app?.stop();
  });

  async function open() {
    return newPage(browser, app.baseUrl, { viewport: { width: 1280, height: 800 } });
  }

  it('admin signs in and lands on the dashboard; reload keeps the session', async () => {
    const { context, page } = await open();
    await page.goto('/login/admin');
    await eventually(
      'the sign-in title',
      async () => (await page.title()) === 'Sign in · Household Registry',
    );
    await signInAsAdmin(page, app);
    await expectText(page, ADMIN_NAME);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    await page.reload();
    await expectPath(page, '/admin/dashboard');
    await expectText(page, ADMIN_NAME);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    // Within the session the login page is not reachable.
    await page.goto('/login/admin');
    await expectPath(page, '/admin/dashboard');
    await context.close();
  });

  it('the shell and the remotes it loaded run on one federation run time, the one the shell ships', async () => {
    const { context, page } = await open();
    await signInAsAdmin(page, app);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();

    const runtime = () =>
      page.evaluate(() => {
        const global = globalThis as unknown as {
          __FEDERATION__: { __INSTANCES__: { name: string; constructor: unknown }[] };
          _FEDERATION_RUNTIME_CORE?: { ModuleFederation: unknown };
        };
        const instances = global.__FEDERATION__.__INSTANCES__;
        return {
          names: instances.map((instance) => instance.name).sort(),
          // Each copy of the run time has a ModuleFederation class of its own.
          classes: new Set(instances.map((instance) => instance.constructor)).size,
          provided: instances.every(
            (instance) =>
              instance.constructor === global._FEDERATION_RUNTIME_CORE?.ModuleFederation,
          ),
        };
      });
    await eventually('the admin remote is loaded', async () =>
      (await runtime()).names.includes('remote_admin'),
    );
    // Before the copies were merged, the shell ran on one copy and provided the remotes another.
    expect(await runtime()).toMatchObject({ classes: 1, provided: true });
    await context.close();
  });

  it('one React, one session, one QueryClient, one i18n and one Fluent context and style renderer, all from the shell; no Fluent component package or @hr/ui family is shared', async () => {
    const { context, page } = await open();
    await signInAsCollector(page, collector.phone, collector.password);
    await page.getByRole('heading', { name: 'My People' }).waitFor();
    const scope = () =>
      page.evaluate(() => {
        type Versions = Record<string, { loaded?: boolean; lib?: unknown; from: string }>;
        const global = globalThis as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Versions>>> };
        };
        const keys: Record<string, string[]> = {};
        const loaded: Record<string, string[]> = {};
        for (const scopes of Object.values(global.__FEDERATION__.__SHARE__)) {
          for (const packages of Object.values(scopes)) {
            for (const [key, versions] of Object.entries(packages)) {
              keys[key] = Object.keys(versions);
              for (const info of Object.values(versions)) {
                if (info.loaded || info.lib) (loaded[key] ??= []).push(info.from);
              }
            }
          }
        }
        return { keys: Object.keys(keys), loaded };
      });
    const { keys, loaded } = await scope();
    for (const key of [
      'react',
      'react-dom',
      'react-router',
      'jotai',
      '@hr/session',
      '@tanstack/react-query',
      '@hr/api/query',
      '@hr/i18n',
      'i18next',
      'react-i18next',
      '@fluentui/react-shared-contexts',
      '@griffel/react',
    ]) {
      expect([key, loaded[key]]).toEqual([key, ['shell']]);
    }
    // Identity only: Fluent's components, axios, the phone library and our kit are bundled.
    const bundled = keys.filter(
      (key) =>
        (key.startsWith('@fluentui/') && key !== '@fluentui/react-shared-contexts') ||
        key.startsWith('@hr/ui') ||
        ['axios', 'libphonenumber-js', 'styled-components', 'tabster'].includes(key),
    );
    expect(bundled).toEqual([]);
    await context.close();
  });

  it("one theme reaches a remote's components, and a button from the shell and one from a remote look the same", async () => {
    const { context, page } = await open();
    await page.emulateMedia({ colorScheme: 'light' });
    // What a primary button looks like, whichever app's copy of Fluent's button drew it.
    const look = (name: string) =>
      page.getByRole('button', { name }).evaluate((el) => {
        const style = getComputedStyle(el);
        return [
          'background-color',
          'color',
          'border-top-color',
          'border-top-width',
          'border-radius',
          'font-family',
          'font-size',
          'font-weight',
          'line-height',
          'padding-left',
          'padding-right',
        ].map((property) => `${property}: ${style.getPropertyValue(property)}`);
      });
    // Fluent's buttons fade between colours: read a look once it holds still.
    const settled = async (name: string) => {
      for (;;) {
        const before = await look(name);
        await page.waitForTimeout(300);
        const after = await look(name);
        if (after.every((line, i) => line === before[i])) return after;
      }
    };
    await page.goto('/login/user');
    const signIn = { light: await settled('Sign in'), dark: [] as string[] };
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    signIn.dark = await settled('Sign in');
    expect(signIn.dark).not.toEqual(signIn.light);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.getByRole('button', { name: 'Switch to dark mode' }).waitFor();

    await signInAsCollector(page, collector.phone, collector.password);
    // Add Person is remote_collector's own button, drawn by its own copy of @fluentui/react-button.
    await page.getByRole('button', { name: 'Add Person' }).waitFor();
    expect(await settled('Add Person')).toEqual(signIn.light);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    await eventually('the remote button turns dark', async () =>
      (await look('Add Person')).every((line, i) => line === signIn.dark[i]),
    );

    // One style renderer: every class rule is in the page once, however many copies registered it.
    const twice = await page.evaluate(() => {
      const seen = new Map<string, number>();
      for (const sheet of document.querySelectorAll('style[data-make-styles-bucket]')) {
        for (const rule of (sheet as HTMLStyleElement).sheet?.cssRules ?? []) {
          seen.set(rule.cssText, (seen.get(rule.cssText) ?? 0) + 1);
        }
      }
      return [...seen].filter(([, n]) => n > 1).map(([text]) => text);
    });
    expect(twice).toEqual([]);
    await context.close();
  });

  it("a remote's menu, with its own copy of Fluent's menu and tabster, moves the focus in and gives it back", async () => {
    const { context, page } = await open();
    await signInAsAdmin(page, app);
    await page.getByRole('link', { name: 'All People' }).click();
    const exportButton = page.getByRole('button', { name: 'Export' });
    await exportButton.focus();
    await page.keyboard.press('Enter');
    const first = page.getByRole('menuitem').first();
    await first.waitFor();
    await eventually('the focus moves into the menu', () =>
      first.evaluate((el) => el === document.activeElement),
    );
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await eventually('the focus returns to Export', () =>
      exportButton.evaluate((el) => el === document.activeElement),
    );
    // No tabster focus sentinels at the ends of <body> (shell/src/app/tabster-sentinels.ts):
    // the one tabster core of the window is the shell's, whichever copy of tabster asked for it.
    expect(
      await page
        .locator('[data-tabster-dummy]')
        .evaluateAll((all) => all.filter((el) => !el.closest('[aria-modal="true"]')).length),
    ).toBe(0);
    await context.close();
  });

  it('collector signs in and lands on My People; the admin area sends them back', async () => {
    const { context, page } = await open();
    await signInAsCollector(page, collector.phone, collector.password);
    await expectText(page, 'Ravi Kumar');
    await page.goto('/admin/lookups');
    await expectPath(page, '/user/dashboard');
    await page.goto('/user/people');
    await expectPath(page, '/user/dashboard');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/login/user');
    await page.goto('/user/dashboard');
    await expectPath(page, '/login/user?reason=unauthorized');
    await expectText(page, 'Please sign in to continue.');
    await context.close();
  });

  it('on a phone, Logout from the navigation drawer leaves a usable login page', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, {
      viewport: { width: 360, height: 740 },
    });
    await signInAsCollector(page, collector.phone, collector.password);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectPath(page, '/login/user');
    await page.getByRole('dialog', { name: 'Navigation' }).waitFor({ state: 'detached' });
    // Nothing is left hidden from assistive technology: the form is found by role, and the same
    // person signs in again on this page without a reload.
    await eventually('the page is no longer aria-hidden', async () =>
      page.evaluate(() => document.querySelector('[aria-hidden="true"] form') === null),
    );
    await page.getByRole('textbox', { name: 'Phone' }).fill(collector.phone);
    await page.getByLabel('Password').fill(collector.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectPath(page, '/user/dashboard');
    await context.close();
  });

  it('a signed-out visitor goes to the login page of the area', async () => {
    const { context, page } = await open();
    await page.goto('/admin/people');
    await expectPath(page, '/login/admin?reason=unauthorized');
    await expectText(page, 'Please sign in to continue.');
    await page.goto('/somewhere/else');
    await expectPath(page, '/login/admin');
    await context.close();
  });

  it('the theme choice survives a reload', async () => {
    const { context, page } = await open();
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAsAdmin(page, app);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    const background = () =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('.fui-FluentProvider')!).backgroundColor,
      );
    const dark = await background();

    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    expect(await background()).toBe(dark);
    expect(await page.evaluate(() => localStorage.getItem('household-registry.theme'))).toBe(
      'dark',
    );
    await context.close();
  });

  it('an expired token sends the user to the login page with the warning', async () => {
    const { context, page } = await open();
    await page.goto('/login/user');
    await page.evaluate((phone) => {
      localStorage.setItem(
        'household-registry.auth',
        JSON.stringify({
          token: 'expired.or.revoked',
          role: 'user',
          admin: null,
          user: { id: '1', firstName: 'Old', lastName: 'Session', email: null, phone },
          authenticated: true,
        }),
      );
    }, collector.phone);
    await page.goto('/user/dashboard');
    await expectPath(page, '/login/user?reason=session-expired');
    await expectText(page, 'Your session has expired. Please sign in again.');
    expect(
      JSON.parse(
        (await page.evaluate(() => localStorage.getItem('household-registry.auth'))) ?? '{}',
      ),
    ).toMatchObject({
      token: null,
      authenticated: false,
    });
    await context.close();
  });
});

describe('the run-time manifest (REMOTES_MANIFEST)', () => {
  let app: RunningApp;
  let collector: Collector;
  let cdn: Cdn;
  let lookupsCdn: Cdn;
  let manifestDir: string;

  beforeAll(async () => {
    cdn = await serveFolder(path.join(ROOT, 'remote-collector/dist'));
    lookupsCdn = await serveFolder(path.join(ROOT, 'remote-lookups/dist'));
    manifestDir = mkdtempSync(path.join(tmpdir(), 'hr-manifest-'));
    const manifest = path.join(manifestDir, 'remotes.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        remote_admin: '/remotes/admin/remoteEntry.js',
        // On an origin the test opens and closes: missing, the lookups area fails on its own;
        // deployed again, Retry brings it back.
        remote_lookups: `${lookupsCdn.url}/remoteEntry.js`,
        // Deployed elsewhere: picked up from the manifest, no shell rebuild.
        remote_collector: `${cdn.url}/remoteEntry.js`,
      }),
    );
    app = await startApp({ env: { REMOTES_MANIFEST: manifest } });
    collector = await app.createCollector();
  });
  afterAll(async () => {
    await app?.stop();
    await closeCdn(cdn);
    await closeCdn(lookupsCdn);
    rmSync(manifestDir, { recursive: true, force: true });
  });

  /**
   * Signs in while the lookups remote is deployed (the browser keeps its descriptor, so its
   * sidebar item), then takes it away and reloads: the remote now fails to load.
   */
  async function signInThenLoseLookups(page: Page) {
    lookupsCdn.available = true;
    await signInAsAdmin(page, app);
    await page.getByRole('link', { name: 'Lookups' }).waitFor();
    lookupsCdn.available = false;
    await page.reload();
  }

  it('a remote whose files are missing shows the error with Retry; the rest keeps working', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, {
      viewport: { width: 1280, height: 800 },
    });
    await signInThenLoseLookups(page);
    // Its sidebar item stays (the last good descriptor); its page shows the error.
    await page.getByRole('link', { name: 'Lookups' }).click();
    await expectText(page, 'This section could not be loaded.');
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.click();
    await expectText(page, 'This section could not be loaded.');

    // Header, theme and the other areas still work.
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    await page.getByRole('link', { name: 'All People' }).click();
    await expectPath(page, '/admin/people');
    await eventually(
      'the All People page',
      async () => (await page.title()).startsWith('All People'),
      30_000,
    );
    await expectText(page, ADMIN_NAME);
    await context.close();
  });

  it('Retry on a remote that failed to load shows its page once the remote is back', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, {
      viewport: { width: 1280, height: 800 },
    });
    await signInThenLoseLookups(page);
    await page.getByRole('link', { name: 'Lookups' }).click();
    await expectText(page, 'This section could not be loaded.');
    const failedFetches = lookupsCdn.hits.length;
    expect(failedFetches).toBeGreaterThan(0);

    // The remote is deployed again; the admin clicks Retry on the same page, no reload.
    lookupsCdn.available = true;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('region', { name: 'Religions' }).waitFor({ timeout: 30_000 });
    await page.getByRole('region', { name: 'Castes' }).waitFor();
    await eventually('the Lookups title', async () => (await page.title()).startsWith('Lookups'));
    expect(await page.getByText('This section could not be loaded.').count()).toBe(0);
    expect(lookupsCdn.hits.slice(failedFetches)).toContain('/remoteEntry.js');
    await context.close();
  });

  it('a remote down on first sight (no descriptor ever seen): the others work, its page shows the error', async () => {
    lookupsCdn.available = false;
    const { context, page } = await newPage(browser, app.baseUrl, {
      viewport: { width: 1280, height: 800 },
    });
    await signInAsAdmin(page, app);
    await page.getByRole('link', { name: 'All People' }).waitFor();
    expect(await page.getByRole('link', { name: 'Lookups' }).count()).toBe(0);
    // A deep link into it: not a redirect to the dashboard, the error with Retry.
    await page.goto('/admin/lookups');
    await expectText(page, 'This section could not be loaded.');
    await expectPath(page, '/admin/lookups');
    lookupsCdn.available = true;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('region', { name: 'Religions' }).waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Lookups' }).waitFor();
    await context.close();
  });

  it('a remote moved to another origin is loaded from there', async () => {
    const { context, page } = await newPage(browser, app.baseUrl, {
      viewport: { width: 1280, height: 800 },
    });
    await signInAsCollector(page, collector.phone, collector.password);
    await eventually('My People from the other origin', async () =>
      (await page.title()).startsWith('My People'),
    );
    expect(cdn.hits).toContain('/remoteEntry.js');
    await context.close();
  });
});
