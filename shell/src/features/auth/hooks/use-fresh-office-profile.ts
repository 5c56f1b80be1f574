import { refreshProfile, useOfficeRole } from '@hr/session';
import { useEffect } from 'react';
import { getOfficeProfile } from '../api/get-office-profile';

/**
 * Once per visit to the office area, a supervisor's profile is read again: the wards under their
 * name (and the server's scope) may have changed since they signed in. An admin's profile has
 * nothing that changes meanwhile, so no request. A failure keeps the stored profile (a 401 is
 * the API client's: it ends the session).
 */
export function useFreshOfficeProfile(): void {
  const supervisor = useOfficeRole() === 'supervisor';
  useEffect(() => {
    if (!supervisor) return;
    const controller = new AbortController();
    getOfficeProfile(controller.signal).then(
      (profile) => refreshProfile('admin', profile),
      () => undefined,
    );
    return () => controller.abort();
  }, [supervisor]);
}
