import type { APIRequestContext } from '@playwright/test';
import { expect, shotAllModes, signIn, test } from './fixtures';
import { users } from './users';
import { tokenOf, unique } from './api';

const { alice, carol } = users;

const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function api<T = Record<string, unknown>>(request: APIRequestContext, token: string, method: 'POST' | 'PUT', path: string, data: unknown): Promise<T> {
  const res = await request.fetch(`/api${path}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

test.describe('home', () => {
  test('a chase due today is under Due and "Chased today" moves it; a license change shows in the recent activity', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    // The server's today (UTC), as its due dates are counted.
    await api(page.request, token, 'POST', '/prospections', {
      title: `Due ${u}`, company: `Chaser ${u}`, status: 'sent', sentDate: isoDaysFromNow(-20), chaseDate: isoDaysFromNow(0),
    });
    const license = await api<{ id: number } & Record<string, unknown>>(page.request, token, 'POST', '/licenses', {
      title: `Activity ${u}`, company: `House ${u}`, contractDate: '2024-02-01', advance: 4000, currency: 'EUR',
    });
    await api(page.request, token, 'PUT', `/licenses/${license.id}`, { ...license, advance: 5500 });

    await signIn(page, alice);
    const due = page.getByRole('region', { name: 'Due' });
    await expect(due.getByRole('link', { name: `Due ${u} → Chaser ${u}` })).toBeVisible();
    const activity = page.getByRole('region', { name: 'Recent activity' });
    await expect(activity).toContainText(`${alice.name} changed Advance from 4,000 to 5,500`);
    await expect(activity.getByRole('link', { name: `Activity ${u} – House ${u}` }).first()).toBeVisible();
    await shotAllModes(page, 'home-busy');

    await due.getByRole('button', { name: `Chased today: Due ${u} → Chaser ${u}` }).click();
    await expect(page.getByText(`Due ${u} → Chaser ${u}: next chase on`)).toBeVisible();
    await expect(due.getByRole('link', { name: `Due ${u} → Chaser ${u}` })).toHaveCount(0);
    await expect(activity).toContainText(`${alice.name} chased`);
  });

  test('a new team sees the first steps instead of empty figures', async ({ page }) => {
    await signIn(page, carol);
    const steps = page.getByRole('list', { name: 'First steps' });
    await expect(steps.getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Due' })).toHaveCount(0);
    await shotAllModes(page, 'home-empty');
  });
});
