/** The `reason` query parameter of the login pages (spec section 2). */
export const REASON_MESSAGES: Record<string, string> = {
  'session-expired': 'Your session has expired. Please sign in again.',
  unauthorized: 'Please sign in to continue.',
};

export const LOGIN_FAILED = 'Login failed';
