import { afterEach, describe, expect, it } from 'vitest';
import { currentUserQueryOptions } from '../features/auth/api/current-user';
import { titlesQueryOptions } from '../features/titles/api/get-titles';
import { aTitle, titlesServer } from '../features/titles/testing/fake-titles-server';
import { queryClient } from '../lib/query-client';
import { alice, signedIn } from '../test/server-fixtures';
import { FIRST_PAGE_WAIT_MS, startApp } from './app';
import { preloadPageAt } from './pages';

/** The titles list's first page as the address `/titles` asks for it. */
const firstPage = titlesQueryOptions({ q: '', sort: 'name', limit: 50, offset: 0, filters: {} }).queryKey;

/**
 * Opens the app at `path`, as main.ts does, up to its first render; waiting up to `waitMs` for the
 * page (longer than the app's 300 ms: a page's module takes longer than that to load in a busy test
 * run, and its late requests would then land in the next test).
 */
function open(path: string, waitMs = 10_000) {
  window.history.replaceState(null, '', path);
  return startApp(preloadPageAt(path), waitMs);
}

describe('the page the app opens at', () => {
  afterEach(() => queryClient.clear());

  it('has its records and the signed-in user before its first render', async () => {
    const { spy } = titlesServer([aTitle({ id: 1, name: 'Dune' }), aTitle({ id: 2, name: 'Solaris' })]);
    signedIn();
    const router = await open('/titles');
    expect(router.state.initialized).toBe(true);
    expect(router.state.location.pathname).toBe('/titles');
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toEqual(alice);
    expect(queryClient.getQueryData(firstPage)).toMatchObject({ rows: [{ name: 'Dune' }, { name: 'Solaris' }], total: 2 });
    // each asked once: the page's own queries find them
    expect(spy.mock.calls.filter(([input]) => String(input).startsWith('/api/titles')).length).toBe(1);
    router.dispose();
  });

  it('asks nothing for a visitor, who is sent to sign in', async () => {
    const { spy } = titlesServer([aTitle({ id: 1, name: 'Dune' })]);
    const router = await open('/titles');
    expect(spy).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(firstPage)).toBeUndefined();
    router.dispose();
  });

  it('is not held back by a server that does not answer: it shows without its records', async () => {
    const never = () => new Promise<Response>(() => {});
    titlesServer([], { 'GET /api/me': never, 'GET /api/titles': never });
    signedIn();
    await preloadPageAt('/titles')?.module;
    const router = await open('/titles', FIRST_PAGE_WAIT_MS);
    expect(router.state.initialized).toBe(true);
    expect(queryClient.getQueryData(firstPage)).toBeUndefined();
    expect(queryClient.isFetching()).toBeGreaterThan(0);
    router.dispose();
  });
});

describe('preloadPageAt', () => {
  it('names the parameters of the page an address opens at, a malformed escape as typed', () => {
    expect(preloadPageAt('/titles/edit/12')?.params).toEqual({ id: '12' });
    expect(preloadPageAt('/invoices/4/9')?.params).toEqual({ licenseId: '4', paymentId: '9' });
    expect(preloadPageAt('/titles/edit/%E0')?.params).toEqual({ id: '%E0' });
    expect(preloadPageAt('/titles')?.params).toEqual({});
    expect(preloadPageAt('/no/such/page')).toBeUndefined();
  });
});
