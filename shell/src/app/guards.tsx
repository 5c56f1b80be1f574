import { useSession, type Role } from '@hr/session';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

export function dashboardOf(role: Role): string {
  return role === 'admin' ? '/admin/dashboard' : '/user/dashboard';
}

/** A protected area: signed-out visitors go to its login page, the other role to its own dashboard. */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const session = useSession();
  if (!session.authenticated || !session.role) {
    return <Navigate to={`/login/${role}?reason=unauthorized`} replace />;
  }
  if (session.role !== role) return <Navigate to={dashboardOf(session.role)} replace />;
  return children;
}

/** Login pages are for signed-out visitors only. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.authenticated && session.role) return <Navigate to={dashboardOf(session.role)} replace />;
  return children;
}
