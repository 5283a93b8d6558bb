import { jwtDecode } from 'jwt-decode';
import { appState, type SignOutReason } from './app-state';

/**
 * The signed-in session, kept in browser storage (docs/product.md §3 "Session user").
 *
 * Two localStorage items:
 * - `session` (SESSION_KEY): the JSON session record below;
 * - `token` (TOKEN_KEY): the raw JWT, used for the Authorization header.
 *
 * "Signed in" means the `session` item exists. The token is read, not verified: the server checks the
 * signature, expiry and revocation on every call and answers 401, which signs the browser out.
 */
export const SESSION_KEY = 'session';
export const TOKEN_KEY = 'token';
/**
 * Why this tab's session ended, until the sign-in page has said it. Kept in sessionStorage as well
 * as in the app state because a reload can come between the two: a request answered 401 signs the
 * page out, the user reloads before the redirect, and the new page must still say why.
 */
const REASON_KEY = 'signOutReason';
const REASONS: readonly SignOutReason[] = ['signed-out', 'expired', 'forbidden', 'deactivated'];

export interface SessionUser {
  token: string;
  /** from the `sub` claim */
  user_id: string;
  /** from the `roles` claim */
  user_roles: string[];
  /** from the `name` claim */
  username: string;
  /** as typed at sign-in */
  email: string;
  /** from the `team_id` claim; ids are opaque to the client, so kept as strings */
  team_id: string;
  /** from the `company_id` claim */
  company_id: string;
}

/** The record when nobody is signed in: every field empty, `user_roles` holding one empty string. */
export const emptySession: Readonly<SessionUser> = Object.freeze({
  token: '',
  user_id: '',
  user_roles: [''],
  username: '',
  email: '',
  team_id: '',
  company_id: '',
});

export interface TokenClaims {
  sub: string;
  roles: string[];
  name: string;
  team_id: number | string;
  company_id: number | string;
  iat?: number;
  exp?: number;
  jti?: string;
}

export class InvalidTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

/** Reads the payload of a JWT with jwt-decode (no signature check: that is the server's job). */
export function decodeTokenClaims(token: string): TokenClaims {
  if (token.split('.').length !== 3) throw new InvalidTokenError('Token is not a JWT');
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch (error) {
    throw new InvalidTokenError(`Token payload cannot be read (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof payload !== 'object' || payload === null) throw new InvalidTokenError('Token payload is not an object');
  const p = payload as Record<string, unknown>;
  if (typeof p.sub !== 'string' && typeof p.sub !== 'number') throw new InvalidTokenError('Token has no subject');
  return {
    sub: String(p.sub),
    roles: Array.isArray(p.roles) ? p.roles.map(String) : [],
    name: typeof p.name === 'string' ? p.name : '',
    team_id: (p.team_id as number | string | undefined) ?? '',
    company_id: (p.company_id as number | string | undefined) ?? '',
    iat: typeof p.iat === 'number' ? p.iat : undefined,
    exp: typeof p.exp === 'number' ? p.exp : undefined,
    jti: typeof p.jti === 'string' ? p.jti : undefined,
  };
}

/** Builds the session record from a sign-in token and the e-mail as typed. */
export function sessionFromToken(token: string, email: string): SessionUser {
  const claims = decodeTokenClaims(token);
  return {
    token,
    user_id: claims.sub,
    user_roles: claims.roles,
    username: claims.name,
    email,
    team_id: String(claims.team_id),
    company_id: String(claims.company_id),
  };
}

/** The signed-in check: the stored session record exists. */
export function hasSession(): boolean {
  return localStorage.getItem(SESSION_KEY) !== null;
}

/** The stored session record, or the empty default. */
export function getSession(): SessionUser {
  return parseSession(localStorage.getItem(SESSION_KEY));
}

export function parseSession(raw: string | null): SessionUser {
  if (!raw) return { ...emptySession, user_roles: [''] };
  try {
    const value = JSON.parse(raw) as Partial<SessionUser>;
    return {
      ...emptySession,
      ...value,
      user_roles: Array.isArray(value.user_roles) && value.user_roles.length ? value.user_roles : [''],
    };
  } catch {
    return { ...emptySession, user_roles: [''] };
  }
}

/** The raw token for the Authorization header ('' when absent). */
export function getToken(): string {
  return localStorage.getItem(TOKEN_KEY) ?? '';
}

/** Stores the session record and the raw token (after a successful sign-in). */
export function saveSession(token: string, email: string): SessionUser {
  const session = sessionFromToken(token, email);
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  localStorage.setItem(TOKEN_KEY, token);
  sessionStorage.removeItem(REASON_KEY);
  appState.set({ isLoggedIn: true, signOutReason: null });
  return session;
}

/** Clears both stored items; `reason` tells the sign-in page why. */
export function clearSession(reason: SignOutReason = 'signed-out'): void {
  const wasSignedIn = hasSession() || localStorage.getItem(TOKEN_KEY) !== null;
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(TOKEN_KEY);
  if (wasSignedIn || appState.get().isLoggedIn) {
    sessionStorage.setItem(REASON_KEY, reason);
    appState.set({ isLoggedIn: false, signOutReason: reason });
  } else {
    appState.set({ isLoggedIn: false });
  }
}

/** The sign-in page has shown why the session ended: a later redirect starts afresh. */
export function forgetSignOutReason(): void {
  sessionStorage.removeItem(REASON_KEY);
  if (appState.get().signOutReason) appState.set({ signOutReason: null });
}

/** Brings `isLoggedIn` in line with storage; call once on start. Also follows other tabs. */
export function syncSessionState(): () => void {
  const stored = sessionStorage.getItem(REASON_KEY);
  const reason = REASONS.find((known) => known === stored) ?? null;
  appState.set(hasSession() ? { isLoggedIn: true } : { isLoggedIn: false, signOutReason: reason });
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) {
      const loggedIn = hasSession();
      appState.set(loggedIn ? { isLoggedIn: true, signOutReason: null } : { isLoggedIn: false, signOutReason: 'signed-out' });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
