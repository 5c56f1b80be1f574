// The one place where the shell learns about its remotes: /remotes.json, read at start and
// registered with the federation run time. Moving or redeploying a remote changes that file
// only; the shell is never rebuilt for it.
import { init, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export const REMOTE_NAMES = ['remote_admin', 'remote_lookups', 'remote_collector'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const MANIFEST_URL = '/remotes.json';

type Manifest = Partial<Record<RemoteName, string>>;

let manifest: Promise<Manifest> | null = null;

async function fetchManifest(): Promise<Manifest> {
  const response = await fetch(MANIFEST_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  const remotes: Manifest = {};
  for (const name of REMOTE_NAMES) {
    const entry = body[name];
    if (typeof entry === 'string' && entry) remotes[name] = new URL(entry, window.location.href).href;
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

/** The remote's exposed `./routes` module: a component rendering its `<Routes>`. */
export async function loadRemoteRoutes(name: RemoteName): Promise<{ default: ComponentType }> {
  const remotes = await loadRemotesManifest();
  if (!remotes[name]) throw new Error(`${name} is not in ${MANIFEST_URL}`);
  const module = await loadRemote<{ default: ComponentType }>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name}/routes has no default export`);
  return module;
}
