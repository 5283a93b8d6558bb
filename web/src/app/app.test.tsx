import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { saveSession, SESSION_KEY } from '../lib/session';
import { lazyRoute } from '../lib/lazy-page';
import { json } from '../test/fake-server';
import { renderApp } from '../test/render';
import { aliceServer, cacheReferenceLists, signedIn, signedInAsAdmin } from '../test/server-fixtures';
import { AppProviders } from './providers';
import { RouteError } from './route-error';
import { createQueryClient } from '../lib/query-client';
import { signToken } from '../test/tokens';

describe('protected routes', () => {
  it('send a signed-out visitor to / (replacing the entry) and back to the deep link after sign-in', async () => {
    const license = { id: 12, title: 'Dune', titleId: 3, company: 'Gollancz', companyId: 4, contractDate: '2024-03-15', signed: false, file: null };
    aliceServer({ 'GET /api/licenses/12': () => json(200, license) });
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
    expect(await screen.findByText('Dune – Gollancz')).toBeVisible();
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
    ['/availability', 'Availability'],
    ['/money', 'Money'],
    ['/guides', 'Rights guides'],
    ['/guides/new', 'New guide'],
    ['/calendar', 'Calendar'],
    ['/account', 'Account Settings'],
  ])('%s shows the page "%s" in the shell', async (path, heading) => {
    aliceServer();
    signedIn();
    cacheReferenceLists();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    // set by an effect, which may run just after the heading is in the document
    await waitFor(() => expect(document.title, 'the browser tab names the page').toBe(`${heading} · Rightsdesk`));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByText('© 2024 Rightsdesk')).toBeInTheDocument();
  });
});

describe('admin pages', () => {
  it('/servers is an admin page: an editor is told "Admins only", an admin sees the instances', async () => {
    aliceServer({ 'GET /api/servers': () => json(200, []) });
    signedIn();
    cacheReferenceLists();
    const first = renderApp('/servers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
    first.unmount();
    signedInAsAdmin();
    renderApp('/servers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Servers' })).toBeVisible();
  });
});

describe('viewers and create routes', () => {
  // One guard closes every create route to viewers: they would fill in a form the server refuses
  // with 403, and a 403 signs the browser out.
  it.each([
    ['/titles/new', '/titles', 'Titles'],
    ['/licenses/new', '/licenses', 'Licenses'],
    ['/prospections/new', '/prospections', 'Prospections'],
  ])('%s sends a viewer back to %s, still signed in', async (path, list, heading) => {
    aliceServer({ 'GET /api/titles': () => json(200, []), 'GET /api/licenses': () => json(200, []) });
    saveSession(signToken({ roles: ['viewer'] }), 'bob@example.com');
    cacheReferenceLists();
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(router.state.location.pathname).toBe(list);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(await screen.findByText('Your role can read, not create')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
  });

  it('lets a viewer open an edit route to read the record', async () => {
    aliceServer({ 'GET /api/titles/7': () => json(200, { id: 7, name: 'Dune', author: null, publishDate: null, description: null }) });
    saveSession(signToken({ roles: ['viewer'] }), 'bob@example.com');
    cacheReferenceLists();
    const { router } = renderApp('/titles/edit/7');
    expect(await screen.findByRole('textbox', { name: /Title Name/ })).toHaveAttribute('readonly');
    expect(router.state.location.pathname).toBe('/titles/edit/7');
  });
});

describe('errors', () => {
  it('an unknown path shows "Page not found" inside the shell, with a way back', async () => {
    aliceServer();
    signedIn();
    cacheReferenceLists();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText('/no/such/page')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.queryByText(/404 Not Found/)).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: /Back to home/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('an unknown path asks a signed-out visitor to sign in first, carrying the path', async () => {
    aliceServer();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/no/such/page' } });
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
    const broken = lazyRoute(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    const router = createMemoryRouter([{ path: '/', lazy: broken, errorElement: <RouteError fullPage /> }]);
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
    const slow = lazyRoute(() => new Promise(() => {}), 50);
    const router = createMemoryRouter([{ path: '/', lazy: slow, errorElement: <RouteError fullPage /> }]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByTestId('error-detail')).toHaveTextContent('timed out');
    expect(screen.getByRole('button', { name: /Reload/ })).toBeVisible();
  });
});
