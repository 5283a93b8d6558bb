import { describe, expect, it } from 'vitest';
import { appState } from './app-state';
import { signToken } from '../test/tokens';
import {
  SESSION_KEY,
  TOKEN_KEY,
  clearSession,
  decodeTokenClaims,
  forgetSignOutReason,
  emptySession,
  getSession,
  getToken,
  hasSession,
  saveSession,
  sessionFromToken,
  syncSessionState,
} from './session';

describe('session from a signed token', () => {
  it('reads the user from the claims and the e-mail as typed', () => {
    const token = signToken({ sub: '42', roles: ['admin', 'editor'], name: 'Alice Martin', team_id: 3, company_id: 9 });
    expect(sessionFromToken(token, 'Alice@Example.com')).toEqual({
      token,
      user_id: '42',
      user_roles: ['admin', 'editor'],
      username: 'Alice Martin',
      email: 'Alice@Example.com',
      team_id: '3',
      company_id: '9',
    });
  });

  it('decodes non-ASCII names (base64url, UTF-8)', () => {
    const token = signToken({ name: 'Zoë Ångström-Łukasz ✓' });
    expect(decodeTokenClaims(token).name).toBe('Zoë Ångström-Łukasz ✓');
  });

  it('keeps the time claims', () => {
    const claims = decodeTokenClaims(signToken({ exp: 2_000_000_000 }));
    expect(claims.exp).toBe(2_000_000_000);
    expect(typeof claims.jti).toBe('string');
  });

  it('rejects something that is not a JWT', () => {
    expect(() => decodeTokenClaims('not-a-token')).toThrow('Token is not a JWT');
    expect(() => decodeTokenClaims('a.%%%.c')).toThrow();
    expect(() => decodeTokenClaims(`x.${Buffer.from('{"roles":[]}').toString('base64url')}.y`)).toThrow('Token has no subject');
  });
});

describe('session storage', () => {
  it('starts empty: every field empty and user_roles holding one empty string', () => {
    expect(hasSession()).toBe(false);
    expect(getSession()).toEqual({ token: '', user_id: '', user_roles: [''], username: '', email: '', team_id: '', company_id: '' });
    expect(getSession()).toEqual(emptySession);
    expect(getToken()).toBe('');
  });

  it('saves the record under "session" and the raw token under "token"', () => {
    const token = signToken({ name: 'Bob' });
    saveSession(token, 'bob@example.com');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toMatchObject({ token, username: 'Bob', email: 'bob@example.com' });
    expect(SESSION_KEY).toBe('session');
    expect(TOKEN_KEY).toBe('token');
    expect(hasSession()).toBe(true);
    expect(appState.get().isLoggedIn).toBe(true);
  });

  it('is signed in exactly when the record exists', () => {
    localStorage.setItem(TOKEN_KEY, signToken());
    expect(hasSession()).toBe(false);
    localStorage.setItem(SESSION_KEY, '{}');
    expect(hasSession()).toBe(true);
    expect(getSession().user_roles).toEqual(['']);
  });

  it('clears both items and records why', () => {
    saveSession(signToken(), 'a@example.com');
    clearSession('expired');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(appState.get()).toMatchObject({ isLoggedIn: false, signOutReason: 'expired' });
    // a second, late 401 does not overwrite the first reason
    clearSession('forbidden');
    expect(appState.get().signOutReason).toBe('expired');
  });

  it('keeps why across a reload until the sign-in page has said it', () => {
    saveSession(signToken(), 'a@example.com');
    clearSession('expired');
    // the reload: a fresh app state, read from storage on start
    appState.set({ isLoggedIn: false, signOutReason: null });
    syncSessionState()();
    expect(appState.get()).toMatchObject({ isLoggedIn: false, signOutReason: 'expired' });
    forgetSignOutReason();
    appState.set({ signOutReason: null });
    syncSessionState()();
    expect(appState.get().signOutReason).toBeNull();
    // a new sign-in forgets an old reason too
    saveSession(signToken(), 'a@example.com');
    clearSession('forbidden');
    saveSession(signToken(), 'a@example.com');
    syncSessionState()();
    expect(appState.get()).toMatchObject({ isLoggedIn: true, signOutReason: null });
  });

  it('saves nothing for an unreadable token', () => {
    expect(() => saveSession('garbage', 'a@example.com')).toThrow();
    expect(localStorage.length).toBe(0);
  });
});
