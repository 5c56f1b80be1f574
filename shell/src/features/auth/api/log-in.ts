import { api } from '@hr/api';
import type { AdminLoginResponse, Profile, Role, UserLoginResponse } from '@hr/contracts';

export interface LoginResult {
  token: string;
  profile: Profile;
}

/** POST /auth/admin/login with an email or phone, or POST /auth/user/login with a phone. */
export async function logIn(role: Role, identifier: string, password: string): Promise<LoginResult> {
  if (role === 'admin') {
    const { data } = await api.post<AdminLoginResponse>('/auth/admin/login', {
      emailOrPhone: identifier,
      password,
    });
    return { token: data.token, profile: data.admin };
  }
  const { data } = await api.post<UserLoginResponse>('/auth/user/login', { phone: identifier, password });
  return { token: data.token, profile: data.user };
}
