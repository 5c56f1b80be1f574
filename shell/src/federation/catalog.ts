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

/** Asks each of `names` for its descriptor; a failure or an answer that is no descriptor is null. */
async function askDescriptors(
  source: RemoteSource,
  names: RemoteName[],
): Promise<Map<RemoteName, RemoteDescriptor | null>> {
  const settled = await Promise.allSettled(names.map((name) => source.descriptor(name)));
  return new Map(
    names.map((name, i) => {
      const result = settled[i]!;
      if (result.status === 'rejected') {
        console.error(`${name}/descriptor failed`, result.reason);
        return [name, null];
      }
      const descriptor = parseDescriptor(result.value);
      if (!descriptor) console.error(`${name}/descriptor is not a remote descriptor`);
      return [name, descriptor];
    }),
  );
}

/**
 * Asks `names` for their descriptors and updates their cache entries (never removes one): a
 * remote that moved to this area shows in it from the next load on.
 */
async function revalidate(source: RemoteSource, names: RemoteName[]): Promise<void> {
  const answers = await askDescriptors(source, names);
  const cache = readCache();
  for (const [name, descriptor] of answers) if (descriptor) cache[name] = descriptor;
  writeCache(cache);
}

/**
 * Loads the manifest and the area's descriptors in parallel. A remote whose last good descriptor
 * serves the other area is not asked (`elsewhere`): loading its entry costs a phone's main thread
 * a tenth of a second or more at start, for pages this user cannot open (the caller asks it again
 * in the background a little later, so a remote that moved areas is not missed for long). A
 * remote that fails keeps its cached descriptor; when the manifest itself cannot be read, every
 * cached remote is kept that way (their pages then show the usual error with Retry). Descriptors
 * that loaded replace the cache, which forgets remotes gone from the manifest.
 */
async function loadAll(
  source: RemoteSource,
  role: RemoteRole,
): Promise<{ remotes: LoadedRemote[]; skipped: RemoteName[] }> {
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
    return { remotes: Object.keys(cache).map(fromCache), skipped: [] };
  }
  const skipped = names.filter((name) => cache[name] && cache[name].role !== role);
  const answers = await askDescriptors(
    source,
    names.filter((name) => !skipped.includes(name)),
  );
  const next: Cache = {};
  const remotes = names.map((name): LoadedRemote => {
    const kept = cache[name];
    if (!answers.has(name)) {
      next[name] = kept!;
      return { name, status: 'elsewhere', descriptor: kept! };
    }
    const descriptor = answers.get(name);
    if (!descriptor) {
      if (kept) next[name] = kept;
      return fromCache(name);
    }
    next[name] = descriptor;
    return { name, status: 'ready', descriptor };
  });
  writeCache(next);
  return { remotes, skipped };
}

export function createCatalog(source: RemoteSource): RemoteCatalog {
  let early: { role: RemoteRole; loading: Promise<LoadedRemote[]> } | null = null;
  let revalidation: ReturnType<typeof setTimeout> | undefined;
  const loadArea = async (role: RemoteRole) => {
    const { remotes, skipped } = await loadAll(source, role);
    // One revalidation at a time: a Retry while one is pending adds none.
    if (skipped.length > 0 && revalidation === undefined) {
      revalidation = setTimeout(() => {
        revalidation = undefined;
        void revalidate(source, skipped);
      }, REVALIDATE_AFTER_MS);
    }
    return remotes;
  };
  return {
    load: (role) => {
      // Taken once: Retry (or coming back to the area) asks the remotes again.
      const loading = early?.role === role ? early.loading : loadArea(role);
      early = null;
      return loading;
    },
    preload: (role) => {
      early ??= { role, loading: loadArea(role) };
    },
    routes: (name) => source.routes(name),
  };
}

export const federationCatalog = createCatalog({
  names: async () => Object.keys(await loadRemotesManifest()),
  descriptor: loadRemoteDescriptor,
  routes: loadRemoteRoutes,
});
