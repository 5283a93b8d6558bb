import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession, SESSION_KEY, TOKEN_KEY } from '../lib/session';
import { callsOf, json } from '../test/fake-server';
import { renderApp } from '../test/render';
import { aliceServer, cacheReferenceLists, countries, languages, signedIn, signedInAsAdmin } from '../test/server-fixtures';

// The shell in its own file: Vitest gives each file fresh modules, and the menus and comboboxes of
// Chakra (zag) keep module-level state that, in jsdom only, stops the user menu reacting to the
// pointer once a page with a combobox has been rendered and unmounted in the same file. In Chromium
// the menu works after any page (e2e/auth.spec.ts signs out after opening the license form).

describe('shell', () => {
  it('shows "isLoading ..." until the lists are ready, and fetches only the missing one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { spy } = aliceServer({
      'GET /api/languages': async () => {
        await gate;
        return json(200, { data: languages });
      },
    });
    signedIn();
    localStorage.setItem('countries', JSON.stringify(countries));
    renderApp('/home');
    expect(await screen.findByText('isLoading ...')).toBeVisible();
    release();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(callsOf(spy)).not.toContain('GET /api/countries');
    expect(callsOf(spy)).toContain('GET /api/languages');
    expect(JSON.parse(localStorage.getItem('languages')!)).toEqual(languages);
  });

  it('fetches neither list when both are stored', async () => {
    const { spy } = aliceServer();
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    await waitFor(() => expect(callsOf(spy)).toContain('GET /api/me'));
    expect(callsOf(spy).filter((c) => c.includes('countries') || c.includes('languages'))).toEqual([]);
  });

  it('shows the user and team on the home page and the initials in the avatar', async () => {
    aliceServer();
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    expect(await screen.findByTestId('team-name')).toHaveTextContent('Northwind Rights');
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveTextContent('AM');
  });

  it('signs out from the user menu: both items cleared, the token revoked, back on /', async () => {
    const { spy, token } = aliceServer();
    saveSession(token, 'alice@example.com');
    cacheReferenceLists();
    const { router } = renderApp('/titles');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('alice@example.com')).toBeVisible();
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent?.trim())).toEqual([
      'Alice Martinalice@example.com',
      'Account Settings',
      'Logout',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByText('You have signed out.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).not.toHaveProperty('from.pathname');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    await waitFor(() => expect(callsOf(spy)).toContain('POST /auth/logout'));
    // a later deep link is carried again (the sign-out reason was consumed)
    await router.navigate('/contacts');
    await waitFor(() => expect(router.state.location.state).toMatchObject({ from: { pathname: '/contacts' }, reason: null }));
    const logoutCall = spy.mock.calls.find(([url]) => String(url).endsWith('/auth/logout'))!;
    expect(new Headers(logoutCall[1]!.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it("leads an admin from the user menu to Your Servers, the API docs and Account Settings", async () => {
    aliceServer({ 'GET /api/servers': () => json(200, []) });
    signedInAsAdmin();
    cacheReferenceLists();
    const { router } = renderApp('/titles');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    const docs = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'API docs' });
    expect(docs).toHaveAttribute('href', '/api/docs');
    expect(docs).toHaveAttribute('target', '_blank');
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Your Servers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Servers' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/servers');
    await user.click(screen.getByRole('button', { name: 'User menu' }));
    const account = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Account Settings' });
    expect(account).toHaveAttribute('href', '/account');
    await user.click(account);
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('goes back to / with a message when the API answers 401, and returns after signing in', async () => {
    aliceServer({ 'GET /api/me': () => json(401, { message: 'Token revoked' }) });
    signedIn();
    cacheReferenceLists();
    const { router } = renderApp('/calendar');
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/calendar' }, reason: 'expired' });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('tells a user an admin deactivated so, not that the session expired', async () => {
    aliceServer({ 'GET /api/me': () => json(401, { message: 'This account is deactivated: ask an admin of your team to reactivate it' }) });
    signedIn();
    cacheReferenceLists();
    const { router } = renderApp('/calendar');
    expect(await screen.findByText('An admin of your team has deactivated your account: ask them to reactivate it.')).toBeVisible();
    expect(screen.queryByText(/Your session has expired/)).toBeNull();
    expect(router.state.location.state).toMatchObject({ reason: 'deactivated' });
  });
});
