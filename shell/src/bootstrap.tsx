import { startTransition, StrictMode } from 'react';
import { getSession } from '@hr/session';
import { federationCatalog } from './federation/catalog';
import { isUnder } from './federation/descriptor';
import { loadRemotesManifest } from './federation/remotes';
import { nextTask } from './app/in-turn';
import { keepTabsterSentinelsInModals } from './app/tabster-sentinels';

// Before Fluent's first focus trap: no focus sentinels at the ends of the page (see the module).
keepTabsterSentinelsInModals();

// Ask where the remotes live now, without waiting: the login page needs none of them.
void loadRemotesManifest().catch(() => undefined);
// Signed in and opening one's own area: the remotes' entries and descriptors load now, beside the
// layout's chunks, instead of after them (the area's first page waits for its descriptor).
const session = getSession();
if (session.authenticated && session.role && isUnder(window.location.pathname, `/${session.role}`))
  federationCatalog.preload?.(session.role);

/**
 * What the first screen evaluates before the app's own code, a library per task (see start).
 * `webpackMode: "eager"` keeps each in this chunk: no request of its own. Only shared singletons
 * here: a dynamic import of a bundled package uses all of its exports, so it would not be
 * tree-shaken.
 */
const LIBRARIES = [() => import(/* webpackMode: "eager" */ 'react-router')];

/**
 * The app's code is in this chunk already, but evaluating all of it (React DOM, the router, Fluent
 * UI, the first page) in one go held a phone's main thread for about a third of a second: it is
 * evaluated a library at a time instead, each step its own task. The first render is a
 * transition: it yields to the browser every few milliseconds instead of holding the main thread
 * for all of it, while the static first paint of index.html stays on screen until the app commits.
 */
async function start() {
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  for (const load of LIBRARIES) {
    await nextTask();
    await load();
  }
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/app');
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}

void start();
