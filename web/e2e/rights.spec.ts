import type { APIRequestContext, Page } from '@playwright/test';
import { expect, shot, shotAllModes, signIn, test } from './fixtures';
import { users } from './users';
import { unique } from './api';

const { alice } = users;
const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE');
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

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

/** A new translation license of `title` to a new company, up to the overlap check: its fields filled, not submitted. */
async function fillGermanLicense(page: Page, title: string, company: string) {
  await page.goto('/licenses/new');
  await combobox(page, 'Title').pressSequentially(title.slice(0, 14));
  await page.getByRole('option', { name: title }).click();
  await combobox(page, 'Company').fill(company);
  await page.getByRole('button', { name: `Create company “${company}”` }).click();
  await page.getByLabel('Contract date').fill(isoDaysFromNow(-30));
  await page.getByLabel('Status').selectOption('signed');
  await page.getByLabel('Contract type').selectOption('foreign_rights');
  await page.getByLabel('Language').selectOption('de');
  await page.getByLabel('End date').fill('2031-12-31');
}

test.describe('what is ours to sell', () => {
  test('rights held, a German license sold in the grid and the Availability page, an overlap refused, an Italian option converted and the other pitch sold elsewhere', async ({ page }) => {
    test.setTimeout(180_000);
    const u = unique();
    const name = `Siddhartha ${u}`;
    const token = await tokenOf(page.request);
    const title = await apiPost<{ id: number }>(page.request, token, '/titles', { name, author: 'Hermann Hesse' });
    await signIn(page, alice);

    // Rights held: none recorded, then all of them in one click.
    await page.goto(`/titles/edit/${title.id}`);
    await page.getByRole('tab', { name: 'Rights' }).click();
    await expect(page).toHaveURL(/\?tab=rights$/);
    await expect(page.getByText(/Not recorded: nothing is refused for want of rights/)).toBeVisible();
    await page.getByRole('button', { name: /We hold all rights, world, all languages/ }).click();
    const held = page.getByRole('table', { name: 'Rights held' });
    await expect(held.getByRole('row')).toHaveCount(16); // the heading and the fifteen rights
    await expect(page.getByText('All rights recorded')).toBeVisible();
    // A right held of its own: its territory picked with the shared picker, in the dialog.
    await page.getByRole('button', { name: 'Add a right' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a right held' });
    await dialog.getByRole('radiogroup', { name: 'World or countries' }).getByText('Countries', { exact: true }).click();
    await dialog.getByRole('button', { name: /^Add EU/ }).click();
    await expect(dialog.getByTestId('territory-summary')).toContainText('DE');
    await shotAllModes(page, 'rights-held-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A German translation, exclusive, signed: German is sold.
    const hanser = `Hanser ${u}`;
    await fillGermanLicense(page, name, hanser);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/licenses$/);

    await page.goto(`/titles/edit/${title.id}?tab=rights`);
    const grid = page.getByRole('table', { name: 'Availability by right and language' });
    const german = grid.getByRole('button', { name: 'Translation, German: Sold. Why?' });
    await expect(german).toBeVisible();
    await german.click();
    const why = page.getByRole('link', { name: new RegExp(`License to ${hanser} · Signed · exclusive · until`) });
    await expect(why).toBeVisible();
    await shotAllModes(page, 'rights-grid-why', async () => {
      await page.getByRole('button', { name: 'Translation, German: Sold. Why?' }).click();
    });
    await page.keyboard.press('Escape');
    await held.scrollIntoViewIfNeeded();
    await shotAllModes(page, 'rights-tab');

    // The Availability page: German translation, this title sold to Hanser.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Availability' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
    await combobox(page, 'Language').selectOption('de');
    await page.getByLabel('Search titles').fill(name);
    const row = page.getByRole('table', { name: 'Titles by availability' }).getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Sold');
    await expect(row).toContainText(hanser);
    await shotAllModes(page, 'availability-page');

    // Another exclusive German license is refused, the message under the territory, before and after Submit.
    await fillGermanLicense(page, name, `Rowohlt ${u}`);
    const overlap = `Overlaps the exclusive license to ${hanser} (de, until 2031-12-31)`;
    await expect(page.getByRole('status').filter({ hasText: overlap })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(overlap)).toBeVisible();
    await expect(page).toHaveURL(/\/licenses\/new/);

    // Italian pitched to two houses; the form says nothing against it (Italian is free).
    const rival = await apiPost<{ id: number }>(page.request, token, '/prospections', {
      titleId: title.id, title: name, company: `Mondadori ${u}`, contractType: 'foreign_rights', language: 'it', status: 'sent', sentDate: isoDaysFromNow(-10),
    });
    await page.goto('/prospections/new');
    await combobox(page, 'Title').pressSequentially(name.slice(0, 14));
    await page.getByRole('option', { name }).click();
    const adelphi = `Adelphi ${u}`;
    await combobox(page, 'Company').fill(adelphi);
    await page.getByRole('button', { name: `Create company “${adelphi}”` }).click();
    await page.getByLabel('Language', { exact: true }).selectOption('it');
    // German would have been warned about: the right is sold.
    await page.getByLabel('Language', { exact: true }).selectOption('de');
    await expect(page.getByText('Translation, German is sold (Sold)')).toBeVisible();
    await page.getByLabel('Language', { exact: true }).selectOption('it');
    await expect(page.getByText(/is sold/)).toBeHidden();
    await page.getByLabel('Status', { exact: true }).selectOption('sent');
    await page.getByRole('textbox', { name: 'Sent date', exact: true }).fill(isoDaysFromNow(-3));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/prospections$/);

    // Adelphi gets an option, then the license: Mondadori's pitch is declined as sold elsewhere.
    await page.getByLabel('Search prospections').fill(adelphi);
    await expect(page.getByTestId('prospection-row')).toHaveCount(1);
    await page.getByRole('link', { name: new RegExp(`Open the prospection of ${name} with ${adelphi}`) }).click();
    await expect(page).toHaveURL(/\/prospections\/edit\/\d+$/);
    const steps = page.getByRole('group', { name: 'Next steps' });
    await steps.getByRole('button', { name: 'Interested' }).click();
    await steps.getByRole('button', { name: 'Grant option' }).click();
    const option = page.getByRole('dialog', { name: 'Grant an option' });
    await option.getByLabel('The option ends on').fill(isoDaysFromNow(60));
    await option.getByRole('button', { name: 'Grant option' }).click();
    await expect(option).toBeHidden();
    await steps.getByRole('button', { name: 'Convert to license' }).click();
    const convert = page.getByRole('dialog', { name: 'Convert to a license?' });
    const others = convert.getByRole('region', { name: 'Other pitches of this right' });
    await expect(others).toContainText(`Mondadori ${u} · Sent · Italian`);
    await expect(others.getByRole('checkbox', { name: 'Decline them as “Sold elsewhere”' })).toBeChecked();
    await shot(page, 'rights-convert-dialog');
    await convert.getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/\/licenses\/edit\/\d+$/);
    await expect(page.getByText(/One other pitch declined as sold elsewhere/)).toBeVisible();

    await page.goto(`/prospections/edit/${rival.id}`);
    await expect(page.getByTestId('prospection-status')).toHaveText(/Declined/);
    await expect(page.getByLabel('Decline reason')).toHaveValue('sold_elsewhere');
    await expect(page.getByLabel('Decline reason').locator('option:checked')).toHaveText('Sold elsewhere');
  });
});
