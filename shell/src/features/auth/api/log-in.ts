// Loaded only when the form is submitted: axios and @hr/api stay off the login page's first load.
import { api, errorMessage } from '@hr/api';
import type { AdminLoginResponse, MfaMethod, Profile, Role, UserLoginResponse } from '@hr/contracts';
import { shellT } from '@shell/i18n';

/**
 * Signed in; or (office accounts, issue 39) a second step to come: `mfa` with the methods the
 * account has, or `setup` when it must enrol a factor first; or failed.
 */
export type LoginOutcome =
  | { ok: true; token: string; profile: Profile }
  | { ok: 'mfa'; challenge: string; methods: MfaMethod[] }
  | { ok: 'setup'; challenge: string }
  | { ok: false; message: string };

/** POST /auth/admin/login with an email or phone, or POST /auth/user/login with a phone. */
export async function logIn(
  role: Role,
  identifier: string,
  password: string,
): Promise<LoginOutcome> {
  try {
    if (role === 'admin') {
      const { data } = await api.post<AdminLoginResponse>('/auth/admin/login', {
        emailOrPhone: identifier,
        password,
      });
      if ('mfaRequired' in data) return { ok: 'mfa', challenge: data.challenge, methods: data.methods };
      if ('mfaSetupRequired' in data) return { ok: 'setup', challenge: data.challenge };
      return { ok: true, token: data.token, profile: data.admin };
    }
    const { data } = await api.post<UserLoginResponse>('/auth/user/login', {
      phone: identifier,
      password,
    });
    return { ok: true, token: data.token, profile: data.user };
  } catch (error) {
    return { ok: false, message: errorMessage(error, shellT('login.failed')) };
  }
}
