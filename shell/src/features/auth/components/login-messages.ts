/** Why the user was sent to a login page (its `reason` query parameter), and the notice shown for it. */
export const REASON_MESSAGES: Record<string, string> = {
  'session-expired': 'Your session has expired. Please sign in again.',
  unauthorized: 'Please sign in to continue.',
};

export const LOGIN_FAILED = 'Login failed';
