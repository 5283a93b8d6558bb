import { ApiError, authRequest } from '../../../lib/api-client';
import { clearSession, getToken, saveSession, type SessionUser } from '../../../lib/session';
import { dropAllDrafts } from '../../../lib/drafts';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * POST {auth}/login. On a token, saves the session record and the raw token and returns the record.
 * A response without a (readable) token is logged as a login error and nothing is saved (docs/product.md §4).
 * Wrong credentials, throttling and network failures reject (ApiError / NetworkError).
 */
export async function login(credentials: Credentials): Promise<SessionUser | null> {
  const body = await authRequest<{ token?: unknown } | undefined>('/login', { method: 'POST', body: credentials });
  const token = body?.token;
  if (typeof token !== 'string' || !token) {
    console.error('login error: the response carries no token');
    return null;
  }
  try {
    return saveSession(token, credentials.email.trim());
  } catch (error) {
    console.error('login error: unreadable token', error);
    return null;
  }
}

/**
 * Signs out: clears both stored items at once (the route guard then shows `/`), and asks the server
 * to revoke the token. A failing revoke call is only logged: the browser is signed out either way.
 */
export async function logout(): Promise<void> {
  const token = getToken();
  // Leaving on purpose: nothing typed stays behind in this browser (lib/drafts.ts).
  dropAllDrafts();
  clearSession('signed-out');
  if (!token) return;
  try {
    await authRequest('/logout', { method: 'POST', token });
  } catch (error) {
    console.warn('logout: the server could not revoke the token', error);
  }
}

/**
 * Signs out everywhere: POST {auth}/logout-all revokes every token of the user, on every server
 * instance, this one included; then the browser is signed out like on Logout. Unlike Logout, a
 * failed call rejects and leaves this session as it is: the user asked for the other sessions to
 * end and must learn that they did not. A 401 means this token is dead already: signed out anyway.
 */
export async function logoutEverywhere(): Promise<void> {
  try {
    await authRequest('/logout-all', { method: 'POST', token: getToken() });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  clearSession('signed-out');
}
