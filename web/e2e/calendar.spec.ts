import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, shot, shotAllModes, signIn, test } from './fixtures';
import { users } from './users';
import { tokenOf, unique } from './api';

const { alice, bob } = users;

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const isoDaysFromNow = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000));
/** Day `n` of the month `months` after this one. */
const dayOfMonth = (months: number, n: number) => {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() + months);
  date.setDate(n);
  return dayOf(date);
};

async function apiPost<T = Record<string, unknown>>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/**
 * A dialog's screenshots in light, dark and at 375 px, as `shotAllModes` takes a page's: the dialog
 * hides the header's colour switch, so it is closed for each switch and opened again with `open`.
 */
async function shotDialogAllModes(page: Page, name: string, open: () => Promise<void>) {
  const size = page.viewportSize()!;
  const shotOpen = async (suffix: string) => {
    await open();
    await shot(page, `${name}-${suffix}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  };
  await shotOpen('light');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await shotOpen('dark');
  await page.setViewportSize({ width: 375, height: 740 });
  await shotOpen('375-dark');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await shotOpen('375-light');
  await page.setViewportSize(size);
}

/** A day of the month grid. */
const dayCell = (page: Page, date: string) => page.locator(`[role="cell"][data-date="${date}"]`);

async function boxOf(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect(async () => {
    box = await locator.boundingBox();
    expect(box).not.toBeNull();
  }).toPass();
  return box!;
}

/** Presses the mouse on `from`, moves it in steps onto `to` and lets go, as a person drags. */
async function drag(page: Page, from: Locator, to: Locator) {
  const [a, b] = [await boxOf(from), await boxOf(to)];
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
}

test.describe('calendar', () => {
  test('a license end and a chase in month and agenda; the chase dragged to another day; an event made from a day', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    // A month ahead where nothing else of the tests lands (a day's entries beyond its room fold
    // into "+2 more").
    const month = 2 + Math.floor(Math.random() * 30);
    const day = (n: number) => dayOfMonth(month, n);
    await apiPost(page.request, token, '/licenses', { title: `Emma ${u}`, company: `Seuil ${u}`, contractDate: isoDaysFromNow(-30), endDate: day(10) });
    const pitch = await apiPost<{ id: number }>(page.request, token, '/prospections', {
      title: `Dune ${u}`, company: `Hanser ${u}`, status: 'sent', sentDate: isoDaysFromNow(-3), chaseDate: day(12),
    });
    const chase = `Chase: Dune ${u} → Hanser ${u}`;
    const licenseEnd = `License ends: Emma ${u} – Seuil ${u}`;

    await signIn(page, alice);
    await page.goto(`/calendar?view=month&date=${day(1)}`);
    await expect(dayCell(page, day(12)).getByRole('button', { name: chase })).toBeVisible();
    await expect(dayCell(page, day(10)).getByRole('button', { name: licenseEnd })).toBeVisible();

    // The agenda lists both, by kind; Back returns to the month.
    await page.getByRole('radio', { name: 'Agenda' }).click({ force: true });
    await expect(page).toHaveURL(/view=agenda/);
    await expect(page.getByRole('button', { name: `Chase Dune ${u} → Hanser ${u}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `License ends Emma ${u} – Seuil ${u}` })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/view=month/);
    await expect(dayCell(page, day(12))).toBeVisible();

    // The chase goes to the 15th with a drag; the license end does not drag.
    await drag(page, dayCell(page, day(12)).getByRole('button', { name: chase }), dayCell(page, day(15)));
    await expect(page.getByText('The chase moved')).toBeVisible();
    await expect(dayCell(page, day(15)).getByRole('button', { name: chase })).toBeVisible();
    await drag(page, dayCell(page, day(10)).getByRole('button', { name: licenseEnd }), dayCell(page, day(17)));
    await expect(dayCell(page, day(10)).getByRole('button', { name: licenseEnd })).toBeVisible();
    await page.goto(`/prospections/edit/${pitch.id}`);
    await expect(page.getByRole('textbox', { name: 'Chase date', exact: true })).toHaveValue(day(15));

    // A click on a day opens a new event on that day.
    await page.goto(`/calendar?view=month&date=${day(1)}`);
    await expect(dayCell(page, day(15)).getByRole('button', { name: chase })).toBeVisible();
    await dayCell(page, day(20)).click();
    const editor = page.getByRole('dialog', { name: 'New event' });
    await expect(editor.getByRole('textbox', { name: 'Start' })).toHaveValue(day(20));
    await editor.getByRole('button', { name: 'Create' }).click();
    await expect(editor.getByText('Event title is required')).toBeVisible();
    await editor.getByRole('textbox', { name: 'Title' }).fill(`Rights meeting ${u}`);
    // With one of the team's companies: Seuil, made with the license.
    await editor.getByRole('combobox', { name: 'Company' }).pressSequentially(`Seuil ${u}`);
    await page.getByRole('option', { name: `Seuil ${u}` }).click();
    await editor.getByRole('button', { name: 'Create' }).click();
    await expect(editor).toBeHidden();
    const meeting = dayCell(page, day(20)).getByRole('button', { name: `Rights meeting ${u}` });
    await expect(meeting).toBeVisible();
    await meeting.click();
    await expect(page).toHaveURL(/event=\d+/);
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(`Rights meeting ${u}`);
    await expect(edit.getByRole('combobox', { name: 'Company' })).toHaveValue(`Seuil ${u}`);
    await expect(edit.getByText(`${alice.name} created this event`)).toBeVisible();
  });

  test('the overdue list beside the month (above it at 375 px); a chase dragged to another day and put back with Undo', async ({ page }) => {
    test.slow(); // eight screenshots
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const month = 2 + Math.floor(Math.random() * 30);
    const day = (n: number) => dayOfMonth(month, n);
    await apiPost(page.request, token, '/prospections', { title: `Late ${u}`, company: `Hanser ${u}`, status: 'sent', sentDate: isoDaysFromNow(-40), chaseDate: isoDaysFromNow(-2) });
    const pitch = await apiPost<{ id: number }>(page.request, token, '/prospections', {
      title: `Undo ${u}`, company: `Seuil ${u}`, status: 'sent', sentDate: isoDaysFromNow(-3), chaseDate: day(12),
    });

    await signIn(page, alice);
    await page.goto('/calendar?view=month');
    const overdue = page.getByRole('region', { name: 'Overdue' });
    await expect(overdue.getByRole('button', { name: new RegExp(`Chase: Late ${u}`) })).toBeVisible();
    const days = page.locator('[role="cell"][data-date]');
    await expect(days.first()).toBeVisible();
    // Wide: a column at the month's end side, level with it.
    const monthBox = await days.evaluateAll((cells) => {
      const boxes = cells.map((cell) => cell.getBoundingClientRect());
      return { right: Math.max(...boxes.map((b) => b.right)), top: Math.min(...boxes.map((b) => b.top)), bottom: Math.max(...boxes.map((b) => b.bottom)) };
    });
    const beside = await boxOf(overdue);
    expect(beside.x).toBeGreaterThanOrEqual(monthBox.right);
    expect(beside.y).toBeLessThan(monthBox.bottom);
    expect(beside.y + beside.height).toBeGreaterThan(monthBox.top);
    await shotAllModes(page, 'calendar-overdue');
    // Narrow: above the month, as wide as it.
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(async () => {
      const above = await boxOf(overdue);
      const firstDay = await boxOf(days.first());
      expect(above.y + above.height).toBeLessThanOrEqual(firstDay.y);
      expect(above.width).toBeGreaterThan(300);
    }).toPass();
    await page.setViewportSize({ width: 1280, height: 800 });

    // A chase dragged to the 15th; Undo in the toast puts it back on the 12th, and saves it there.
    await page.goto(`/calendar?view=month&date=${day(1)}`);
    const chase = `Chase: Undo ${u} → Seuil ${u}`;
    await drag(page, dayCell(page, day(12)).getByRole('button', { name: chase }), dayCell(page, day(15)));
    const moved = page.getByRole('status').filter({ hasText: 'The chase moved' });
    await expect(moved).toBeVisible();
    await expect(dayCell(page, day(15)).getByRole('button', { name: chase })).toBeVisible();
    await shotAllModes(page, 'calendar-undo-toast');
    await moved.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('The chase is back')).toBeVisible();
    await expect(dayCell(page, day(12)).getByRole('button', { name: chase })).toBeVisible();
    const stored = await page.request.get(`/api/prospections/${pitch.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await stored.json()).chaseDate).toBe(day(12));
  });

  test('subscribe: the secret address serves the calendar with the chase, and a reset replaces it', async ({ page, context }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const pitch = await apiPost<{ id: number }>(page.request, token, '/prospections', {
      title: `Feed ${u}`, company: `Reader ${u}`, status: 'sent', sentDate: isoDaysFromNow(-3), chaseDate: isoDaysFromNow(5),
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, alice);
    await page.goto('/calendar');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to the calendar' });
    const address = dialog.getByRole('textbox', { name: 'Your calendar address' });
    await expect(address).toHaveValue(/\/feeds\/.+\.ics$/);
    const url = await address.inputValue();

    const feed = await page.request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    // RFC 5545 folds long lines: unfolded, the chase is there, with its stable UID.
    const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain(`UID:chase-${pitch.id}@rightsdesk`);
    expect(text).toContain(`SUMMARY:Chase: Feed ${u} → Reader ${u}`);

    await dialog.getByRole('button', { name: 'Copy to clipboard' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied to clipboard' })).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await dialog.getByRole('button', { name: 'Reset address' }).click();
    await page.getByRole('alertdialog', { name: 'Reset the calendar address?' }).getByRole('button', { name: 'Reset address' }).click();
    await expect(address).not.toHaveValue(url);
    expect((await page.request.get(url)).status()).toBe(404);
    expect((await page.request.get(await address.inputValue())).status()).toBe(200);
  });

  test('viewers read the calendar and its events, and change nothing', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const event = await apiPost<{ id: number }>(page.request, token, '/events', { title: `Board meeting ${u}`, start: `${isoDaysFromNow(2)}T10:00`, allDay: false });
    await signIn(page, bob);
    await page.goto(`/calendar?event=${event.id}`);
    const dialog = page.getByRole('dialog', { name: 'Event' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(`Board meeting ${u}`);
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveAttribute('readonly');
    for (const name of ['Save', 'Delete']) await expect(dialog.getByRole('button', { name })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(page).not.toHaveURL(/event=/);
    await expect(page.getByRole('button', { name: 'New event' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  });

  test('screenshots: month, week, agenda, the event editor and the subscribe dialog; an overdue chase on the home page', async ({ page }) => {
    test.slow(); // twenty screenshots
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const pitch = (title: string, company: string, extra: Record<string, unknown>) => ({ title: `${title} ${u}`, company: `${company} ${u}`, ...extra });
    await apiPost(page.request, token, '/prospections/batch', [
      pitch('Le Petit Prince', 'Hanser', { status: 'sent', sentDate: isoDaysFromNow(-40), chaseDate: isoDaysFromNow(-2) }),
      pitch('Bonjour Tristesse', 'Penguin', { status: 'reading', sentDate: isoDaysFromNow(-20), chaseDate: isoDaysFromNow(1) }),
      pitch('Vol de nuit', 'Feltrinelli', { status: 'option', sentDate: isoDaysFromNow(-90), optionExpiry: isoDaysFromNow(3) }),
    ]);
    await apiPost(page.request, token, '/licenses', { title: `L'Étranger ${u}`, company: `Anagrama ${u}`, contractDate: '2021-03-01', endDate: isoDaysFromNow(5), publicationDate: isoDaysFromNow(4) });
    await apiPost(page.request, token, '/titles', { name: `La Peste ${u}`, publishDate: isoDaysFromNow(6) });
    await apiPost(page.request, token, '/events', { title: `Frankfurt Book Fair ${u}`, start: isoDaysFromNow(8), end: isoDaysFromNow(11), allDay: true, location: 'Hall 5.0' });
    const lunch = await apiPost<{ id: number }>(page.request, token, '/events', {
      title: `Lunch with Hanser ${u}`, start: `${isoDaysFromNow(1)}T12:30`, end: `${isoDaysFromNow(1)}T14:00`, allDay: false, location: 'Zum Storch', notes: 'The sequel',
    });

    await signIn(page, alice);
    // The home page marks the chase two days late as overdue.
    const due = page.getByTestId('due-item').filter({ hasText: `Le Petit Prince ${u}` });
    await expect(due).toContainText('overdue');

    await page.goto('/calendar?view=month');
    await expect(page.getByRole('button', { name: `Chase: Le Petit Prince ${u} → Hanser ${u} (overdue)` })).toBeVisible();
    await shotAllModes(page, 'calendar-month');
    await page.goto('/calendar?view=week');
    await expect(page.getByRole('button', { name: new RegExp(`Lunch with Hanser ${u}`) })).toBeVisible();
    await shotAllModes(page, 'calendar-week');
    await page.goto('/calendar?view=agenda');
    await expect(page.getByText('Overdue').first()).toBeVisible();
    await shotAllModes(page, 'calendar-agenda');
    await shotDialogAllModes(page, 'calendar-event', async () => {
      await page.goto(`/calendar?view=week&event=${lunch.id}`);
      await expect(page.getByRole('dialog', { name: 'Edit event' }).getByText(`${alice.name} created this event`)).toBeVisible();
    });
    await shotDialogAllModes(page, 'calendar-subscribe', async () => {
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByRole('textbox', { name: 'Your calendar address' })).toHaveValue(/\.ics$/);
    });
  });
});
