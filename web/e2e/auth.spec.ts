import { expect, fillSignIn, navLink, shot, signIn, storedToken, test } from './fixtures';
import { TEAM, users } from './users';

const { alice } = users;

test.describe('sign-in', () => {
  test('wrong credentials show a message and keep the visitor on /', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rightsdesk' })).toBeVisible();
    await shot(page, 'sign-in');

    await fillSignIn(page, alice.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.getItem('session'), localStorage.getItem('token')])).toEqual([null, null]);
    await shot(page, 'sign-in-error');
  });

  test('success stores the session and lands on /home with the user and team', async ({ page }) => {
    await signIn(page, alice);
    await expect(page.getByTestId('team-name')).toHaveText(TEAM);
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('AM');

    const stored = await page.evaluate(() => ({ session: JSON.parse(localStorage.getItem('session')!), token: localStorage.getItem('token') }));
    expect(stored.session).toMatchObject({
      token: stored.token,
      username: alice.name,
      email: alice.email,
      user_roles: ['editor'],
    });
    expect(stored.session.user_id).not.toBe('');
    expect(stored.session.team_id).not.toBe('');
    expect(typeof stored.session.company_id).toBe('string');
    // the countries and languages lists are cached for the next start
    const cached = await page.evaluate(() => ({
      countries: JSON.parse(localStorage.getItem('countries') ?? '[]').length,
      languages: JSON.parse(localStorage.getItem('languages') ?? '[]').length,
    }));
    expect(cached.countries).toBeGreaterThan(200);
    expect(cached.languages).toBeGreaterThan(150);
  });

  test('a deep link survives sign-in: redirect to / (replaced), then back', async ({ page }) => {
    const login = await page.request.post('/auth/login', { data: { email: alice.email, password: alice.password } });
    const { token } = (await login.json()) as { token: string };
    const created = await page.request.post('/api/licenses', {
      data: { title: 'Deep Link Title', company: 'Deep Link House', contractDate: '2024-05-01' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(200);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/licenses/edit/${id}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // replaced, not pushed: about:blank + this entry
    expect(await page.evaluate(() => history.length)).toBe(2);

    await fillSignIn(page, alice.email, alice.password);
    await expect(page).toHaveURL(new RegExp(`/licenses/edit/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit license' })).toBeVisible();
    await expect(page.getByText('Deep Link Title – Deep Link House')).toBeVisible();
    await expect(navLink(page, 'Licenses')).toHaveAttribute('aria-current', 'page');
  });

  test('the sign-in page at 375 px in dark mode', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript(() => localStorage.setItem('chakra-ui-color-mode', 'dark'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const box = await page.getByRole('button', { name: 'Sign in' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await shot(page, 'sign-in-375-dark');
  });

  test('a signed-in visitor of / goes on to /home', async ({ page }) => {
    await signIn(page, alice);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
  });
});

test.describe('sign-out', () => {
  test('the user menu signs out: storage cleared, token revoked, back on /', async ({ page }) => {
    await signIn(page, alice);
    const token = await storedToken(page);
    // after a form with comboboxes (in jsdom, Chakra's menu stops reacting then; here it must not)
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Licenses' }).click();
    await page.getByRole('link', { name: 'New license' }).click();
    await expect(page.getByRole('combobox', { name: /Title/ })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([`${alice.name}${alice.email}`, 'Account Settings', 'Logout']);
    await expect(menu.getByRole('menuitem').first()).toHaveAttribute('aria-disabled', 'true');
    await shot(page, 'user-menu');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('session'), localStorage.getItem('token')])).toEqual([null, null]);

    // the server no longer accepts the old token
    await expect.poll(async () => (await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);

    // and protected pages are closed again
    await page.goto('/titles');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a revoked token sends the user to / with a message, and back after signing in', async ({ page }) => {
    await signIn(page, alice);
    // The list's first request must be answered before the token is revoked: answered 401, it
    // would sign this page out before the reload, and the reloaded page has no reason to show.
    const listed = page.waitForResponse((res) => res.url().includes('/api/titles?') && res.ok());
    await navLink(page, 'Titles').click();
    await expect(page).toHaveURL(/\/titles$/);
    await listed;

    // revoke the session behind the page's back (as another device or an admin would)
    const token = await storedToken(page);
    const res = await page.request.post('/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);

    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await fillSignIn(page, alice.email, alice.password);
    await expect(page).toHaveURL(/\/titles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Titles' })).toBeVisible();
  });
});
