import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession, SESSION_KEY, TOKEN_KEY } from '../features/auth/session';
import { lazyPage } from '../lib/lazy-page';
import { callsOf, json } from '../test/fake-server';
import { renderApp } from '../test/render';
import { aliceServer, countries, languages } from '../test/server-fixtures';
import { signToken } from '../test/tokens';
import { AppProviders } from './providers';
import { RouteError } from './route-error';
import { createQueryClient } from '../lib/query-client';

const signedIn = () => saveSession(signToken({ name: 'Alice Martin' }), 'alice@example.com');
const cacheReferenceLists = () => {
  localStorage.setItem('countries', JSON.stringify(countries));
  localStorage.setItem('languages', JSON.stringify(languages));
};

describe('protected routes', () => {
  it('send a signed-out visitor to / (replacing the entry) and back to the deep link after sign-in', async () => {
    aliceServer();
    const { router } = renderApp('/licenses/edit/12');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/licenses/edit/12' } });

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail/), 'alice@example.com');
    await user.type(screen.getByLabelText(/Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Edit license' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/licenses/edit/12');
    expect(screen.getByText('License #12')).toBeVisible();
  });

  it('send a signed-in visitor of / on to /home', async () => {
    aliceServer();
    signedIn();
    cacheReferenceLists();
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
  });

  it.each([
    ['/home', 'Home'],
    ['/contacts', 'Contacts'],
    ['/titles', 'Titles'],
    ['/titles/new', 'New title'],
    ['/titles/edit/7', 'Edit title'],
    ['/prospections', 'Prospections'],
    ['/prospections/new', 'New prospection'],
    ['/prospections/edit/3', 'Edit prospection'],
    ['/licenses', 'Licenses'],
    ['/licenses/new', 'New license'],
    ['/licenses/edit/12', 'Edit license'],
    ['/calendar', 'Calendar'],
  ])('%s shows the page "%s" in the shell', async (path, heading) => {
    aliceServer();
    signedIn();
    cacheReferenceLists();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByText('© 2024 Rightsdesk')).toBeInTheDocument();
  });
});

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
      'Your Servers',
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
});

describe('errors', () => {
  it('an unknown path shows "Unexpected Application Error" with the status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
    expect(screen.getByTestId('error-detail')).toHaveTextContent('404 Not Found');
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  });

  it('an edit license route without an id says "No license id provided", inside the shell', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    aliceServer();
    signedIn();
    cacheReferenceLists();
    renderApp('/licenses/edit');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
    expect(screen.getByTestId('error-detail')).toHaveTextContent('No license id provided');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('a page whose code fails to load offers a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Broken = lazyPage<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteError fullPage /> }]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Reload/ })).toBeVisible();
  });

  it('a page that takes longer than the chunk timeout fails as a chunk error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Slow = lazyPage<object>(() => new Promise(() => {}), 50);
    const router = createMemoryRouter([{ path: '/', element: <Slow />, errorElement: <RouteError fullPage /> }]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByTestId('error-detail')).toHaveTextContent('timed out');
    expect(screen.getByRole('button', { name: /Reload/ })).toBeVisible();
  });
});
