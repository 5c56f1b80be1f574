import { signOutReasonAtom, useSession, type Role } from '@hr/session';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/** The role's area; its index goes on to the area's home page (the remotes' first sidebar item). */
export function dashboardOf(role: Role): string {
  return `/${role}`;
}

/**
 * A protected area: signed-out visitors go to its login page, the other role to its own dashboard.
 * The login page says why: nothing after a logout, 'session-expired' after a 401, otherwise
 * 'unauthorized' (a deep link while signed out).
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const session = useSession();
  const signOutReason = useAtomValue(signOutReasonAtom);
  if (!session.authenticated || !session.role) {
    const reason = signOutReason === 'logout' ? '' : `?reason=${signOutReason ?? 'unauthorized'}`;
    return <Navigate to={`/login/${role}${reason}`} replace />;
  }
  if (session.role !== role) return <Navigate to={dashboardOf(session.role)} replace />;
  return children;
}

/** Login pages are for signed-out visitors only. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.authenticated && session.role)
    return <Navigate to={dashboardOf(session.role)} replace />;
  return children;
}
