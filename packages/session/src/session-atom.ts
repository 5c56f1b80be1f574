import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Profile, Role } from '@hr/contracts';

export type { Profile, Role };

export interface Session {
  token: string | null;
  role: Role | null;
  admin: Profile | null;
  user: Profile | null;
  authenticated: boolean;
}

export const SESSION_STORAGE_KEY = 'household-registry.auth';

/**
 * The spec's rehydration time-out. localStorage answers synchronously and the atom reads it on
 * first use (`getOnInit`), so rehydration never waits: the value documents the upper bound.
 */
export const SESSION_REHYDRATION_TIMEOUT_MS = 5000;

export const signedOut: Session = {
  token: null,
  role: null,
  admin: null,
  user: null,
  authenticated: false,
};

function isProfile(value: unknown): value is Profile {
  return typeof value === 'object' && value !== null && typeof (value as Profile).id === 'string';
}

/** A stored value from an older or tampered build counts as signed out rather than crashing. */
function sanitize(value: unknown): Session {
  if (typeof value !== 'object' || value === null) return signedOut;
  const v = value as Partial<Session>;
  if (typeof v.token !== 'string' || !v.token || (v.role !== 'admin' && v.role !== 'user'))
    return signedOut;
  const profile = v.role === 'admin' ? v.admin : v.user;
  if (!isProfile(profile)) return signedOut;
  return {
    token: v.token,
    role: v.role,
    admin: v.role === 'admin' ? profile : null,
    user: v.role === 'user' ? profile : null,
    authenticated: true,
  };
}

const jsonStorage = createJSONStorage<Session>(() => localStorage);
const storage: typeof jsonStorage = {
  ...jsonStorage,
  getItem: (key, initialValue) => {
    try {
      return sanitize(jsonStorage.getItem(key, initialValue));
    } catch {
      return initialValue;
    }
  },
};

/** The one auth session of every app (jotai is a shared singleton, so this is one atom at run time). */
export const sessionAtom = atomWithStorage<Session>(SESSION_STORAGE_KEY, signedOut, storage, {
  getOnInit: true,
});

/**
 * Why this page's session last ended: 'logout' (the user asked), 'session-expired' (a 401), or
 * null when it never ended here. The shell's guards pick the login page's `reason` from it, so a
 * logout lands on a plain login page while a deep link when signed out says 'unauthorized'.
 */
export type SignOutReason = 'logout' | 'session-expired';
export const signOutReasonAtom = atom<SignOutReason | null>(null);

type SignOutListener = () => void;
const signOutListeners = new Set<SignOutListener>();

/** Called whenever the session is cleared (logout or 401), e.g. to drop a wizard draft. */
export function onSignOut(listener: SignOutListener): () => void {
  signOutListeners.add(listener);
  return () => {
    signOutListeners.delete(listener);
  };
}

/** The session, outside React (the default jotai store). */
export function getSession(): Session {
  return getDefaultStore().get(sessionAtom);
}

/** Clears the session outside React and tells the `onSignOut` listeners. */
export function clearSession(reason: SignOutReason = 'logout'): void {
  const store = getDefaultStore();
  store.set(signOutReasonAtom, reason);
  store.set(sessionAtom, signedOut);
  for (const listener of [...signOutListeners]) {
    try {
      listener();
    } catch (error) {
      console.error('signOut listener failed', error);
    }
  }
}

/** Stores a successful login: token, role and the matching profile; the other profile is cleared. */
export function setSignedIn(role: Role, token: string, profile: Profile): void {
  getDefaultStore().set(signOutReasonAtom, null);
  getDefaultStore().set(sessionAtom, {
    token,
    role,
    admin: role === 'admin' ? profile : null,
    user: role === 'user' ? profile : null,
    authenticated: true,
  });
}

/**
 * Replaces the signed-in profile with a fresh copy from the server (`GET /admin/me`): a
 * supervisor's wards may change after sign-in. Nothing changes when the session has moved on
 * (signed out, or another account) or the copy is the same, so no screen redraws for nothing.
 */
export function refreshProfile(role: Role, profile: Profile): void {
  const store = getDefaultStore();
  const session = store.get(sessionAtom);
  const current = session[role];
  if (!session.authenticated || session.role !== role || current?.id !== profile.id) return;
  if (JSON.stringify(current) === JSON.stringify(profile)) return;
  store.set(sessionAtom, { ...session, [role]: profile });
}
