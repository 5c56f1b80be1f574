import { act, render, screen } from '@testing-library/react';
import { OFFLINE_TEXT, OfflineBanner } from '../components/offline-banner';
import { registerServiceWorker } from '../app/register-service-worker';

// The browser's network state as navigator.onLine reports it, with the event it fires.
function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => jest.restoreAllMocks());

test('the banner says the draft is kept while the browser is offline, and goes back online', () => {
  render(<OfflineBanner />);
  expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  goOnline(false);
  // Exactly the spec's text, inside the polite live region.
  expect(screen.getByRole('status')).toHaveTextContent(
    'You are offline. Your draft is kept on this device; nothing is sent until you are back online and press Save.',
  );
  goOnline(true);
  expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a page opened offline shows the banner at once', () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  render(<OfflineBanner />);
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
});

/**
 * jsdom has no service worker container: this one stands in for the browser's and records what
 * the page asked it to register. The page's readiness is the browser's too: 'loading' until the
 * test fires `load`, as a page that is still downloading its images would be.
 */
function browserWithServiceWorkers() {
  const registered: string[] = [];
  const posted: unknown[] = [];
  const listeners: Record<string, () => void> = {};
  const container = {
    register: (url: string) => (registered.push(url), Promise.resolve()),
    controller: null as { postMessage(message: unknown): void } | null,
    addEventListener: (type: string, listener: () => void) => void (listeners[type] = listener),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  /** The worker activates and claims the page (clientsClaim): 'controllerchange'. */
  const takeControl = () => {
    container.controller = { postMessage: (message) => posted.push(message) };
    listeners.controllerchange?.();
  };
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  const load = () => {
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
  };
  return { registered, load, takeControl, posted };
}

function inBuild(mode: string, run: () => void) {
  const was = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    run();
  } finally {
    process.env.NODE_ENV = was;
  }
}

afterEach(() => delete (navigator as { serviceWorker?: unknown }).serviceWorker);

test('no service worker is registered outside a production build (tests, dev servers)', () => {
  for (const mode of ['test', 'development']) {
    const browser = browserWithServiceWorkers();
    inBuild(mode, () => registerServiceWorker());
    // The event a production build waits for has come and gone: still nothing registered.
    browser.load();
    expect([mode, browser.registered]).toEqual([mode, []]);
  }
  // The same page in a production build, with the same browser, does register: the check above
  // would have seen it.
  const production = browserWithServiceWorkers();
  inBuild('production', () => registerServiceWorker());
  production.load();
  expect(production.registered).toEqual(['/sw.js']);
});

test('a production build registers /sw.js once the page has loaded, not before, and once', () => {
  const browser = browserWithServiceWorkers();
  inBuild('production', () => registerServiceWorker());
  expect(browser.registered).toEqual([]);
  browser.load();
  expect(browser.registered).toEqual(['/sw.js']);
  browser.load();
  expect(browser.registered).toEqual(['/sw.js']);
});

test('a production build opened after the load event registers at once', () => {
  const browser = browserWithServiceWorkers();
  jest.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
  inBuild('production', () => registerServiceWorker());
  expect(browser.registered).toEqual(['/sw.js']);
});

test("once the worker controls the page, the scripts fetched before it are handed to it to cache (Workbox's CACHE_URLS)", () => {
  const browser = browserWithServiceWorkers();
  const entries = [
    'http://localhost/main.1a2b3c4d.js',
    'http://localhost/remotes.json',
    'http://localhost/remotes/collector/remoteEntry.js',
    'http://localhost/remotes/collector/812.0badcafe.js',
    'http://localhost/api/user/people?page=1',
    'http://localhost/favicon.svg',
  ].map((name) => ({ name }));
  Object.defineProperty(performance, 'getEntriesByType', {
    value: () => entries,
    configurable: true,
  });
  inBuild('production', () => registerServiceWorker());
  browser.load();
  expect(browser.posted).toEqual([]);
  browser.takeControl();
  expect(browser.posted).toEqual([
    {
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          'http://localhost/main.1a2b3c4d.js',
          'http://localhost/remotes.json',
          'http://localhost/remotes/collector/remoteEntry.js',
          'http://localhost/remotes/collector/812.0badcafe.js',
        ],
      },
    },
  ]);
});
