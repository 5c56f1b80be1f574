import { registerServiceWorker } from './app/register-service-worker';

// The static first paint (public/index.html) follows the system theme; a stored choice applies to
// it now, before the shell's code arrives. Plain storage access: the session package is not here yet.
try {
  const stored = localStorage.getItem('household-registry.theme');
  if (stored === 'light' || stored === 'dark') document.documentElement.dataset.theme = stored;
} catch {
  // storage denied: the system theme stays
}

// The worker that lets the app open offline, registered once the page has loaded.
registerServiceWorker();

// The async boundary: shared singletons (React, jotai, Fluent UI...) are negotiated with the
// remotes before any of them is evaluated. Importing bootstrap statically fails with RUNTIME-006.
import('./bootstrap');
