import { AUDIT_ACTIONS } from '@hr/contracts/constants';
import { adminText } from '@admin/i18n';

/** The logged actions the screen has a name for (the `admin` texts under `actions`). */
const KNOWN_ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

/** An action the screen does not know yet (a newer server) still shows, as stored. */
export const actionLabel = (action: string): string =>
  KNOWN_ACTIONS.has(action) ? adminText(`actions.${action.replace(/\./g, '_')}`) : action;

/**
 * The action filter's groups, each sent as the API's `action` (prefixes end in '.'; a list is
 * comma-separated). People exports are their own group: `people.` is not under `person.`.
 */
export const ACTION_GROUPS = [
  { label: 'actionGroups.all', action: '' },
  { label: 'actionGroups.signIn', action: 'auth.login.' },
  { label: 'actionGroups.codes', action: 'otp.' },
  { label: 'actionGroups.people', action: 'person.' },
  { label: 'actionGroups.exports', action: 'people.exported' },
  { label: 'actionGroups.users', action: 'user.' },
  { label: 'actionGroups.supervisors', action: 'supervisor.' },
  { label: 'actionGroups.lookups', action: 'religion.,caste.' },
] as const;
