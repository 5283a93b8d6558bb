import type { APIRequestContext, Page } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, shotAllModes, signIn, test } from './fixtures';
import { users, type User } from './users';
import { tokenOf, unique } from './api';

// The title as a catalogue entry (issue 36): its cover, its editions with their ISBN, and the ONIX
// import. Written before the cover and ONIX endpoints were served; run it once they are.

const { alice } = users;

/** The ONIX 3.0 message the import reads: two titles with their ISBN, and a product without one. */
const ONIX = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'northwind-spring.onix.xml');

/** A suffix that keeps this run's titles apart from any other spec's data on the shared server. */

/** A valid ISBN-13 (979-8 and eight random digits, then its check digit), unlikely to be taken on the shared server. */
function randomIsbn(): string {
  const digits = `9798${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

async function createTitle(request: APIRequestContext, user: User, name: string): Promise<number> {
  const res = await request.post('/api/titles', { data: { name, author: 'Maren Holt' }, headers: { Authorization: `Bearer ${await tokenOf(request, user)}` } });
  expect(res.status(), `POST /titles: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** A 300x450 PNG drawn by the browser: a real image for the server to make a thumbnail of. */
async function coverPng(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 450;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 300, 450);
    context.fillStyle = '#ffffff';
    context.fillRect(30, 60, 240, 40);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Uploads a cover on the title's page that is open, and waits for it to show. */
async function uploadCover(page: Page, name: string, colour: string) {
  await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng(page, colour) });
  await expect(page.getByRole('button', { name: 'Replace' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Cover of ${name}` })).toBeVisible();
}

const search = (page: Page) => page.getByRole('searchbox', { name: 'Search titles' });
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('the catalogue', () => {
  test('a cover on the title page, and an edition whose ISBN core refuses until it is right', async ({ page, request }) => {
    const name = `The Lighthouse Keeper ${unique()}`;
    const id = await createTitle(request, alice, name);
    await signIn(page, alice);
    await page.goto(`/titles/edit/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('img', { name: 'No cover' })).toBeVisible();

    await uploadCover(page, name, '#1d4e89');
    // a file that is no image is the server's to refuse
    await page.getByLabel('Cover image').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect(page.getByRole('alert').filter({ hasText: /JPEG, PNG or WebP|image/ })).toBeVisible();
    await shotAllModes(page, 'title-home');

    // Editions: a wrong check digit is refused as it is typed, nothing is sent
    await page.getByRole('tab', { name: 'Editions' }).click();
    await expect(page).toHaveURL(/\?tab=editions$/);
    await page.getByRole('button', { name: 'Add edition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an edition' });
    const isbnInput = dialog.getByRole('textbox', { name: /ISBN/ });
    await isbnInput.fill('978-0-441-17271-8');
    await isbnInput.blur();
    await expect(dialog.getByText('This is not a valid ISBN-13')).toBeVisible();
    await shotAllModes(page, 'edition-isbn-invalid');

    const isbn = randomIsbn();
    await isbnInput.fill(`${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 8)}-${isbn.slice(8, 12)}-${isbn.slice(12)}`);
    await expect(dialog.getByText('This is not a valid ISBN-13')).toBeHidden();
    await dialog.getByRole('combobox', { name: 'Format' }).selectOption('paperback');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    // stored and shown as its thirteen digits, without hyphens
    await expect(page.getByRole('table', { name: 'Editions' }).getByText(isbn, { exact: true })).toBeVisible();

    // the same ISBN on another title is the server's refusal, on the ISBN
    const other = `The Tide Table ${unique()}`;
    const otherId = await createTitle(request, alice, other);
    await page.goto(`/titles/edit/${otherId}?tab=editions`);
    await page.getByRole('button', { name: 'Add edition' }).click();
    const second = page.getByRole('dialog', { name: 'Add an edition' });
    await second.getByRole('textbox', { name: /ISBN/ }).fill(isbn);
    await second.getByRole('button', { name: 'Add' }).click();
    await expect(second.getByText(`This ISBN belongs to ${name}`)).toBeVisible();
  });

  test('an ONIX file imported through its preview, its titles then listed with their covers', async ({ page }) => {
    await signIn(page, alice);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Titles', exact: true }).click();
    await page.getByRole('link', { name: 'Import ONIX' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import ONIX' })).toBeVisible();

    await page.getByLabel('ONIX file').setInputFiles(ONIX);
    // three products: two titles (new, or updated when this server imported the file before), one skipped
    await expect(page.getByLabel('Summary')).toContainText('3 products');
    await expect(page.getByLabel('Summary')).toContainText('1 skipped');
    await expect(page.getByText(/^Line \d+:$/)).toBeVisible();
    await expect(page.getByText('The Salt Road', { exact: true })).toBeVisible();
    await expect(page.getByText('Winter Harbour', { exact: true })).toBeVisible();
    await shotAllModes(page, 'onix-preview');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Import done' })).toContainText('1 product skipped');
    await page.getByRole('link', { name: 'Back to titles' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Titles' })).toBeVisible();

    // each title is in the list with its first edition's ISBN; a cover uploaded on its page shows there too
    for (const [name, isbn, colour] of [
      ['The Salt Road', '9781402894626', '#8a3b12'],
      ['Winter Harbour', '9780306406157', '#2f5d50'],
    ] as const) {
      await search(page).fill(name);
      await expect(row(page, name)).toBeVisible();
      await expect(row(page, name).getByText(isbn)).toBeVisible();
      await row(page, name).getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      if (await page.getByRole('button', { name: 'Replace' }).isHidden()) await uploadCover(page, name, colour);
      await page.goBack();
      await expect(row(page, name).getByRole('img', { name: `Cover of ${name}` })).toBeVisible();
    }
    await search(page).fill('');
    await shotAllModes(page, 'titles-with-covers');
  });
});
