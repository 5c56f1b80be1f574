import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemotesManifest } from './federation/remotes';

// Ask where the remotes live now, without waiting: the login page needs none of them.
void loadRemotesManifest().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
