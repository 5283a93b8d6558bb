import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEY, TOKEN_KEY, saveSession } from './session';
import { fakeServer, json } from '../test/fake-server';
import { signToken } from '../test/tokens';
import { API_BASE, AUTH_BASE, ApiError, NetworkError, api, apiList, authRequest, listSearch } from './api-client';
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

describe('list calls (docs/http.md, "Lists")', () => {
  it('put the search, order and page in the query string, leaving out what is empty', () => {
    expect(listSearch({ q: 'les misérables', sort: '-name', limit: 50, offset: 100 })).toBe('?q=les+mis%C3%A9rables&sort=-name&limit=50&offset=100');
    expect(listSearch({ q: '', sort: 'name' })).toBe('?sort=name');
    expect(listSearch({})).toBe('');
  });

  it('put the filters after the search, order and page, leaving out the empty ones', () => {
    expect(listSearch({ sort: '-contractDate', limit: 25, offset: 0, filters: { signed: 'false', currency: '', year: undefined, contractType: 'audio' } })).toBe(
      '?sort=-contractDate&limit=25&offset=0&signed=false&contractType=audio',
    );
    expect(listSearch({ q: 'dune', filters: { type: 'literary agency' } })).toBe('?q=dune&type=literary+agency');
    expect(listSearch({ filters: {} })).toBe('');
  });

  it('give the rows and the X-Total-Count, with the bearer token', async () => {
    const token = signIn();
    const fetch = fakeServer({
      'GET /api/titles': () => new Response('[{"id":1}]', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '100000' } }),
    });
    await expect(apiList('/titles', { q: 'dune', limit: 1, offset: 0 })).resolves.toEqual({ rows: [{ id: 1 }], total: 100000, totalAtLeast: false });
    expect(String(fetch.mock.calls[0][0])).toBe('/api/titles?q=dune&limit=1&offset=0');
    expect(new Headers(fetch.mock.calls[0][1]!.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('say when the total is a floor (X-Total-Relation: gte)', async () => {
    signIn();
    const headers = { 'Content-Type': 'application/json', 'X-Total-Count': '10000', 'X-Total-Relation': 'gte' };
    fakeServer({ 'GET /api/titles': () => new Response('[{"id":1}]', { status: 200, headers }) });
    await expect(apiList('/titles', { q: 'soleil', limit: 1 })).resolves.toEqual({ rows: [{ id: 1 }], total: 10000, totalAtLeast: true });
  });

  it('count the rows up to the page when the header is missing', async () => {
    signIn();
    fakeServer({ 'GET /api/titles': () => json(200, [{ id: 1 }, { id: 2 }]) });
    await expect(apiList('/titles', { limit: 50, offset: 50 })).resolves.toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 52 });
  });

  it("reject a 400 with the server's message", async () => {
    signIn();
    fakeServer({ 'GET /api/titles': () => json(400, { message: 'limit must be a whole number from 1 to 500' }) });
    await expect(apiList('/titles', { limit: 501 })).rejects.toMatchObject({ status: 400, message: 'limit must be a whole number from 1 to 500' });
  });
});
