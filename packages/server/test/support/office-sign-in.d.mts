/** A JSON call to the API (api-call.mjs's `apiCall` with its base URL bound). */
export type ApiCall = (
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read loosely typed JSON bodies
) => Promise<{ status: number; body: any }>;

/** What to type at "Verify it's you": a code from the authenticator app, or a recovery code. */
export interface SecondFactorCode {
  kind: 'totp' | 'recovery';
  code: string;
}

export interface OfficeAccount {
  readonly emailOrPhone: string;
  readonly password: string;
  /** The authenticator app's key (base32), once enrolled. */
  readonly secret: string | undefined;
  readonly recoveryCodesLeft: number;
  /** A code no sign-in used yet: the current step, the next one once, then recovery codes. */
  nextCode(): Promise<SecondFactorCode>;
  /** A session token through the real API; the first sign-in enrols an authenticator app. */
  signIn(): Promise<string>;
  /** The same account (key, codes, steps used) through another server's API: a restart's. */
  on(call: ApiCall): OfficeAccount;
}

export function officeAccount(options: {
  call: ApiCall;
  emailOrPhone: string;
  password: string;
  /** The clock the server checks codes against (its `mfaClock.now` when in this process). */
  now?: () => number;
}): OfficeAccount;
