export {
  sessionAtom,
  getSession,
  clearSession,
  refreshProfile,
  onSignOut,
  signOutReasonAtom,
  type SignOutReason,
  signedOut,
  SESSION_STORAGE_KEY,
  SESSION_REHYDRATION_TIMEOUT_MS,
  type Session,
  type Profile,
  type Role,
} from './session-atom';
export { useSession, useSignIn, useSignOut } from './hooks';
export { themeAtom, useThemeMode, THEME_STORAGE_KEY, type ThemeMode } from './theme-atom';
export { officeRoleOf, useOfficeRole, profileWards, type OfficeRole } from './office-role';
