import type { RemoteDescriptor } from '@hr/contracts';
import type { ComponentType } from 'react';
import { parseDescriptor } from './descriptor';
import {
  loadRemoteDescriptor,
  loadRemoteRoutes,
  loadRemotesManifest,
  type RemoteName,
} from './remotes';

/**
 * A remote as the layouts see it: `ready` (its descriptor just loaded), `cached` (it failed to
 * load; the descriptor is the last good one this browser saw, so its sidebar items stay), or
 * `failed` (failed, never seen: nothing is known about its pages).
 */
export interface LoadedRemote {
  name: RemoteName;
  status: 'ready' | 'cached' | 'failed';
  descriptor: RemoteDescriptor | null;
}

/** Where the layouts get remotes from (made by createCatalog). */
export interface RemoteCatalog {
  /** Every remote of the manifest with its descriptor; never rejects. */
  load(): Promise<LoadedRemote[]>;
  /** The remote's `./routes` component. */
  routes(name: RemoteName): Promise<{ default: ComponentType }>;
  /** Starts load() now; the next load() call takes that answer instead of asking again. */
  preload?(): void;
}

export const DESCRIPTOR_CACHE_KEY = 'household-registry.remotes';

type Cache = Record<RemoteName, RemoteDescriptor>;

function readCache(): Cache {
  try {
    const parsed = JSON.parse(localStorage.getItem(DESCRIPTOR_CACHE_KEY) ?? '{}') as unknown;
    const cache: Cache = {};
    if (parsed && typeof parsed === 'object') {
      for (const [name, value] of Object.entries(parsed)) {
        const descriptor = parseDescriptor(value);
        if (descriptor) cache[name] = descriptor;
      }
    }
    return cache;
  } catch {
    return {}; // unreadable storage: as if never seen
  }
}

function writeCache(cache: Cache) {
  try {
    localStorage.setItem(DESCRIPTOR_CACHE_KEY, JSON.stringify(cache));
  } catch {
    // storage full or denied: the sidebar still works, only without a fallback next time
  }
}

/**
 * What a catalog reads remotes through: the federation run time in the product; component tests
 * give their own (jsdom cannot run remote entries), still going through the cache below.
 */
export interface RemoteSource {
  /** The remotes in the manifest, in its order; rejects when the manifest cannot be read. */
  names(): Promise<RemoteName[]>;
  descriptor(name: RemoteName): Promise<unknown>;
  routes(name: RemoteName): Promise<{ default: ComponentType }>;
}

/**
 * Loads the manifest and every descriptor in parallel. A remote that fails keeps its cached
 * descriptor; when the manifest itself cannot be read, every cached remote is kept that way (their
 * pages then show the usual error with Retry). Descriptors that loaded replace the cache, which
 * forgets remotes gone from the manifest.
 */
async function loadAll(source: RemoteSource): Promise<LoadedRemote[]> {
  const cache = readCache();
  const fromCache = (name: RemoteName): LoadedRemote => ({
    name,
    status: cache[name] ? 'cached' : 'failed',
    descriptor: cache[name] ?? null,
  });
  let names: RemoteName[];
  try {
    names = await source.names();
  } catch {
    return Object.keys(cache).map(fromCache);
  }
  const settled = await Promise.allSettled(names.map((name) => source.descriptor(name)));
  const next: Cache = {};
  const remotes = names.map((name, i): LoadedRemote => {
    const result = settled[i]!;
    const descriptor = result.status === 'fulfilled' ? parseDescriptor(result.value) : null;
    if (!descriptor) {
      if (result.status === 'rejected') console.error(`${name}/descriptor failed`, result.reason);
      else console.error(`${name}/descriptor is not a remote descriptor`);
      if (cache[name]) next[name] = cache[name];
      return fromCache(name);
    }
    next[name] = descriptor;
    return { name, status: 'ready', descriptor };
  });
  writeCache(next);
  return remotes;
}

export function createCatalog(source: RemoteSource): RemoteCatalog {
  let early: Promise<LoadedRemote[]> | null = null;
  return {
    load: () => {
      // Taken once: Retry (or coming back to the area) asks the remotes again.
      const loading = early ?? loadAll(source);
      early = null;
      return loading;
    },
    preload: () => {
      early ??= loadAll(source);
    },
    routes: (name) => source.routes(name),
  };
}

export const federationCatalog = createCatalog({
  names: async () => Object.keys(await loadRemotesManifest()),
  descriptor: loadRemoteDescriptor,
  routes: loadRemoteRoutes,
});
