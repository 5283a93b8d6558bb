import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aliceServer } from '../../../test/server-fixtures';
import { SESSION_KEY, TOKEN_KEY } from '../../../lib/session';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Sign in' });
  if (email) await user.type(screen.getByLabelText(/E-mail/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('asks for the e-mail and password before calling the server', async () => {
    const { spy } = aliceServer();
    renderApp('/');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Enter your e-mail address')).toBeVisible();
    expect(screen.getByText('Enter your password')).toBeVisible();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows "Invalid email or password" for wrong credentials and saves nothing', async () => {
    aliceServer();
    renderApp('/');
    await fillAndSubmit('alice@example.com', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
  });

  it("says why when the server refuses a deactivated account's right password", async () => {
    aliceServer({ 'POST /auth/login': () => json(401, { message: 'This account is deactivated: ask an admin of your team to reactivate it' }) });
    renderApp('/');
    await fillAndSubmit('alice@example.com', 'correct horse');
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is deactivated: ask an admin of your team to reactivate it');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderApp('/');
    await fillAndSubmit('alice@example.com', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the Rightsdesk server');
  });

  it('shows the throttling message on 429', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    aliceServer({ 'POST /auth/login': () => json(429, { message: 'Too many attempts' }) });
    renderApp('/');
    await fillAndSubmit('alice@example.com', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts');
  });

  it('logs a response without a token as a login error, saves nothing and shows no message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    aliceServer({ 'POST /auth/login': () => json(200, {}) });
    renderApp('/');
    await fillAndSubmit('alice@example.com', 'x');
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('login error')));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('disables the button while signing in, stores the session, runs the init steps in order, opens /home', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { spy, token } = aliceServer({
      'POST /auth/login': async () => {
        await gate;
        return json(200, { token: (await import('../../../test/tokens')).signToken({ name: 'Alice Martin' }) });
      },
    });
    const { router } = renderApp('/');
    await fillAndSubmit('alice@example.com', 'correct horse');
    const button = screen.getByRole('button', { name: /Sign/ });
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^ey/);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toMatchObject({ username: 'Alice Martin', email: 'alice@example.com' });
    // the init steps, then the home page's own figures
    expect(callsOf(spy).slice(0, 4)).toEqual(['POST /auth/login', 'GET /api/countries', 'GET /api/languages', 'GET /api/me']);
    expect(token).toBeTruthy();
  });

  it('a failing initialisation step is logged and shown as a toast; sign-in still completes', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { spy } = aliceServer({ 'GET /api/countries': () => json(500, { message: 'database unavailable' }) });
    const { router } = renderApp('/');
    await fillAndSubmit('alice@example.com', 'correct horse');
    const title = await screen.findByText('Could not load the country and language lists');
    expect(title).toBeVisible();
    // In the toast: the shell's panel may already say it too, with its "Try again" (below).
    const toast = title.closest<HTMLElement>('[data-scope="toast"][data-part="root"]');
    expect(toast).not.toBeNull();
    expect(within(toast!).getByText('database unavailable')).toBeVisible();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('initialisation'), expect.anything());
    // the second step still ran, and the shell offers a retry for the lists
    expect(callsOf(spy)).toContain('GET /api/me');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
