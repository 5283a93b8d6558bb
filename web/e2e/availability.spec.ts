import { expect, shotAllModes, signIn, test } from './fixtures';
import { users } from './users';

/**
 * A database outage as the browser meets it: the server answers 503 (docs/http.md, "Health,
 * readiness and outages"; the server's side is tested in server/tests/server/outage.rs). Here the
 * answers are the server's own 503 body, given by the browser's network layer for the time of the
 * outage: one banner shows, the form keeps what was typed, and once `/readyz` answers the banner
 * goes by itself and the save goes through.
 */
test('an outage shows one banner, keeps the typed title, and clears by itself', async ({ page }) => {
  await signIn(page, users.alice);
  await page.goto('/titles/new');
  const name = `Written during an outage ${Date.now().toString(36)}`;
  await page.getByLabel('Title Name').fill(name);

  const unavailable = { status: 503, headers: { 'Retry-After': '5' }, contentType: 'application/json', body: JSON.stringify({ message: 'The database is unavailable; try again in a moment' }) };
  await page.route('**/api/**', (route) => route.fulfill(unavailable));
  await page.route('**/readyz', (route) => route.fulfill({ ...unavailable, contentType: 'text/plain', body: '' }));
  await page.getByRole('button', { name: 'Submit' }).click();
  const banner = page.getByRole('alert', { name: 'Database unavailable' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('The database is unavailable; try again in a moment.');
  await expect(page.getByLabel('Title Name')).toHaveValue(name);
  await shotAllModes(page, 'outage-banner');

  // The database is back: the banner asks /readyz by itself and goes.
  await page.unrouteAll({ behavior: 'wait' });
  await expect(banner).toBeHidden({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/titles$/);
  await page.getByRole('searchbox', { name: 'Search titles' }).fill(name);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});
