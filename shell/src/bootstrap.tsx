import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getSession } from '@hr/session';
import { App } from './app/app';
import { federationCatalog } from './federation/catalog';
import { isUnder } from './federation/descriptor';
import { loadRemotesManifest } from './federation/remotes';

// Ask where the remotes live now, without waiting: the login page needs none of them.
void loadRemotesManifest().catch(() => undefined);
// Signed in and opening one's own area: the remotes' entries and descriptors load now, beside the
// layout's chunks, instead of after them (the area's first page waits for its descriptor).
const session = getSession();
if (session.authenticated && session.role && isUnder(window.location.pathname, `/${session.role}`))
  federationCatalog.preload?.();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// A transition: the first render yields to the browser every few milliseconds instead of holding
// the main thread for all of it (a phone's total blocking time), while the static first paint of
// index.html stays on screen until the app commits.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
