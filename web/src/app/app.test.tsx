import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../lib/lazy-page';
import { json } from '../test/fake-server';
import { renderApp } from '../test/render';
import { aliceServer, cacheReferenceLists, signedIn } from '../test/server-fixtures';
import { AppProviders } from './providers';
import { RouteError } from './route-error';
import { createQueryClient } from '../lib/query-client';

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
