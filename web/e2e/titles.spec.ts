import type { APIRequestContext, Page } from '@playwright/test';
import { editableLooking, expect, shot, shotAllModes, signIn, test } from './fixtures';
import { users } from './users';
import { tokenOf, unique } from './api';

const { alice, bob } = users;

/** A suffix that keeps this run's titles apart from any other spec's data on the shared server. */

async function apiPost<T = { id: number; name: string }>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });
/** The author's input, not the author biography's below it. */
const authorField = (page: Page) => page.getByRole('textbox', { name: 'Author', exact: true });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search titles' });
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
const toast = (page: Page, text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text);

async function openTitles(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Titles', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Titles' })).toBeVisible();
  await expect(page.getByText('Loading...')).toBeHidden();
}

test.describe('titles', () => {
  test('create, find by search, edit and delete a title', async ({ page }) => {
    const u = unique();
    const name = `Les Misérables ${u}`;
    await signIn(page, alice);
    await openTitles(page);

    // New title: an empty submit is refused with the core's message, nothing is sent
    await page.getByRole('link', { name: /^(New title|Add your first title)$/ }).first().click();
    await expect(page).toHaveURL(/\/titles\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New title' })).toBeVisible();
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/titles') posted++;
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Title name is required')).toBeVisible();
    await expect(field(page, 'Title Name')).toBeFocused();
    expect(posted).toBe(0);
    await shot(page, 'titles-form-errors');

    // fill it in: the optional description stays empty and is left out of the payload
    await field(page, 'Title Name').fill(name);
    await expect(page.getByText('Title name is required')).toBeHidden();
    await authorField(page).fill('Victor Hugo');
    await field(page, 'Publish Date').fill('1862-04-03');
    await shot(page, 'titles-form');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/titles'),
      page.getByRole('button', { name: 'Submit' }).click(),
    ]);
    // the catalogue's lists are sent whole, empty here
    const lists = { contributors: [], subjects: [], quotes: [], editions: [] };
    expect(request.postDataJSON()).toEqual({ name, author: 'Victor Hugo', publishDate: '1862-04-03', ...lists });
    await expect(page).toHaveURL(/\/titles$/);
    await expect(toast(page, 'Title created')).toBeVisible();
    // Back does not offer the filled form again (a second Submit would make a duplicate): the saved
    // form's history entry was replaced by the list, so Back goes to the list it was opened from.
    await page.goBack();
    await expect(page).toHaveURL(/\/titles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Titles' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

    // find it by typing part of its name, without the accent
    await search(page).fill(`mise ${u}`);
    await expect(page).toHaveURL(new RegExp(`\\?q=mise`));
    await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
    const found = row(page, name);
    await expect(found).toBeVisible();
    const localDate = await page.evaluate(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(1862, 3, 3)));
    await expect(found.getByRole('cell').nth(2)).toHaveText(localDate);
    await expect(found.getByRole('cell').nth(1)).toHaveText('Victor Hugo');

    // edit: a click on the row (not the link) opens the prefilled form
    await found.getByRole('cell').nth(1).click();
    await expect(page).toHaveURL(/\/titles\/edit\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(field(page, 'Title Name')).toHaveValue(name);
    await expect(authorField(page)).toHaveValue('Victor Hugo');
    await expect(field(page, 'Publish Date')).toHaveValue('1862-04-03');
    await authorField(page).fill('V. Hugo');
    await field(page, 'Description').fill('Jean Valjean, Javert, Cosette.');
    await field(page, 'Title Name').fill('   ');
    await expect(page.getByText('Title name is required')).toBeVisible();
    await field(page, 'Title Name').fill(name);
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/titles$/);
    await expect(toast(page, 'Title updated')).toBeVisible();
    await search(page).fill(u);
    await expect(row(page, name).getByRole('cell').nth(1)).toHaveText('V. Hugo');

    // delete, through the confirmation
    await row(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this title?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(name);
    await shot(page, 'titles-delete-dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toBeVisible();
    await row(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Title deleted')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row(page, name)).toHaveCount(0);
    await expect(page.getByText('No matching titles')).toBeVisible();

    // gone on the server too
    await page.reload();
    await expect(page.getByText('No matching titles')).toBeVisible();
  });

  test('a refused submit scrolls to and focuses the name, whose message shows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 560 });
    await signIn(page, alice);
    await page.goto('/titles/new');
    await authorField(page).fill('Victor Hugo');
    await field(page, 'Description').fill('A long one.\nOn\nseveral\nlines\nthat\npush\nthe\nbuttons\ndown.');
    const main = page.locator('main');
    await main.evaluate((m) => m.scrollTo(0, m.scrollHeight));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(field(page, 'Title Name')).toBeFocused();
    await expect(field(page, 'Title Name')).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Title name is required')).toBeInViewport({ ratio: 1 });
  });

  test('an unknown title says "Title not found"', async ({ page }) => {
    await signIn(page, alice);
    await page.goto('/titles/edit/987654321');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit title' })).toBeVisible();
    await expect(page.getByText('Title not found')).toBeVisible();
    await shot(page, 'titles-not-found');
    await page.getByRole('link', { name: 'Back to titles' }).click();
    await expect(page).toHaveURL(/\/titles$/);
  });

  test('a title in use is not offered for deletion: the dialog names what uses it, with links', async ({ page }) => {
    const u = unique();
    const name = `Germinal ${u}`;
    const company = `Éditions ${u}`;
    const token = await tokenOf(page.request, alice);
    await apiPost(page.request, token, '/titles', { name, author: 'Émile Zola' });
    const license = (await apiPost(page.request, token, '/licenses', { title: name, company, contractDate: '2024-03-01' })) as { id: number };

    await signIn(page, alice);
    await openTitles(page);
    await search(page).fill(name);
    await row(page, name).getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'This title is in use' });
    await expect(dialog).toContainText(`${name} cannot be deleted while 1 license uses it. Delete or change it first.`);
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    const link = dialog.getByRole('list', { name: 'Licenses using this title' }).getByRole('link');
    await expect(link).toHaveText(new RegExp(`^${company} · `));
    await shotAllModes(page, 'titles-delete-in-use');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/licenses/edit/${license.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit license' })).toBeVisible();
  });

  test("a title's page is its hub, and typing there survives the session's end", async ({ page }) => {
    const u = unique();
    const name = `Le Horla ${u}`;
    const token = await tokenOf(page.request, alice);
    const title = await apiPost(page.request, token, '/titles', { name, author: 'Guy de Maupassant' });
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const past = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    await apiPost(page.request, token, '/licenses', { title: name, titleId: title.id, company: `Insel ${u}`, contractDate: '2020-05-01', endDate: soon, advance: 3000, currency: 'EUR' });
    await apiPost(page.request, token, '/prospections', { title: name, titleId: title.id, company: `Einaudi ${u}`, status: 'sent', sentDate: past, chaseDate: past });

    await signIn(page, alice);
    await page.goto(`/titles/edit/${title.id}`);
    const due = page.getByRole('list', { name: 'Due on this title' });
    await expect(due.getByRole('listitem')).toHaveCount(2);
    await expect(due.getByRole('listitem').first()).toContainText(`Chase Einaudi ${u} overdue since`);
    await expect(page.getByRole('region', { name: 'Licenses' }).getByRole('table')).toContainText(`Insel ${u}`);
    await expect(page.getByRole('region', { name: 'Prospections' }).getByRole('table')).toContainText(`Einaudi ${u}`);
    await shotAllModes(page, 'title-hub');

    // typing, then the session ends (revoked, as "Sign out everywhere" does from elsewhere)
    await authorField(page).fill('Maupassant');
    await field(page, 'Description').fill('A diary of a haunting.');
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect((await page.request.post('/auth/logout', { headers: { Authorization: `Bearer ${stored}` } })).status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(alice.email);
    await page.getByLabel('Password', { exact: true }).fill(alice.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // back on the title, with what was typed
    await expect(page).toHaveURL(new RegExp(`/titles/edit/${title.id}$`));
    await expect(page.getByRole('status', { name: 'Unsaved changes restored' })).toBeVisible();
    await expect(authorField(page)).toHaveValue('Maupassant');
    await expect(field(page, 'Description')).toHaveValue('A diary of a haunting.');
    await shotAllModes(page, 'title-draft-restored');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/titles$/);
    await page.goto(`/titles/edit/${title.id}`);
    await expect(authorField(page)).toHaveValue('Maupassant');
    await expect(page.getByRole('status', { name: 'Unsaved changes restored' })).toHaveCount(0);
  });

  test('a viewer reads titles but sees no write actions', async ({ page }) => {
    const u = unique();
    const name = `Madame Bovary ${u}`;
    await apiPost(page.request, await tokenOf(page.request, alice), '/titles', { name, author: 'Gustave Flaubert', publishDate: '1857-04-01', description: 'Emma.' });

    await signIn(page, bob);
    await openTitles(page);
    await expect(page.getByRole('link', { name: /New title|Add your first title/ })).toHaveCount(0);
    await search(page).fill(name);
    await expect(row(page, name)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await row(page, name).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload cover' })).toHaveCount(0);
    await expect(field(page, 'Title Name')).toHaveValue(name);
    await expect(field(page, 'Title Name')).toHaveAttribute('readonly', '');
    await expect(field(page, 'Description')).toHaveValue('Emma.');
    await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
    expect(await editableLooking(page.getByRole('form', { name: 'Title' }))).toEqual([]);
    await shotAllModes(page, 'titles-read-only');
    await page.getByRole('button', { name: 'Back to titles' }).click();
    await expect(page).toHaveURL(/\/titles$/);

    // the create route is closed to viewers: back to the list, still signed in
    await page.goto('/titles/new');
    await expect(page).toHaveURL(/\/titles$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Titles' })).toBeVisible();
    await expect(toast(page, 'Your role can read, not create')).toBeVisible();
    await shotAllModes(page, 'titles-viewer-sent-back');
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  test('searches, sorts and pages 120 titles through the server', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    // "Shelf <u> 001" to "Shelf <u> 120", by two authors in turn; ten at a time
    const names = Array.from({ length: 120 }, (_, i) => `Shelf ${u} ${String(i + 1).padStart(3, '0')}`);
    for (let i = 0; i < names.length; i += 10) {
      await Promise.all(names.slice(i, i + 10).map((name, j) => apiPost(page.request, token, '/titles', { name, author: (i + j) % 2 ? 'Olive Odd' : 'Evan Even' })));
    }
    const range = page.getByRole('navigation', { name: 'Pages of titles' }).getByText(/ of \d+ titles?$/);
    const nameCells = page.getByRole('table', { name: 'Titles' }).locator('tbody tr td:first-child');
    const listCall = (check: (params: URLSearchParams) => boolean) =>
      page.waitForRequest((r) => {
        const url = new URL(r.url());
        return r.method() === 'GET' && url.pathname === '/api/titles' && check(url.searchParams);
      });

    await signIn(page, alice);
    await openTitles(page);

    // search: one request once typing pauses, the first page of 50 of the 120 matches
    const searched = listCall((p) => p.get('q') === `shelf ${u}`);
    await search(page).fill(`shelf ${u}`);
    expect(Object.fromEntries((await searched).url().split('?')[1]!.split('&').map((pair) => pair.split('=')))).toEqual({
      q: `shelf+${u}`,
      sort: 'name',
      limit: '50',
      offset: '0',
    });
    await expect(range).toHaveText('1–50 of 120 titles');
    await expect(nameCells).toHaveCount(50);
    await expect(nameCells.first()).toHaveText(names[0]!);
    await expect(nameCells.last()).toHaveText(names[49]!);

    // sort: a click on the Title header asks the server for the names in descending order
    const sorted = listCall((p) => p.get('sort') === '-name');
    await page.getByRole('button', { name: 'Title', exact: true }).click();
    await sorted;
    await expect(page.getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'descending');
    await expect(nameCells.first()).toHaveText(names[119]!);
    await expect(page).toHaveURL(new RegExp(`\\?q=shelf\\+${u}&sort=-name$`));

    // page: Next asks for the next 50, then the last 20
    const second = listCall((p) => p.get('offset') === '50' && p.get('sort') === '-name');
    await page.getByRole('button', { name: 'Next' }).click();
    await second;
    await expect(range).toHaveText('51–100 of 120 titles');
    await expect(nameCells.first()).toHaveText(names[69]!);
    await expect(page).toHaveURL(/&page=2$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(range).toHaveText('101–120 of 120 titles');
    await expect(nameCells).toHaveCount(20);
    await expect(nameCells.last()).toHaveText(names[0]!);
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await shot(page, 'titles-list-last-page');

    // a reload keeps the search, the order and the page
    await page.reload();
    await expect(range).toHaveText('101–120 of 120 titles');
    await expect(search(page)).toHaveValue(`shelf ${u}`);
    await expect(nameCells.first()).toHaveText(names[19]!);

    // narrowing the search starts again from the first page
    await search(page).fill(`shelf ${u} odd`);
    await expect(range).toHaveText('1–50 of 60 titles');
    await expect(page).toHaveURL(new RegExp(`\\?q=shelf\\+${u}\\+odd&sort=-name$`));
    await expect(nameCells.first()).toHaveText(names[119]!);

    // at 375 px the cards and the pager fit, nothing to scroll sideways
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByRole('list', { name: 'Titles' }).getByRole('listitem')).toHaveCount(50);
    await page.getByRole('navigation', { name: 'Pages of titles' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Next' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shotAllModes(page, 'titles-pager-375');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(range).toHaveText('51–60 of 60 titles');
  });

  test('screenshots: list and form in light, dark and at 375 px', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const samples = [
      { name: `The Count of Monte Cristo ${u}`, author: 'Alexandre Dumas', publishDate: '1844-08-28' },
      { name: `Bonjour tristesse ${u}`, author: 'Françoise Sagan', publishDate: '1954-03-15' },
      { name: `A Very Long Title That Needs Room To Breathe In A Narrow Column ${u}`, author: 'Anonymous' },
    ];
    for (const t of samples) await apiPost(page.request, token, '/titles', t);
    const first = samples[0]!.name;

    await signIn(page, alice);
    await openTitles(page);
    await search(page).fill(u);
    await expect(page.getByRole('row')).toHaveCount(4);
    await shot(page, 'titles-list');
    // the name reads as a link: coloured and underlined, unlike the author beside it
    const style = (l: import('@playwright/test').Locator) => l.evaluate((e) => ({ color: getComputedStyle(e).color, line: getComputedStyle(e).textDecorationLine }));
    const link = await style(row(page, first).getByRole('link'));
    const author = await style(row(page, first).getByRole('cell').nth(1));
    expect(link.color).not.toBe(author.color);
    expect(link.line).toContain('underline');
    await row(page, first).getByRole('link').click();
    await expect(field(page, 'Title Name')).toHaveValue(first);
    await shot(page, 'titles-edit');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await shot(page, 'titles-edit-dark');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await search(page).fill(u);
    await expect(page.getByRole('row')).toHaveCount(4);
    await shot(page, 'titles-list-dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();

    await page.setViewportSize({ width: 375, height: 740 });
    // cards with the essentials instead of a table: nothing to scroll sideways
    const cards = page.getByRole('list', { name: 'Titles' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = cards.filter({ hasText: first });
    // the third card, below the fold since cards show the ISBN: each whole once scrolled to
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('link', { name: first })).toBeInViewport();
    await expect(card.getByText('Alexandre Dumas')).toBeInViewport();
    await expect(card.getByRole('button', { name: `Delete ${first}` })).toBeInViewport();
    await shot(page, 'titles-list-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await shot(page, 'titles-list-375-dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.goto('/titles/new');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Title name is required')).toBeVisible();
    await shot(page, 'titles-form-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
