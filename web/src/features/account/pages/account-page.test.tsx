import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { SESSION_KEY, TOKEN_KEY, saveSession } from '../../../lib/session';
import { callsOf, json, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { alice, aliceServer, cacheReferenceLists } from '../../../test/server-fixtures';
import { signToken } from '../../../test/tokens';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

const TOO_SHORT = 'Password must be at least 10 characters';

async function openAccount(routes: Record<string, Handler> = {}) {
  const { spy, token } = aliceServer(routes);
  saveSession(token, alice.email);
  cacheReferenceLists();
  const app = renderApp('/account');
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  await screen.findByRole('form', { name: 'Profile' });
  return { ...app, spy, token, user: userEvent.setup() };
}

const bodiesOf = (spy: Awaited<ReturnType<typeof openAccount>>['spy'], call: string) =>
  spy.mock.calls.filter((_, i) => callsOf(spy)[i] === call).map(([, init]) => JSON.parse(String(init?.body)));

describe('/account: profile', () => {
  it('shows the name and e-mail to edit, and the role and team as text', async () => {
    await openAccount();
    const form = screen.getByRole('form', { name: 'Profile' });
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('Alice Martin');
    expect(within(form).getByRole('textbox', { name: /E-mail/ })).toHaveValue(alice.email);
    expect(within(form).getAllByRole('textbox')).toHaveLength(2);
    expect(within(form).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Profile' }).querySelector('dl')!;
    expect([...facts.querySelectorAll('dt, dd')].map((e) => e.textContent)).toEqual(['Role', 'Editor', 'Team', 'Northwind Rights']);
  });

  it('asks for the password before a new e-mail address is sent, and sends it with the address', async () => {
    const { user, spy } = await openAccount({ 'PUT /api/me': ({ body }) => json(200, { ...alice, email: (body as { email: string }).email.trim().toLowerCase() }) });
    const form = screen.getByRole('form', { name: 'Profile' });
    const email = within(form).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, ' Alice@Levant.example ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Enter your password to change your e-mail address')).toBeVisible();
    expect(within(form).getByLabelText(/Current password/)).toHaveFocus();
    expect(callsOf(spy)).not.toContain('PUT /api/me');

    await user.type(within(form).getByLabelText(/Current password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('You sign in with alice@levant.example from now on.')).toBeInTheDocument();
    expect(bodiesOf(spy, 'PUT /api/me')).toEqual([{ name: 'Alice Martin', email: 'Alice@Levant.example', currentPassword: 'correct horse' }]);
    expect(within(form).getByRole('textbox', { name: /E-mail/ })).toHaveValue('alice@levant.example');
    expect(within(form).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toMatchObject({ email: 'alice@levant.example' });
  });

  it("puts a wrong password and a taken address on their fields", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer = json(422, { message: 'Validation failed', errors: { currentPassword: 'Current password is incorrect' } });
    const { user } = await openAccount({ 'PUT /api/me': () => answer });
    const form = screen.getByRole('form', { name: 'Profile' });
    const email = within(form).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'bruno@example.com');
    await user.type(within(form).getByLabelText(/Current password/), 'not it');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Current password is incorrect')).toBeVisible();

    answer = json(409, { message: 'A user with this e-mail already exists (bruno@example.com)' });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('A user with this e-mail already exists (bruno@example.com)')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves a new name, which the shell shows at once', async () => {
    // the server stores the name trimmed (core's normalising step)
    const { user, spy } = await openAccount({ 'PUT /api/me': ({ body }) => json(200, { ...alice, name: (body as { name: string }).name.trim() }) });
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, '  Bea Costa ');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(bodiesOf(spy, 'PUT /api/me')).toEqual([{ name: '  Bea Costa ' }]);
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Bea Costa');
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveTextContent('BCBea Costa');
  });

  it('says "Name is required" as the name is cleared, and sends nothing', async () => {
    const { user, spy } = await openAccount();
    await user.clear(screen.getByRole('textbox', { name: /Name/ }));
    expect(screen.getByText('Name is required')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveFocus();
    expect(callsOf(spy)).not.toContain('PUT /api/me');
  });
});

describe('/account: password', () => {
  const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

  it("shows core's rule and the confirmation's match as you type, and blocks the change", async () => {
    const { user, spy } = await openAccount();
    await user.type(field('New password'), 'short');
    expect(screen.getByText(TOO_SHORT)).toBeVisible();
    await user.type(field('New password'), ' but long now');
    expect(screen.queryByText(TOO_SHORT)).not.toBeInTheDocument();
    await user.type(field('Confirm new password'), 'short but long');
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(field('Confirm new password')).toHaveFocus();
    await user.type(field('Confirm new password'), ' now');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(callsOf(spy)).not.toContain('POST /api/me/password');
  });

  it("puts the server's 422 on the current password", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openAccount({
      'POST /api/me/password': () => json(422, { message: 'Validation failed', errors: { currentPassword: 'Current password is incorrect' } }),
    });
    await user.type(field('Current password'), 'not it');
    await user.type(field('New password'), 'a new password');
    await user.type(field('Confirm new password'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeVisible();
    expect(field('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Current password')).toHaveFocus();
    expect(field('New password')).toHaveValue('a new password');
  });

  it('changes it, keeps this session signed in with the new token, and empties the form', async () => {
    const fresh = signToken({ sub: '7', name: alice.name, roles: alice.roles });
    const { user, spy, router } = await openAccount({ 'POST /api/me/password': () => json(200, { token: fresh }) });
    await user.type(field('Current password'), 'correct horse');
    await user.type(field('New password'), 'a new password');
    await user.type(field('Confirm new password'), 'a new password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(bodiesOf(spy, 'POST /api/me/password')).toEqual([{ currentPassword: 'correct horse', newPassword: 'a new password' }]);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(fresh);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toMatchObject({ token: fresh, email: alice.email });
    expect(router.state.location.pathname).toBe('/account');
    expect(field('Current password')).toHaveValue('');
    expect(field('New password')).toHaveValue('');
    expect(screen.queryByText(TOO_SHORT)).not.toBeInTheDocument();
  });
});

describe('/account: sessions', () => {
  it('signs out everywhere once confirmed: the server revokes every token, the browser is back on sign-in', async () => {
    const { user, spy, token, router } = await openAccount({ 'POST /auth/logout-all': () => json(200, { message: 'Signed out everywhere' }) });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('You have signed out.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    const call = spy.mock.calls[callsOf(spy).indexOf('POST /auth/logout-all')]!;
    expect(new Headers(call[1]!.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('stays signed in and says so when the server could not sign out everywhere', async () => {
    const { user } = await openAccount({ 'POST /auth/logout-all': () => json(500, { message: 'Internal error' }) });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('You were not signed out everywhere')).toBeInTheDocument();
    expect(localStorage.getItem(SESSION_KEY)).not.toBeNull();
  });

  it("sends a deactivated user's open page back to sign-in on its next call", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = await openAccount({ 'PUT /api/me': () => json(401, { message: 'Unauthorized' }) });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/account' }, reason: 'expired' });
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

describe('/account: calendar feed', () => {
  it('shows the secret feed address to copy, with the calendar apps that take it', async () => {
    const url = 'http://127.0.0.1:8080/feeds/abc.ics';
    await openAccount({ 'GET /api/calendar/feed': () => json(200, { url }) });
    const section = screen.getByRole('region', { name: 'Calendar feed' });
    expect(await within(section).findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(url);
    for (const app of ['Google Calendar', 'Outlook', 'Apple Calendar']) expect(within(section).getByText(app)).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Reset address' })).toBeEnabled();
  });
});
