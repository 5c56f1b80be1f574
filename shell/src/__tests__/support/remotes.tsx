import type { RemoteDescriptor } from '@hr/contracts';
import type { ComponentType } from 'react';
import { createCatalog, type RemoteCatalog } from '@shell/federation/catalog';

// jsdom cannot run a federated remote's entry (the e2e tests load the real ones in Chromium):
// here a remote is its descriptor and, when it has one, a routes component, served through the
// shell's real catalog (cache of last good descriptors included).

/** Today's three remotes, as their descriptors say (src/descriptor.ts in each remote). */
export const TODAY: Record<string, RemoteDescriptor> = {
  remote_admin: {
    role: 'admin',
    prefixes: ['/admin'],
    pages: [
      '/admin/dashboard',
      '/admin/people',
      '/admin/users/:id',
      '/admin/activity',
      '/admin/api-tokens',
    ],
    sidebar: [
      { label: 'Dashboard', path: '/admin/dashboard', icon: 'dashboard', order: 10 },
      { label: 'All People', path: '/admin/people', icon: 'people', order: 20 },
      { label: 'Activity', path: '/admin/activity', icon: 'activity', order: 40 },
      { label: 'API tokens', path: '/admin/api-tokens', icon: 'settings', order: 45 },
    ],
    sidebarParents: { '/admin/users/:id': '/admin/dashboard' },
  },
  remote_lookups: {
    role: 'admin',
    prefixes: ['/admin/lookups'],
    pages: ['/admin/lookups'],
    sidebar: [{ label: 'Lookups', path: '/admin/lookups', icon: 'lookups', order: 30 }],
  },
  remote_collector: {
    role: 'user',
    prefixes: ['/user'],
    pages: ['/user/dashboard', '/user/people/new', '/user/people/:id/edit'],
    sidebar: [
      { label: 'Dashboard', path: '/user/dashboard', icon: 'dashboard', order: 10 },
      { label: 'Add Person', path: '/user/people/new', icon: 'person-add', order: 20 },
    ],
    sidebarParents: { '/user/people/:id/edit': '/user/dashboard' },
  },
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
