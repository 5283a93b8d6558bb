import type { APIRequestContext, Page } from '@playwright/test';
import { editableLooking, expect, shot, shotAllModes, signIn, test } from './fixtures';
import { users } from './users';
import { tokenOf, unique } from './api';

const { alice, bob } = users;

async function apiPost<T = Record<string, unknown>>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE');

test.describe('prospections', () => {
  test('pitch two titles at once, move one on the board, log an offer, convert it and find the license', async ({ page }) => {
    const u = unique();
    const company = `Hanser ${u}`;
    await signIn(page, alice);
    await page.goto('/prospections/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New prospection' })).toBeVisible();
    await combobox(page, 'Title').fill(`Dune ${u}`);
    await page.getByRole('button', { name: `Create title “Dune ${u}”` }).click();
    await page.getByRole('button', { name: 'Add another title' }).click();
    await combobox(page, 'Title 2').fill(`Emma ${u}`);
    // a new name in an added title is created only once chosen, as in the first
    await page.getByRole('button', { name: `Create title “Emma ${u}”` }).click();
    await combobox(page, 'Company').fill(company);
    await page.getByRole('button', { name: `Create company “${company}”` }).click();
    // A translation is licensed in one language: the pitch names it, and the license takes it.
    await page.getByLabel('Language', { exact: true }).selectOption({ label: 'German' });
    await page.getByLabel('Status', { exact: true }).selectOption('sent');
    await page.getByRole('textbox', { name: 'Sent date', exact: true }).fill(isoDaysFromNow(-3));
    // The chase follows the sent date: a month later.
    await expect(page.getByRole('textbox', { name: 'Chase date', exact: true })).toHaveValue(isoDaysFromNow(27));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/prospections$/);

    await page.getByLabel('Search prospections').fill(company);
    const rows = page.getByTestId('prospection-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `Dune ${u}` })).toContainText('Sent');

    // The board: drag the Dune card from Sent to Reading; the move is saved.
    await page.getByRole('radio', { name: 'Board' }).click({ force: true });
    await expect(page).toHaveURL(/view=board/);
    const card = page.getByTestId('prospection-card').filter({ hasText: `Dune ${u}` });
    await expect(card).toBeVisible();
    const reading = page.locator('section[data-status="reading"]');
    // The board settles (both cards of the search in their columns) before the card's place is read.
    await expect(page.getByTestId('prospection-card')).toHaveCount(2);
    const boxOf = async (locator: typeof card) => {
      let box: Awaited<ReturnType<typeof card.boundingBox>> = null;
      await expect(async () => {
        box = await locator.boundingBox();
        expect(box).not.toBeNull();
      }).toPass();
      return box!;
    };
    const from = await boxOf(card);
    const to = await boxOf(reading);
    await page.mouse.move(from.x + from.width / 2, from.y + 12);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + 30, { steps: 5 });
    // While dragging, a status the table forbids (back to To send) refuses the drop.
    await expect(page.locator('section[data-status="to_send"]')).toHaveAttribute('data-disabled', 'true');
    await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 10 });
    await page.mouse.up();
    await expect(reading.getByTestId('prospection-card').filter({ hasText: `Dune ${u}` })).toBeVisible();
    await expect(page.getByText('Moved to Reading')).toBeVisible();

    // The edit page: only the allowed steps; an offer moves it to Offer; convert opens the license.
    await page.getByRole('radio', { name: 'List' }).click({ force: true });
    await rows.filter({ hasText: `Dune ${u}` }).getByRole('link', { name: `Open the prospection of Dune ${u} with` }).click();
    await expect(page).toHaveURL(/\/prospections\/edit\/\d+$/);
    const steps = page.getByRole('group', { name: 'Next steps' });
    await expect(steps.getByRole('button', { name: 'Mark sent' })).toHaveCount(0);
    await steps.getByRole('button', { name: 'Log an offer' }).click();
    const offer = page.getByRole('dialog', { name: 'Log an offer' });
    await offer.getByRole('spinbutton', { name: 'Advance', exact: true }).fill('5500');
    await offer.getByRole('combobox', { name: 'Currency', exact: true }).selectOption('EUR');
    await offer.getByRole('button', { name: 'Log offer' }).click();
    await expect(offer).toBeHidden();
    await expect(page.getByText('Offer', { exact: true }).first()).toBeVisible();
    await steps.getByRole('button', { name: 'Convert to license' }).click();
    await page.getByRole('dialog', { name: 'Convert to a license?' }).getByRole('button', { name: 'Convert' }).click();
    await expect(page).toHaveURL(/\/licenses\/edit\/\d+$/);
    await expect(combobox(page, 'Title')).toHaveValue(`Dune ${u}`);

    await page.goto('/licenses');
    await page.getByLabel('Search licenses').fill(`Dune ${u}`);
    const license = page.getByTestId('license-row');
    await expect(license).toHaveCount(1);
    await expect(license).toContainText(company);
    await expect(license).toContainText('Draft');
  });

  test('a card dragged from Sent to Withdrawn, and Undo in the toast puts it back', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const made = await apiPost<{ id: number }>(page.request, token, '/prospections', { title: `Undo ${u}`, company: `Hanser ${u}`, status: 'sent', sentDate: isoDaysFromNow(-3) });
    // wide enough for every column, the closing ones included
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signIn(page, alice);
    await page.goto(`/prospections?q=${u}&view=board`);
    const column = (name: string) => page.getByRole('region', { name });
    const card = page.getByTestId('prospection-card');
    await expect(column('Sent').getByTestId('prospection-card')).toHaveCount(1);
    const from = (await card.boundingBox())!;
    const to = (await column('Withdrawn').boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + 12);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + 30, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 10 });
    await page.mouse.up();
    const toast = page.getByRole('status').filter({ hasText: 'Moved to Withdrawn' });
    await expect(toast).toBeVisible();
    await expect(column('Withdrawn').getByTestId('prospection-card')).toHaveCount(1);
    await shot(page, 'prospections-board-undo-toast');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Back to Sent')).toBeVisible();
    await expect(column('Sent').getByTestId('prospection-card')).toHaveCount(1);
    const stored = await page.request.get(`/api/prospections/${made.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await stored.json()).status).toBe('sent');
  });

  test('viewers see prospections and no write action', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const made = await apiPost<{ id: number }>(page.request, token, '/prospections', {
      title: `Viewer Title ${u}`, company: `Viewer House ${u}`, status: 'interested', sentDate: '2026-03-10',
    });
    await signIn(page, bob);
    await page.goto(`/prospections?q=${u}`);
    await expect(page.getByTestId('prospection-row')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'New prospection' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Chased today/ })).toHaveCount(0);
    await page.getByRole('radio', { name: 'Board' }).click({ force: true });
    await expect(page.getByTestId('prospection-card')).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: /^Move / })).toHaveCount(0);
    await page.goto(`/prospections/edit/${made.id}`);
    await expect(combobox(page, 'Title')).toHaveValue(`Viewer Title ${u}`);
    await expect(page.getByRole('group', { name: 'Next steps' })).toHaveCount(0);
    for (const name of ['Update', 'Submit', 'Delete', 'Convert to license', 'Log an offer']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    expect(await editableLooking(page.getByRole('form').first())).toEqual([]);
  });

  test('screenshots: list, board, by title, form and edit page in light, dark and at 375 px', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const pitch = (title: string, company: string, extra: Record<string, unknown>) => ({ title: `${title} ${u}`, company: `${company} ${u}`, ...extra });
    await apiPost(page.request, token, '/prospections/batch', [
      pitch('Le Petit Prince', 'Hanser', { status: 'sent', sentDate: isoDaysFromNow(-40), chaseDate: isoDaysFromNow(-10), language: 'de', material: ['pdf'] }),
      pitch('Le Petit Prince', 'Feltrinelli', { status: 'option', sentDate: isoDaysFromNow(-90), optionExpiry: isoDaysFromNow(12), language: 'it', expectedAdvance: 8000, currency: 'EUR' }),
      pitch('Bonjour Tristesse', 'Penguin', { status: 'reading', sentDate: isoDaysFromNow(-20), chaseDate: isoDaysFromNow(10), language: 'en', contractType: 'audio' }),
      pitch('Bonjour Tristesse', 'Anagrama', { status: 'declined', sentDate: isoDaysFromNow(-200), declineReason: 'list_full', language: 'es' }),
      pitch('Vol de nuit', 'Hayakawa', { status: 'to_send', language: 'ja' }),
    ]);
    const withOffer = await apiPost<{ id: number }>(page.request, token, '/prospections', pitch('Vol de nuit', 'Companhia', { status: 'interested', sentDate: isoDaysFromNow(-30), language: 'pt' }));
    await apiPost(page.request, token, `/prospections/${withOffer.id}/offers`, { receivedDate: isoDaysFromNow(-2), advance: 4500, currency: 'EUR', royalties: '7% rising to 9%' });

    await signIn(page, alice);
    await page.goto(`/prospections?q=${u}`);
    await expect(page.getByTestId('prospection-row')).toHaveCount(6);
    await shotAllModes(page, 'prospections-list');
    await page.goto(`/prospections?q=${u}&view=board`);
    await expect(page.getByTestId('prospection-card').first()).toBeVisible();
    // every status shows what it waits on: an option its end, a no its reason (and counts in its column)
    const column = (name: string) => page.getByRole('region', { name });
    await expect(column('Option').getByTestId('prospection-card')).toContainText('Option ends');
    await expect(column('Declined').getByTestId('prospection-card')).toContainText('List full');
    await shotAllModes(page, 'prospections-board');
    // on a wide screen every column is in view, the closing ones included
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 1920, height: 1000 });
    // the last column ends within the window: no scrolling sideways to reach it
    const last = await column('Withdrawn').boundingBox();
    expect(last && last.x + last.width).toBeLessThanOrEqual(1920);
    await shot(page, 'prospections-board-1920');
    await page.setViewportSize(size);
    await page.goto(`/prospections?view=title`);
    await combobox(page, 'Title').fill(`Le Petit Prince ${u}`);
    await page.getByRole('option', { name: `Le Petit Prince ${u}` }).click();
    await expect(page.getByText(`Hanser ${u}`).first()).toBeVisible();
    await shotAllModes(page, 'prospections-by-title');
    await page.goto('/prospections/new');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await shotAllModes(page, 'prospections-form');
    await page.goto(`/prospections/edit/${withOffer.id}`);
    await expect(page.getByRole('group', { name: 'Next steps' })).toBeVisible();
    await shotAllModes(page, 'prospections-edit');
  });
});
