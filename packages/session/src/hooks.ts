import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { clearSession, sessionAtom, setSignedIn, type Profile, type Role, type Session } from './session-atom';

export function useSession(): Session {
  return useAtomValue(sessionAtom);
}

export function useSignIn(): (role: Role, token: string, profile: Profile) => void {
  return useCallback((role: Role, token: string, profile: Profile) => setSignedIn(role, token, profile), []);
}

export function useSignOut(): () => void {
  return useCallback(() => clearSession(), []);
}
