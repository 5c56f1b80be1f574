// Loaded only when the form is submitted: axios and @hr/api stay off the login page's first load.
import { api, errorMessage } from '@hr/api';
import type { AdminLoginResponse, Profile, Role, UserLoginResponse } from '@hr/contracts';
import { shellT } from '@shell/i18n';

export type LoginOutcome =
  { ok: true; token: string; profile: Profile } | { ok: false; message: string };

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
