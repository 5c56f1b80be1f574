// The second factor's calls (issue 39). `bearer`: a set-up challenge while a sign-in must enrol
// first (no session yet); otherwise the session's token goes with every call (@hr/api).
import { api } from '@hr/api';
import type {
  AdminSession,
  MfaStatus,
  PasskeyOptions,
  RecoveryCodesResponse,
  RegisterPasskeyResponse,
  TotpConfirmResponse,
  TotpSetupResponse,
} from '@hr/contracts';

const auth = (bearer?: string) =>
  bearer ? { headers: { Authorization: `Bearer ${bearer}` } } : {};

export async function getMfaStatus(bearer?: string): Promise<MfaStatus> {
  return (await api.get<MfaStatus>('/auth/mfa', auth(bearer))).data;
}

export async function setUpTotp(bearer?: string): Promise<TotpSetupResponse> {
  return (await api.post<TotpSetupResponse>('/auth/mfa/totp/setup', undefined, auth(bearer))).data;
}

export async function confirmTotp(code: string, bearer?: string): Promise<TotpConfirmResponse> {
  return (await api.post<TotpConfirmResponse>('/auth/mfa/totp/confirm', { code }, auth(bearer)))
    .data;
}

export async function removeTotp(password: string): Promise<void> {
  await api.delete('/auth/mfa/totp', { data: { password } });
}

/** Asks the browser for a new passkey (the authenticator's prompt) and registers it. */
export async function addPasskey(name: string, bearer?: string): Promise<RegisterPasskeyResponse> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = (
    await api.post<PasskeyOptions>('/auth/mfa/passkeys/options', undefined, auth(bearer))
  ).data;
  const response = await startRegistration({ optionsJSON: options as never });
  return (
    await api.post<RegisterPasskeyResponse>('/auth/mfa/passkeys', { name, response }, auth(bearer))
  ).data;
}

export async function removePasskey(id: string, password: string): Promise<void> {
  await api.delete(`/auth/mfa/passkeys/${id}`, { data: { password } });
}

export async function newRecoveryCodes(password: string): Promise<string[]> {
  return (await api.post<RecoveryCodesResponse>('/auth/mfa/recovery-codes', { password })).data
    .recoveryCodes;
}

/** The sign-in's second step with a TOTP or recovery code. */
export async function verifyCode(challenge: string, code: string): Promise<AdminSession> {
  return (await api.post<AdminSession>('/auth/admin/login/mfa', { challenge, code })).data;
}

/** The sign-in's second step with a passkey (the authenticator's prompt in between). */
export async function verifyPasskey(challenge: string): Promise<AdminSession> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const options = (
    await api.post<PasskeyOptions>('/auth/admin/login/passkey-options', { challenge })
  ).data;
  const passkey = await startAuthentication({ optionsJSON: options as never });
  return (await api.post<AdminSession>('/auth/admin/login/mfa', { challenge, passkey })).data;
}
