import type { OfficeRole, Profile } from '@hr/contracts';
import { useSession } from './hooks';
import type { Session } from './session-atom';

export type { OfficeRole };

/**
 * The signed-in office account's role: the admin profile's `role`. A session stored before roles
 * existed has none, and only admins could sign in to the office then, so it counts as 'admin'.
 * Null outside the office area (a collector, or signed out).
 */
export function officeRoleOf(session: Pick<Session, 'role' | 'admin'>): OfficeRole | null {
  if (session.role !== 'admin' || !session.admin) return null;
  return session.admin.role === 'supervisor' ? 'supervisor' : 'admin';
}

/** The office role of the session on screen (null outside the office area). */
export function useOfficeRole(): OfficeRole | null {
  return officeRoleOf(useSession());
}

/** A supervisor's wards, or a collector's assigned wards (empty: any ward). */
export function profileWards(profile: Profile | null): number[] {
  return Array.isArray(profile?.wards) ? profile.wards : [];
}
