import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, shot, signIn, test } from './fixtures';
import { users } from './users';
import { unique } from './api';

const { alice } = users;

async function tokenOf(request: APIRequestContext): Promise<string> {
  const res = await request.post('/auth/login', { data: { email: alice.email, password: alice.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

async function apiPost<T = Record<string, unknown>>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * The colour mode switched the way another tab would (next-themes follows the storage event of its
 * key): focus stays where it is, so an open list stays open.
 */
async function colourMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((value) => {
    localStorage.setItem('chakra-ui-color-mode', value);
    window.dispatchEvent(new StorageEvent('storage', { key: 'chakra-ui-color-mode', newValue: value }));
  }, mode);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
}

/** Brings `locator` to the middle of the page's scrolling area, so what surrounds it shows too. */
const centre = (locator: Locator) => locator.evaluate((el) => el.scrollIntoView({ block: 'center' }));

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

test.describe('license rights', () => {
  test('the territory picker and the overlap as it is typed; the server refuses the same; the list shows status, language and territory', async ({ page }) => {
    test.setTimeout(90_000);
    const u = unique();
    const title = `Der Steppenwolf ${u}`;
    const token = await tokenOf(page.request);
    const hanser = await apiPost<{ titleId: number }>(page.request, token, '/licenses', {
      title, company: 'Hanser Verlag', contractDate: '2024-01-01', endDate: '2031-12-31', status: 'signed', exclusive: true,
      contractType: 'foreign_rights', language: 'de', territory: { world: false, include: ['DE', 'AT'], exclude: [] },
    });
    await apiPost(page.request, token, '/licenses', {
      titleId: hanser.titleId, title, company: 'Adelphi', contractDate: '2025-06-01', status: 'sent', exclusive: true,
      contractType: 'foreign_rights', language: 'it', territory: { world: true, include: [], exclude: ['CH'] },
    });
    await apiPost(page.request, token, '/licenses', {
      titleId: hanser.titleId, title, company: 'Folio Society', contractDate: '2025-09-01', status: 'draft', exclusive: false, contractType: 'ebook',
    });
    await signIn(page, alice);

    // A German translation, signed, the world: it overlaps Hanser's in Germany and Austria.
    await page.goto('/licenses/new');
    await combobox(page, 'Title').pressSequentially(title.slice(0, 12));
    await page.getByRole('option', { name: title }).click();
    await combobox(page, 'Company').fill('S. Fischer');
    await page.getByRole('button', { name: 'Create company “S. Fischer”' }).click();
    await page.getByLabel('Contract date').fill('2026-01-01');
    await page.getByLabel('Status').selectOption('signed');
    await page.getByLabel('Contract type').selectOption('foreign_rights');
    await page.getByLabel('Language').selectOption('de');
    const overlap = 'Overlaps the exclusive license to Hanser Verlag (de, until 2031-12-31)';
    await expect(page.getByRole('status').filter({ hasText: overlap })).toBeVisible();

    // Leaving Switzerland out is not enough; the list open, searched by name.
    const territory = combobox(page, 'Territory');
    await territory.pressSequentially('swit');
    await expect(page.getByRole('option', { name: /Switzerland/ })).toBeVisible();
    await centre(page.getByText('Territory', { exact: true }));
    for (const mode of ['light', 'dark'] as const) {
      await colourMode(page, mode);
      await shot(page, `license-territory-open-${mode}`);
    }
    await page.getByRole('option', { name: /Switzerland/ }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Leave out North America/ }).click();
    await expect(page.getByTestId('territory-summary')).toHaveText(/^World except .*CH/);
    await expect(page.getByRole('status').filter({ hasText: overlap })).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await colourMode(page, mode);
      await shot(page, `license-territory-overlap-${mode}`);
    }
    await page.setViewportSize({ width: 375, height: 740 });
    await centre(page.getByText('Territory', { exact: true }));
    for (const mode of ['light', 'dark'] as const) {
      await colourMode(page, mode);
      await shot(page, `license-territory-overlap-375-${mode}`);
    }
    await territory.click();
    await territory.pressSequentially('de');
    await expect(page.getByRole('option', { name: /Germany/ })).toBeVisible();
    await shot(page, `license-territory-open-375-dark`);
    await page.keyboard.press('Escape');
    await territory.fill('');
    await colourMode(page, 'light');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Submitted anyway: the server refuses it under the territory, with the same words.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(territory).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(overlap)).toHaveCount(1);
    await shot(page, 'license-territory-refused-light');

    // Countries: France only, which nobody holds in German.
    await page.getByRole('radio', { name: 'Countries' }).click({ force: true });
    await territory.pressSequentially('fra');
    await page.getByRole('option', { name: /^France/ }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByText(overlap)).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/licenses$/);

    // The list: status badges, language, territory; filtered by status and by "No language".
    await page.getByLabel('Search licenses').fill(u);
    const rows = page.getByTestId('license-row');
    await expect(rows).toHaveCount(4);
    // every column fits at 1280 px, the PDF one whole
    const table = page.getByRole('table', { name: 'Licenses' });
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    for (const mode of ['light', 'dark'] as const) {
      await colourMode(page, mode);
      await shot(page, `licenses-rights-list-${mode}`);
    }
    await page.getByLabel('Status').selectOption('sent');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Out for signature');
    await expect(rows).toContainText('World except CH');
    await page.getByLabel('Status').selectOption('');
    // the whole list back before the next filter: a count of one would otherwise be the last one's
    await expect(rows).toHaveCount(4);
    await page.getByLabel('Language').selectOption('none');
    await expect(page).toHaveURL(/language=none/);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Folio Society');
    await page.getByLabel('Language').selectOption('');
    await expect(rows).toHaveCount(4);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const mode of ['dark', 'light'] as const) {
      await colourMode(page, mode);
      await shot(page, `licenses-rights-list-375-${mode}`);
    }
  });
});
