import { configure, render, screen, waitFor } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { sessionAtom, signedOut, signOutReasonAtom, type Profile, type Role } from '@hr/session';
import { App } from '@shell/app/app';
import type { RemoteCatalog } from '@shell/federation/catalog';
import { todaysRemotesWithoutPages } from './remotes';

// Lazy layouts and a real HTTP server on a shared, busy machine: give async queries time.
configure({ asyncUtilTimeout: 5000 });

export const ADMIN: Profile = {
  id: 'a-1',
  firstName: 'Asha',
  lastName: 'Admin',
  email: 'admin@example.org',
  phone: '+919800000001',
};
export const COLLECTOR: Profile = {
  id: 'u-1',
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: null,
  phone: '+919700000002',
};

/**
 * Opens the shell at `path`, as typing the URL would (BrowserRouter reads window.location), with
 * today's remotes (whose pages cannot load here) unless a test gives its own.
 */
export function openAt(path: string, catalog: RemoteCatalog = todaysRemotesWithoutPages()) {
  window.history.replaceState(null, '', path);
  return render(<App catalog={catalog} />);
}

export function signedInAs(role: Role) {
  getDefaultStore().set(sessionAtom, {
    token: `token-${role}`,
    role,
    admin: role === 'admin' ? ADMIN : null,
    user: role === 'user' ? COLLECTOR : null,
    authenticated: true,
  });
}

export function resetSession() {
  localStorage.clear();
  getDefaultStore().set(signOutReasonAtom, null);
  getDefaultStore().set(sessionAtom, signedOut);
}

export function currentUrl() {
  return window.location.pathname + window.location.search;
}

export async function expectUrl(url: string) {
  await waitFor(() => expect(currentUrl()).toBe(url));
}

/** Wide (md and up) or narrow screens, for the permanent sidebar or the overlay drawer. */
export function screenWidth(px: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? px >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}

export async function findLoginHeading(role: Role) {
  return screen.findByRole('heading', {
    name: role === 'admin' ? 'Admin sign in' : 'User sign in',
  });
}
