import axios, { AxiosHeaders } from 'axios';
import { clearSession, getSession } from '@hr/session';
import { AFTER_HEADER, LSN_HEADER, lastPosition, notePosition } from './registry-position';

/**
 * The one axios instance of every app: base /api, JSON, Bearer token while signed in, no time-out,
 * and the highest write position seen sent with every request (registry-position.ts).
 */
export const api = axios.create({
  baseURL: '/api',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 0,
});

api.interceptors.request.use((config) => {
  const { token } = getSession();
  const after = lastPosition();
  if (token || after) {
    const headers = AxiosHeaders.from(config.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (after) headers.set(AFTER_HEADER, after);
    config.headers = headers;
  }
  return config;
});

function isLoginPage(pathname: string): boolean {
  return pathname === '/login' || pathname.startsWith('/login/');
}

/**
 * A 401 while a token is held means the session is over: clear it and send the browser to the
 * login page of the role that was signed in (admin when unknown) with reason=session-expired,
 * unless it is on a login page already. A 401 without a token (a failed login) passes through.
 */
function handleUnauthorized(): void {
  // Only the first of several concurrent 401s acts: later ones find the session already cleared.
  const { token, role } = getSession();
  if (!token) return;
  clearSession('session-expired');
  if (isLoginPage(window.location.pathname)) return;
  goTo(`/login/${role ?? 'admin'}?reason=session-expired`);
}

/**
 * A client-side navigation the router follows (it listens to popstate), so the login page shows
 * at once without reloading the shell and the remotes.
 */
function goTo(url: string): void {
  window.history.pushState(null, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

api.interceptors.response.use(
  (response) => {
    notePosition(response.headers[LSN_HEADER]);
    return response;
  },
  (error: unknown) => {
    if (axios.isAxiosError(error) && error.response?.status === 401) handleUnauthorized();
    return Promise.reject(error);
  },
);
