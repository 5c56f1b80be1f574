/**
 * Registers the service worker (dist/sw.js, shell/service-worker/) once the page has loaded, so
 * its precache downloads never compete with the first paint or the first render. Production
 * builds only: the dev servers have no sw.js, and jsdom has no navigator.serviceWorker.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker (private mode, a proxy refusing it): the app works as before, online only.
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
