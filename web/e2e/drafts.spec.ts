import { expect, fillSignIn, shotAllModes, signIn, storedToken, test } from './fixtures';
import { users } from './users';

const { alice } = users;

test.describe('drafts', () => {
  test('a new event typed when the session ends elsewhere opens again after signing in, restored, and is created', async ({ page }) => {
    const title = `Rights lunch ${Date.now().toString(36)}`;
    await signIn(page, alice);
    await page.goto('/calendar?view=agenda');
    await page.getByRole('button', { name: 'New event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await dialog.getByLabel(/^Title/).fill(title);
    await dialog.getByLabel('Location').fill('Hall 6');

    // "Sign out everywhere" from another device, while the dialog is open
    const token = await storedToken(page);
    const res = await page.request.post('/auth/logout-all', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(200);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();

    await fillSignIn(page, alice.email, alice.password);
    await expect(page).toHaveURL(/\/calendar\?view=agenda/);
    const again = page.getByRole('dialog', { name: 'New event' });
    await expect(again.getByRole('status', { name: 'Unsaved changes restored' })).toBeVisible();
    await expect(again.getByLabel(/^Title/)).toHaveValue(title);
    await expect(again.getByLabel('Location')).toHaveValue('Hall 6');
    await shotAllModes(page, 'calendar-new-event-draft-restored');

    await again.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('dialog', { name: 'New event' })).toHaveCount(0);
    await expect(page.getByText('Event created')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);
    // saved: the calendar opens without it next time
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
