// The one place where the shell learns about its remotes: /remotes.json, read at start and
// registered with the federation run time. Adding, moving or redeploying a remote changes that
// file only; the shell is never rebuilt for it (it names no remote: every entry is one).
// An entry is `{ "entry": ".../remoteEntry.js", "descriptor": ".../descriptor.json" }`: the
// descriptor is read as that small file, so a signed-in page fetches and runs no remote's code
// but its own page's (issue 31). A plain entry URL still works: its descriptor then comes from
// the remote's exposed `./descriptor` module, which loads its entry.
import type { RemoteDescriptor } from '@hr/contracts';
import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = string;

export const MANIFEST_URL = '/remotes.json';

/** A federation name (it becomes a JavaScript identifier in the remote's entry). */
const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Where a remote lives: absolute URLs of its remoteEntry.js and (if listed) descriptor.json. */
export interface RemoteLocation {
  entry: string;
  descriptor: string | null;
}

/** Remote name → where it lives, in the manifest's order. */
export type Manifest = Record<RemoteName, RemoteLocation>;

const absolute = (url: unknown): string | null =>
  typeof url === 'string' && url ? new URL(url, window.location.href).href : null;

/** A manifest value: an entry URL, or `{ entry, descriptor? }`; anything else is skipped. */
function location(value: unknown): RemoteLocation | null {
  if (typeof value === 'string') {
    const entry = absolute(value);
    return entry ? { entry, descriptor: null } : null;
  }
  if (value && typeof value === 'object') {
    const { entry, descriptor } = value as Record<string, unknown>;
    const entryUrl = absolute(entry);
    return entryUrl ? { entry: entryUrl, descriptor: absolute(descriptor) } : null;
  }
  return null;
}

let manifest: Promise<Manifest> | null = null;

async function fetchManifest(): Promise<Manifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
  const body = (await response.json()) as unknown;
  const remotes: Manifest = {};
  if (body && typeof body === 'object') {
    for (const [name, value] of Object.entries(body)) {
      const found = REMOTE_NAME.test(name) && name !== 'shell' ? location(value) : null;
      if (found) remotes[name] = found;
    }
  }
  init({
    name: 'shell',
    remotes: Object.entries(remotes).map(([name, { entry }]) => ({ name, entry })),
  });
  return remotes;
}

/** Fetches and registers the manifest once; a failed attempt is forgotten so Retry asks again. */
export function loadRemotesManifest(): Promise<Manifest> {
  if (!manifest) {
    manifest = fetchManifest();
    manifest.catch(() => {
      manifest = null;
    });
  }
  return manifest;
}

async function exposed<T>(name: RemoteName, module: string): Promise<T> {
  const remotes = await loadRemotesManifest();
  if (!remotes[name]) throw new Error(`${name} is not in ${MANIFEST_URL}`);
  const loaded = await loadRemote<{ default: T }>(`${name}/${module}`);
  if (!loaded?.default) throw new Error(`${name}/${module} has no default export`);
  return loaded.default;
}

/** The remote's exposed `./routes` module: a component rendering its `<Routes>`. */
export async function loadRemoteRoutes(name: RemoteName): Promise<{ default: ComponentType }> {
  return { default: await exposed<ComponentType>(name, 'routes') };
}

/**
 * The remote's descriptor, unchecked (see parseDescriptor): its descriptor.json when the manifest
 * lists one, else its exposed `./descriptor` module.
 */
export async function loadRemoteDescriptor(name: RemoteName): Promise<unknown> {
  const remotes = await loadRemotesManifest();
  const url = remotes[name]?.descriptor;
  if (!url) return exposed<RemoteDescriptor>(name, 'descriptor');
  // Revalidated on every load (the servers send no-cache): a redeployed remote's new pages show
  // on the next load, as its entry's would.
  const response = await fetch(url, { cache: 'no-cache', credentials: 'omit' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
