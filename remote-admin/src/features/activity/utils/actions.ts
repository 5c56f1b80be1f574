import { adminText } from '@admin/i18n';

/** The logged actions the screen has a name for (the `admin` texts under `actions`). */
const KNOWN_ACTIONS = new Set([
  'auth.login.succeeded',
  'auth.login.failed',
  'auth.login.locked',
  'otp.sent',
  'otp.verified',
  'otp.failed',
  'person.created',
  'person.updated',
  'person.deleted',
  'person.viewed',
  'people.exported',
  'user.created',
  'user.updated',
  'user.password_reset',
  'user.deleted',
  'religion.created',
  'religion.updated',
  'religion.deleted',
  'caste.created',
  'caste.updated',
  'caste.deleted',
  'api_token.created',
  'api_token.revoked',
]);

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
  { label: 'actionGroups.lookups', action: 'religion.,caste.' },
] as const;
