/** What each logged action is called on screen (the stored names are for machines). */
export const ACTION_LABELS: Record<string, string> = {
  'auth.login.succeeded': 'Signed in',
  'auth.login.failed': 'Sign-in failed',
  'auth.login.locked': 'Sign-in locked',
  'otp.sent': 'Code sent',
  'otp.verified': 'Code verified',
  'otp.failed': 'Code failed',
  'person.created': 'Person added',
  'person.updated': 'Person edited',
  'person.deleted': 'Person deleted',
  'person.viewed': 'Person viewed',
  'people.exported': 'People exported',
  'user.created': 'Collector added',
  'user.updated': 'Collector edited',
  'user.password_reset': 'Password reset',
  'user.deleted': 'Collector deleted',
  'religion.created': 'Religion added',
  'religion.updated': 'Religion renamed',
  'religion.deleted': 'Religion deleted',
  'caste.created': 'Caste added',
  'caste.updated': 'Caste edited',
  'caste.deleted': 'Caste deleted',
  'api_token.created': 'API token created',
  'api_token.revoked': 'API token revoked',
};

/** An action the screen does not know yet (a newer server) still shows, as stored. */
export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

/**
 * The action filter's groups, each sent as the API's `action` (prefixes end in '.'; a list is
 * comma-separated). People exports are their own group: `people.` is not under `person.`.
 */
export const ACTION_GROUPS = [
  { label: 'All', action: '' },
  { label: 'Sign-in', action: 'auth.login.' },
  { label: 'One-time codes', action: 'otp.' },
  { label: 'People', action: 'person.' },
  { label: 'Exports', action: 'people.exported' },
  { label: 'Users', action: 'user.' },
  { label: 'Religions & castes', action: 'religion.,caste.' },
] as const;
