// The installable app (issue 15 item 3) in Chromium on the production build: the web app
// manifest as Chromium reads it, and the service worker: a collector who loaded the app once (a
// fresh profile, one load) reloads Add Person without a network and finds the page, the offline
// banner (the draft waits for Save) and the draft offered back;
// the API is never answered from the worker's caches; back online the banner goes.
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import './support/setup';
import { ROOT, startApp, type RunningApp } from './support/app';
import { closeCdn, serveFolder } from './support/cdn';
import { launchBrowser, newPage, signInAsAdmin, signInAsCollector } from './support/browser';
import { eventually } from './support/wait';

const OFFLINE_TEXT =
  'You are offline. Your draft is kept on this device; nothing is sent until you are back online and press Save.';
const PHONE_VIEWPORT = { width: 360, height: 740 };

let app: RunningApp | undefined;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** A server of the test's own (a fresh database), as `app`. */
async function start(env: Record<string, string> = {}): Promise<RunningApp> {
  app = await startApp({ env });
  return app;
}

function expectEqual<T>(actual: T, expected: T, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_TEXT });

/** Until the page's requests go through the service worker (it claims open pages on activation). */
async function waitForServiceWorkerControl(page: Page) {
  await eventually('the service worker controls the page', () =>
    page.evaluate(() => navigator.serviceWorker.controller !== null),
  );
}

