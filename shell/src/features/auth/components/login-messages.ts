/** The reasons a user is sent to a login page (its `reason` query parameter); texts: `login.reason.*`. */
export const REASON_MESSAGES: readonly string[] = ['session-expired', 'unauthorized'];
