import type { RemoteDescriptor, RemoteRole } from '@hr/contracts';
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
 * load; the descriptor is the last good one this browser saw, so its sidebar items stay),
 * `failed` (failed, never seen: nothing is known about its pages), or `elsewhere` (not loaded:
 * its last good descriptor serves the other area; see loadAll).
 */
export interface LoadedRemote {
  name: RemoteName;
  status: 'ready' | 'cached' | 'failed' | 'elsewhere';
  descriptor: RemoteDescriptor | null;
}

/** Where the layouts get remotes from (made by createCatalog). */
export interface RemoteCatalog {
  /** Every remote of the manifest with its descriptor, for the `role`'s area; never rejects. */
  load(role: RemoteRole): Promise<LoadedRemote[]>;
  /** The remote's `./routes` component. */
  routes(name: RemoteName): Promise<{ default: ComponentType }>;
  /** Starts load(role) now; the next load(role) call takes that answer instead of asking again. */
  preload?(role: RemoteRole): void;
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

/** How long after an area's load the remotes it skipped are asked again, in the background. */
export const REVALIDATE_AFTER_MS = 15_000;

/**
 * Asks `names` for their descriptors and updates their cache entries (never removes one): a
 * remote that moved to this area shows in it from the next load on.
 */
async function revalidate(source: RemoteSource, names: RemoteName[]): Promise<void> {
  const settled = await Promise.allSettled(names.map((name) => source.descriptor(name)));
  const cache = readCache();
  names.forEach((name, i) => {
    const result = settled[i]!;
    const descriptor = result.status === 'fulfilled' ? parseDescriptor(result.value) : null;
    if (descriptor) cache[name] = descriptor;
  });
  writeCache(cache);
}

/**
 * Loads the manifest and the area's descriptors in parallel. A remote whose last good descriptor
 * serves the other area is not asked (`elsewhere`): loading its entry costs a phone's main thread
 * a tenth of a second or more at start, for pages this user cannot open; it is asked again in the
 * background a little later, so a remote that moved areas is not missed for long. A remote that
 * fails keeps its cached descriptor; when the manifest itself cannot be read, every cached remote
 * is kept that way (their pages then show the usual error with Retry). Descriptors that loaded
 * replace the cache, which forgets remotes gone from the manifest.
 */
async function loadAll(source: RemoteSource, role: RemoteRole): Promise<LoadedRemote[]> {
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
  const elsewhere = names.filter((name) => cache[name] && cache[name].role !== role);
  const settled = await Promise.allSettled(
    names.map((name) =>
      elsewhere.includes(name) ? Promise.resolve(null) : source.descriptor(name),
    ),
  );
  const next: Cache = {};
  const remotes = names.map((name, i): LoadedRemote => {
    if (elsewhere.includes(name)) {
      next[name] = cache[name]!;
      return { name, status: 'elsewhere', descriptor: cache[name]! };
    }
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
  if (elsewhere.length > 0) {
    setTimeout(() => void revalidate(source, elsewhere), REVALIDATE_AFTER_MS);
  }
  return remotes;
}

export function createCatalog(source: RemoteSource): RemoteCatalog {
  let early: { role: RemoteRole; loading: Promise<LoadedRemote[]> } | null = null;
  return {
    load: (role) => {
      // Taken once: Retry (or coming back to the area) asks the remotes again.
      const loading = early?.role === role ? early.loading : loadAll(source, role);
      early = null;
      return loading;
    },
    preload: (role) => {
      early ??= { role, loading: loadAll(source, role) };
    },
    routes: (name) => source.routes(name),
  };
}

export const federationCatalog = createCatalog({
  names: async () => Object.keys(await loadRemotesManifest()),
  descriptor: loadRemoteDescriptor,
  routes: loadRemoteRoutes,
});