/** Every URL the worker's caches hold (precache and runtime caches). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

test('the app is installable: Chromium reads the manifest without errors, icons and theme colours included', async () => {
  const { context, page } = await newPage(browser, (await start()).baseUrl, {
    serviceWorkers: 'allow',
  });
  try {
    for (const address of ['/login/user', '/login/admin', '/user/dashboard']) {
      await page.goto(address);
      const cdp: CDPSession = await context.newCDPSession(page);
      const { errors, url } = (await cdp.send('Page.getAppManifest')) as {
        errors: { message: string }[];
        url: string;
      };
      expectEqual(errors, [], `manifest errors on ${address}`);
      expectEqual(new URL(url).pathname, '/manifest.webmanifest', `manifest link on ${address}`);
      const themes = await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((m) => m.getAttribute('media')));
      expectEqual(
        themes,
        ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)'],
        `theme-color for both themes on ${address}`,
      );
      await cdp.detach();
    }
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      display: string;
      start_url: string;
      scope: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expectEqual(
      [manifest.name, manifest.display, manifest.start_url, manifest.scope],
      ['Household Registry', 'standalone', '/', '/'],
      'manifest',
    );
    for (const needed of ['192x192 any', '512x512 any', '512x512 maskable']) {
      const [sizes, purpose] = needed.split(' ');
      const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      if (!icon) throw new Error(`no ${needed} icon in the manifest`);
      const res = await page.request.get(icon.src);
      expectEqual([res.status(), res.headers()['content-type']], [200, 'image/png'], icon.src);
      // The PNG's own size (IHDR width and height) is the one the manifest states.
      const png = await res.body();
      expectEqual(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, sizes, `${icon.src} size`);
    }
  } finally {
    await context.close();
  }
});

test('a collector reloads Add Person offline: the page, the banner and the draft are there; back online the banner goes', async () => {
  const { baseUrl, createCollector } = await start();
  const collector = await createCollector();
  const { context, page } = await newPage(browser, baseUrl, {
    serviceWorkers: 'allow',
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await signInAsCollector(page, collector.phone, collector.password);
    await page.goto('/user/people/new');
    await waitForServiceWorkerControl(page);
    // A returning visit's page request does not wait for the worker to start (navigation
    // preload): that wait held a phone's first paint by about a second.
    await eventually('the worker turned navigation preload on', () =>
      page
        .evaluate(async () => (await navigator.serviceWorker.ready).navigationPreload.getState())
        .then((state) => state.enabled === true),
    );
    // No second online load: the files of this first one, fetched before the worker existed,
    // are handed to it by the page (a fresh profile once found 'This section could not be
    // loaded' offline here).
    // Up to a minute: the worker fetches the first load's files itself, and in CI the file beside
    // this one may be seeding 25,000 people (a run timed out here at the 15 s default).
    // Every file of it, not one as a sign of the rest: the page's own chunks may come last (a
    // loaded run once went offline with the wizard's chunk still on its way into the cache).
    await eventually(
      'the worker cached every file of the first load',
      async () => {
        const cached = new Set((await cachedUrls(page)).map((u) => new URL(u).pathname));
        const loaded = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter(
              (p) =>
                (p.endsWith('.js') && p !== '/sw.js') ||
                p === '/remotes.json' ||
                p.endsWith('/descriptor.json'),
            ),
        );
        return (
          loaded.includes('/remotes/collector/remoteEntry.js') &&
          loaded.every((p) => cached.has(p))
        );
      },
      60_000,
    );
    const phoneField = page.getByLabel('Person Phone Number');
    await phoneField.fill('9812300007');
    const typed = await phoneField.inputValue();
    await eventually('the wizard stored its draft', () =>
      page.evaluate(
        (t) => (localStorage.getItem('household-registry.wizard-draft') ?? '').includes(t),
        typed.replace(/\D/g, '').slice(-10),
      ),
    );
    if (await banner(page).isVisible()) throw new Error('the offline banner shows while online');

    await context.setOffline(true);
    await page.reload();
    // Still signed in (no trip to the login page), the page from the cache, the draft offered
    // back ('Continue'), the typed phone kept.
    await page
      .getByText(/^You have an unfinished household from \d\d:\d\d \(phone 98123\s00007\)\.$/)
      .waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await phoneField.waitFor();
    expectEqual(
      new URL(page.url()).pathname,
      '/user/people/new',
      'address after the offline reload',
    );
    expectEqual(await phoneField.inputValue(), typed, 'phone after the offline reload');
    await banner(page).waitFor();
    await page.getByRole('button', { name: 'Open navigation' }).waitFor();

    // The API is not answered from a cache: offline, a call the page made online fails.
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('household-registry.auth') ?? '{}') as { token?: string })
          .token ?? '',
    );
    const offlineCall = await page.evaluate(
      (bearer) =>
        fetch('/api/user/people?page=1&pageSize=10', {
          headers: { authorization: `Bearer ${bearer}` },
        }).then(
          (res) => `answered ${res.status}`,
          () => 'failed',
        ),
      token,
    );
    expectEqual(offlineCall, 'failed', 'an API call offline');
    const apiCached = (await cachedUrls(page)).filter((u) =>
      new URL(u).pathname.startsWith('/api'),
    );
    expectEqual(apiCached, [], 'API responses in the service worker caches');

    await context.setOffline(false);
    await banner(page).waitFor({ state: 'hidden' });
    expectEqual(await phoneField.inputValue(), typed, 'phone back online');
  } finally {
    await context.close();
  }
});

test('the admin layout shows the offline banner too, and drops it back online', async () => {
  const { context, page } = await newPage(browser, (await start()).baseUrl, {
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInAsAdmin(page, app!);
    await page.getByRole('main').waitFor();
    await context.setOffline(true);
    await banner(page).waitFor();
    await context.setOffline(false);
    await banner(page).waitFor({ state: 'hidden' });
  } finally {
    await context.close();
  }
});

test('a remote on another origin under the worker: a redeployed remoteEntry.js and descriptor.json are live on the next load, its chunks come from the cache, offline the last copy, a missing deploy still fails', async () => {
  // The collector remote deployed on a CDN of its own: a copy the test can redeploy.
  const deployDir = mkdtempSync(path.join(tmpdir(), 'hr-pwa-cdn-'));
  cpSync(path.join(ROOT, 'remote-collector', 'dist'), deployDir, { recursive: true });
  const cdn = await serveFolder(deployDir);
  const manifest = path.join(deployDir, 'remotes.json');
  writeFileSync(
    manifest,
    JSON.stringify({
      remote_admin: '/remotes/admin/remoteEntry.js',
      remote_lookups: '/remotes/lookups/remoteEntry.js',
      remote_collector: {
        entry: `${cdn.url}/remoteEntry.js`,
        descriptor: `${cdn.url}/descriptor.json`,
      },
    }),
  );
  const { baseUrl, createCollector } = await start({ REMOTES_MANIFEST: manifest });
  const collector = await createCollector();
  const { context, page } = await newPage(browser, baseUrl, {
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 900 },
  });
  // The app's own page: not index.html's static first paint, nor the heading the area shows while
  // the page's code loads (both say 'My People'), but the page's table card.
  const myPeople = () =>
    eventually('the My People page', () =>
      page.evaluate(
        () =>
          !document.querySelector('#root > .fp') &&
          [...document.querySelectorAll('h2')].some((h) => h.textContent === 'People added'),
      ),
    );
  try {
    await signInAsCollector(page, collector.phone, collector.password);
    await waitForServiceWorkerControl(page);
    await page.reload();
    await myPeople();

    // A new deployment of the remote (same chunks, a new entry, a descriptor with one more
    // sidebar item), then a load.
    appendFileSync(path.join(deployDir, 'remoteEntry.js'), '\n;self.__hrDeploy = "v2";\n');
    const descriptorFile = path.join(deployDir, 'descriptor.json');
    const descriptor = JSON.parse(readFileSync(descriptorFile, 'utf8')) as {
      sidebar: { label: string; path: string; icon: string; order: number }[];
    };
    descriptor.sidebar.push({
      label: 'Field guide',
      path: '/user/dashboard',
      icon: 'people',
      order: 90,
    });
    writeFileSync(descriptorFile, JSON.stringify(descriptor));
    const before = cdn.hits.length;
    await page.reload();
    await myPeople();
    expectEqual(
      await page.evaluate(() => (self as { __hrDeploy?: string }).__hrDeploy),
      'v2',
      'entry run after the redeploy',
    );
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Field guide' })
      .waitFor({ timeout: 30_000 });
    const hits = cdn.hits.slice(before);
    if (!hits.includes('/remoteEntry.js')) throw new Error(`entry not asked again: ${hits}`);
    if (!hits.includes('/descriptor.json')) throw new Error(`descriptor not asked again: ${hits}`);
    const chunks = hits.filter((h) => /\.[0-9a-f]{8}\.js$/.test(h));
    expectEqual(chunks, [], 'hashed chunks fetched again (the CDN forbids HTTP caching)');

    // Offline: the remote's last copy from the worker's cache.
    await context.setOffline(true);
    await page.reload();
    await myPeople();
    await banner(page).waitFor();
    await context.setOffline(false);

    // Online with the deployment gone: the error with Retry, not the cached entry.
    cdn.available = false;
    await page.reload();
    await page.getByText('This section could not be loaded.').waitFor({ timeout: 30_000 });
  } finally {
    await context.close();
    await closeCdn(cdn);
    rmSync(deployDir, { recursive: true, force: true });
  }
});
