/**
 * The files worth handing to the worker: scripts (the remotes' entries and chunks), the manifest
 * and the remotes' descriptors.
 */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((address) => {
      const { pathname } = new URL(address, location.href);
      return (
        pathname.endsWith('.js') ||
        pathname === '/remotes.json' ||
        pathname.endsWith('/descriptor.json')
      );
    });
}

/**
 * The first visit fetched the remotes' entries and chunks before the worker existed, past its
 * caches: once it controls the page they are handed to it (Workbox's CACHE_URLS message, answered
 * through the same routes as a fetch), so that already the next load opens offline; a fresh
 * profile otherwise showed 'This section could not be loaded' there. Files fetched later go
 * through the worker anyway.
 */
function cacheWhatLoadedBefore(container: ServiceWorkerContainer) {
  const post = () =>
    container.controller?.postMessage({
      type: 'CACHE_URLS',
      payload: { urlsToCache: loadedFiles() },
    });
  if (container.controller) return;
  container.addEventListener('controllerchange', post, { once: true });
}

/**
 * Registers the service worker (dist/sw.js, shell/service-worker/) once the page has loaded, so
 * its precache downloads never compete with the first paint or the first render. Production
 * builds only: the dev servers have no sw.js, and jsdom has no navigator.serviceWorker.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  // Room for every file of a signed-in session (Chromium keeps 250 entries by default).
  performance.setResourceTimingBufferSize?.(1000);
  cacheWhatLoadedBefore(navigator.serviceWorker);
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, a proxy refusing it): the app works as before, online only.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
