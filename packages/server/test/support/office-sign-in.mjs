// An office account's sign-in with its second factor (issue 39), for every test tool that signs
// one in through the real API: the browser tests (e2e/support/app.ts) and the fault probes
// (bench/fault-probe/lib.mjs). Plain JavaScript, like api-call.mjs; types in office-sign-in.d.mts.
//
// The account enrols an authenticator app at its first sign-in (MFA_REQUIRED=office answers the
// password with a set-up challenge) and keeps the key and the recovery codes. The server takes a
// code once per 30 s step (it remembers the last step used) with one step of drift, and a server
// may be another process, so no clock is shared with it: a code is offered for the current step,
// then once for the next one, and past that a recovery code is used; fewer than 3 left, a new set
// is made with a session (the one just made, or one made with a recovery code for the purpose).
// No one waits for the real clock.
import { Secret, TOTP } from 'otpauth';

const STEP_MS = 30_000;
const LOW_RECOVERY_CODES = 3;

/**
 * `call(method, url, body, token)` is a JSON call to the API; `now()` is the server's clock when
 * it runs in this process (its `mfaClock.now`), else the real one.
 */
export function officeAccount({ call, emailOrPhone, password, now = () => Date.now() }) {
  // `lastStep`: the last step a code was offered for; the server takes none at or before it again.
  return accountOn(call, { emailOrPhone, password, now, recoveryCodes: [], lastStep: 0 });
}

/** The account (its key, codes and used steps in `state`) signing in through `call`. */
function accountOn(call, state) {
  const { emailOrPhone, password, now } = state;

  const totpCode = (step) =>
    new TOTP({ secret: Secret.fromBase32(state.secret), digits: 6, period: 30 }).generate({
      timestamp: step * STEP_MS,
    });

  const expect = async (promise, status, what) => {
    const res = await promise;
    if (res.status !== status)
      throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  /** A TOTP code for a step not used yet (now or the next one), else undefined. */
  function freshTotpCode() {
    const current = Math.floor(now() / STEP_MS);
    const step = Math.max(current, state.lastStep + 1);
    if (step > current + 1) return undefined;
    state.lastStep = step;
    return totpCode(step);
  }

  function takeRecoveryCode() {
    const code = state.recoveryCodes.shift();
    if (!code) throw new Error(`${emailOrPhone}: no recovery code left`);
    return code;
  }

  async function enrol(challenge) {
    const setup = await expect(
      call('POST', '/auth/mfa/totp/setup', {}, challenge),
      200,
      `${emailOrPhone}: authenticator set-up`,
    );
    state.secret = setup.secret;
    const confirmed = await expect(
      call('POST', '/auth/mfa/totp/confirm', { code: freshTotpCode() }, challenge),
      200,
      `${emailOrPhone}: authenticator confirmation`,
    );
    state.recoveryCodes = confirmed.recoveryCodes;
    return confirmed.token;
  }

  /** The password, then a set-up (first time) or the given code: a session token. */
  async function signInWith(code) {
    const step = await expect(
      call('POST', '/auth/admin/login', { emailOrPhone, password }),
      200,
      `${emailOrPhone}: password step`,
    );
    if (step.token) return step.token; // no factor and none required (MFA_REQUIRED=none)
    if (step.mfaSetupRequired) return enrol(step.challenge);
    const session = await expect(
      call('POST', '/auth/admin/login/mfa', { challenge: step.challenge, code: code() }),
      200,
      `${emailOrPhone}: second step`,
    );
    return session.token;
  }

  /** A new set of ten (the password again) with a session of the account's. */
  async function newRecoveryCodes(token) {
    const made = await expect(
      call('POST', '/auth/mfa/recovery-codes', { password }, token),
      200,
      `${emailOrPhone}: new recovery codes`,
    );
    state.recoveryCodes = made.recoveryCodes;
  }

  const runningLow = () => state.secret && state.recoveryCodes.length < LOW_RECOVERY_CODES;

  /** What to type at "Verify it's you": a code from the app, or a recovery code past two a step. */
  async function nextCode() {
    const totp = freshTotpCode();
    if (totp) return { kind: 'totp', code: totp };
    // Running low: a session (one of them) for a new set, before one goes to the browser.
    if (runningLow()) await newRecoveryCodes(await signInWith(takeRecoveryCode));
    return { kind: 'recovery', code: takeRecoveryCode() };
  }

  return {
    emailOrPhone,
    password,
    get secret() {
      return state.secret;
    },
    get recoveryCodesLeft() {
      return state.recoveryCodes.length;
    },
    nextCode,
    /** A session token through the real API: enrols the app at the first sign-in. */
    async signIn() {
      const totp = state.secret ? freshTotpCode() : undefined;
      const token = await signInWith(() => totp ?? takeRecoveryCode());
      // Running low: a new set with the session just made.
      if (runningLow()) await newRecoveryCodes(token);
      return token;
    },
    /** The same account (key, codes, steps used) through another server's API: a restart's. */
    on: (otherCall) => accountOn(otherCall, state),
  };
}
