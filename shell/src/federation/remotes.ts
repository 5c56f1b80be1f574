// The one place where the shell learns about its remotes: /remotes.json, read at start and
// registered with the federation run time. Adding, moving or redeploying a remote changes that
// file only; the shell is never rebuilt for it (it names no remote: every entry is one).
import type { RemoteDescriptor } from '@hr/contracts';
import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = string;

export const MANIFEST_URL = '/remotes.json';

/** A federation name (it becomes a JavaScript identifier in the remote's entry). */
const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Remote name → absolute URL of its remoteEntry.js, in the manifest's order. */
export type Manifest = Record<RemoteName, string>;

let manifest: Promise<Manifest> | null = null;

async function fetchManifest(): Promise<Manifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
  const body = (await response.json()) as unknown;
  const remotes: Manifest = {};
  if (body && typeof body === 'object') {
    for (const [name, entry] of Object.entries(body)) {
      if (REMOTE_NAME.test(name) && name !== 'shell' && typeof entry === 'string' && entry) {
        remotes[name] = new URL(entry, window.location.href).href;
      }
    }
  }
  init({
    name: 'shell',
    remotes: Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
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

/** The remote's exposed `./descriptor`, unchecked: see parseDescriptor. */
export function loadRemoteDescriptor(name: RemoteName): Promise<unknown> {
  return exposed<RemoteDescriptor>(name, 'descriptor');
}
