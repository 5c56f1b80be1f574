import type { RemoteDescriptor } from '@hr/contracts';
import type { ComponentType } from 'react';
import { createCatalog, type RemoteCatalog } from '@shell/federation/catalog';
import adminDescriptor from '@admin/descriptor';
import collectorDescriptor from '@collector/descriptor';
import lookupsDescriptor from '@lookups/descriptor';

// jsdom cannot run a federated remote's entry (the e2e tests load the real ones in Chromium):
// here a remote is its descriptor and, when it has one, a routes component, served through the
// shell's real catalog (cache of last good descriptors included).

/**
 * A descriptor without its items' numbers (`count`): most of these tests have no API to ask, and
 * each layout would send the request into the void. sidebar-count.test.tsx reads the real one.
 */
const withoutCounts = (descriptor: RemoteDescriptor): RemoteDescriptor => ({
  ...descriptor,
  sidebar: descriptor.sidebar.map(({ count: _, ...item }) => item),
});

/**
 * Today's three remotes, as their descriptors say: the real descriptor modules, so the pages and
 * sidebar items each office role sees here are the ones the remotes declare (no copy to drift).
 */
export const TODAY: Record<string, RemoteDescriptor> = {
  remote_admin: withoutCounts(adminDescriptor),
  remote_lookups: withoutCounts(lookupsDescriptor),
  remote_collector: withoutCounts(collectorDescriptor),
};

export interface FixtureRemote {
  /** What `./descriptor` exports (anything: the shell checks it). */
  descriptor: unknown;
  /** Its `./routes` component; without one the routes fail to load. */
  routes?: ComponentType;
  /** Unreachable: both modules fail, as when its remoteEntry.js is missing. */
  down?: boolean;
}

/** A catalog over `remotes` (in manifest order); change an entry to change what the next load sees. */
export function fixtureCatalog(remotes: Record<string, FixtureRemote>): RemoteCatalog {
  const get = (name: string) => {
    const remote = remotes[name];
    if (!remote || remote.down) throw new Error(`${name} is unreachable`);
    return remote;
  };
  return createCatalog({
    names: async () => Object.keys(remotes),
    descriptor: async (name) => get(name).descriptor,
    routes: async (name) => {
      const { routes } = get(name);
      if (!routes) throw new Error(`${name}/routes is unreachable`);
      return { default: routes };
    },
  });
}

/** Today's remotes, none of whose pages can load (the layouts' own behaviour is under test). */
export const todaysRemotesWithoutPages = () =>
  fixtureCatalog(
    Object.fromEntries(Object.entries(TODAY).map(([name, descriptor]) => [name, { descriptor }])),
  );
