/* global self, fetch, Request, Response, URL */
// The shell's service worker, bundled into dist/sw.js with its precache list (plugin.js beside
// it) and registered by src/app/register-service-worker.ts: the app opens without a network.
// What it caches, and why:
// - the shell's own build output: precached at install (self.__WB_MANIFEST), served from the
//   cache; a new build is a new sw.js whose new files replace the old ones;
// - page addresses: the network first (fresh HTML and headers, a deploy shows at once), the
//   precached index.html (or a login page's first paint) only when the network fails;
// - /remotes.json and every remoteEntry.js and descriptor.json, on any origin: the network first, so a remote
//   deployed on its own shows up on the next load; the last good copy only offline;
// - the remotes' hashed chunks (a name never changes content): the cache first;
// - what the page fetched before the worker controlled it (the first visit), handed over by the
//   page in a CACHE_URLS message that Workbox's router answers through these same routes;
// - /api: never. No route matches it, so the browser fetches it as if there were no worker:
//   offline an API call fails instead of answering with old (and personal) data.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

// A new build takes over at once: the next load (not the next-but-one) runs it.
self.skipWaiting();
clientsClaim();

// Navigation preload: the browser asks for a page while the worker is still starting, instead of
// after (on a phone the worker's start held a returning visit's first paint by about a second).
// Workbox's strategies answer with that response (`event.preloadResponse`); offline it fails as
// a fetch would, and the page routes below fall back to the precached HTML.
self.addEventListener('activate', (event) => {
  if (self.registration.navigationPreload)
    event.waitUntil(self.registration.navigationPreload.enable());
});

const API = /^\/api(\/|$)/;
const LOGIN_PAGE = /^\/login\/(admin|user)\/?$/;
/** A content-hashed file name, as packages/build names every chunk: `1285.c4263144.js`. */
const HASHED_CHUNK = /\/[^/]+\.[0-9a-f]{8}\.js$/;

// Before the precache route, which would otherwise answer `/` and the login pages from the cache.
const pages = new NetworkOnly({ networkTimeoutSeconds: 5 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        const login = LOGIN_PAGE.exec(options.url.pathname);
        const cached =
          (login && (await matchPrecache(`/login/${login[1]}/index.html`))) ||
          (await matchPrecache('/index.html'));
        return cached ?? Response.error();
      }
    },
    { denylist: [API] },
  ),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/**
 * A remote on another origin is loaded with <script> (no-cors): its answer would be opaque, a
 * 404 indistinguishable from the file and padded to megabytes in the storage quota. The remotes
 * send CORS headers (architecture.md), so the worker asks with CORS and can check the status.
 */
const corsForOtherOrigins = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin
      ? new Request(request.url, { mode: 'cors', credentials: 'omit' })
      : request,
};
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/** A strategy, and when it fails (a remote without CORS headers) the browser's own request. */
function orPlainFetch(strategy) {
  return async (options) => {
    try {
      return await strategy.handle(options);
    } catch (error) {
      if (options.request.mode !== 'no-cors') throw error;
      return fetch(options.request);
    }
  };
}

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/remotes.json',
  new NetworkFirst({ cacheName: 'hr-remotes-manifest', plugins: [okOnly] }),
);

registerRoute(
  // A remote's descriptor.json changes with its entry (neither is hashed): the same rule.
  ({ url }) =>
    !API.test(url.pathname) &&
    (url.pathname.endsWith('/remoteEntry.js') || url.pathname.endsWith('/descriptor.json')),
  orPlainFetch(
    new NetworkFirst({
      cacheName: 'hr-remote-entries',
      plugins: [corsForOtherOrigins, okOnly],
    }),
  ),
);

registerRoute(
  // '' too: a chunk the page fetched before the worker controlled it, handed over by the page
  // (a CACHE_URLS message, src/app/register-service-worker.ts) as a request with no destination.
  ({ url, request }) =>
    (request.destination === 'script' || request.destination === '') &&
    !API.test(url.pathname) &&
    HASHED_CHUNK.test(url.pathname),
  orPlainFetch(
    new CacheFirst({
      cacheName: 'hr-remote-chunks',
      plugins: [
        corsForOtherOrigins,
        okOnly,
        // Old deploys' chunks go after a while; a full store drops this cache, not the app.
        new ExpirationPlugin({
          maxEntries: 400,
          maxAgeSeconds: 60 * 24 * 3600,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  ),
);
