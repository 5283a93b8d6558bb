import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, TOKEN_KEY, saveSession } from './session';
import { fakeServer, json } from '../test/fake-server';
import { signToken } from '../test/tokens';
import { API_BASE, AUTH_BASE, ApiError, NetworkError, api, authRequest } from './api-client';
import { appState } from './app-state';

const signIn = () => {
  const token = signToken();
  saveSession(token, 'alice@example.com');
  return token;
};

describe('api client', () => {
  it('uses /auth and /api by default', () => {
    expect(AUTH_BASE).toBe('/auth');
    expect(API_BASE).toBe('/api');
  });

  it('sends JSON and the bearer token from storage', async () => {
    const token = signIn();
    const fetch = fakeServer({ 'POST /api/titles': ({ body }) => json(200, { id: 1, ...(body as object) }) });
    await expect(api.post('/titles', { name: 'Dune' })).resolves.toEqual({ id: 1, name: 'Dune' });
    const headers = new Headers(fetch.mock.calls[0][1]!.headers);
    expect(headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends an empty bearer when there is no token', async () => {
    const fetch = fakeServer({ 'GET /api/countries': () => json(200, []) });
    await api.get('/countries');
    expect((fetch.mock.calls[0][1]!.headers as Record<string, string>).Authorization).toBe('Bearer ');
  });

  it.each([
    [401, 'expired'],
    [403, 'forbidden'],
  ] as const)('on %i: clears the session, records %s and rejects', async (status, reason) => {
    signIn();
    fakeServer({ 'GET /api/me': () => json(status, { message: 'nope' }) });
    const error = await api.get('/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, message: 'nope' });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(appState.get()).toMatchObject({ isLoggedIn: false, signOutReason: reason });
  });

  it('keeps the session on other errors and exposes the server message and field errors', async () => {
    signIn();
    fakeServer({
      'POST /api/titles': () => json(422, { message: 'Validation failed', errors: { name: 'Title name is required' } }),
      'GET /api/titles/9': () => new Response('oops', { status: 500, statusText: 'Internal Server Error' }),
    });
    const invalid = await api.post('/titles', {}).catch((e: ApiError) => e);
    expect(invalid).toMatchObject({ status: 422, message: 'Validation failed' });
    expect((invalid as ApiError).fieldErrors).toEqual({ name: 'Title name is required' });
    await expect(api.get('/titles/9')).rejects.toMatchObject({ status: 500, message: '500 Internal Server Error' });
    expect(appState.get().isLoggedIn).toBe(true);
  });

  it('turns a failed fetch into a NetworkError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/countries')).rejects.toBeInstanceOf(NetworkError);
  });

  it('does not sign out on a 401 from the auth base (wrong password)', async () => {
    signIn();
    fakeServer({ 'POST /auth/login': () => json(401, { message: 'Invalid email or password' }) });
    await expect(authRequest('/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(appState.get().isLoggedIn).toBe(true);
  });
});
