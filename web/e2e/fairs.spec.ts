import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, navLink, shot, shotAllModes, signIn, test } from './fixtures';
import { users } from './users';
import { tokenOf, unique } from './api';

const { alice, bob } = users;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const isoDaysFromNow = (days: number) => dayOf(new Date(Date.now() + days * 86_400_000));

async function apiPost<T = { id: number }>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `GET ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function boxOf(locator: Locator) {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect(async () => {
    box = await locator.boundingBox();
    expect(box).not.toBeNull();
  }).toPass();
  return box!;
}

/** The middle of the planner's slot of `day` at `time` (`HH:MM`): its day column, its row. */
async function slotPoint(page: Page, day: string, time: string) {
  const planner = page.getByRole('region', { name: /^Planner of/ });
  const lane = planner.locator(`[data-time="${time}:00"]`).last();
  await lane.scrollIntoViewIfNeeded();
  const column = await boxOf(planner.locator(`[data-date="${day}"]`).last());
  const row = await boxOf(lane);
  return { x: column.x + column.width / 2, y: row.y + row.height / 2 };
}

/** Presses the mouse on `from`, moves it in steps onto the slot and lets go, as a person drags. */
async function dragToSlot(page: Page, from: Locator, day: string, time: string) {
  // the slot first: scrolling it into view moves the meeting
  const to = await slotPoint(page, day, time);
  const a = await boxOf(from);
  // held near its top: the meeting's start lands in the slot pointed at
  await page.mouse.move(a.x + a.width / 2, a.y + 6);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 16, { steps: 5 });
  await page.mouse.move(to.x, to.y - 4, { steps: 15 });
  await page.mouse.up();
}

const meetingIn = (page: Page, company: string) => page.getByRole('region', { name: /^Planner of/ }).locator('[data-meeting]').filter({ hasText: company });

interface Meeting {
  id: number;
  start: string;
  company: string;
  status: string;
  followUps: number[];
}

test.describe('fairs', () => {
  test('a fair made; two meetings booked, a double booking refused; one dragged, one held and followed up; the day sheet; a viewer reads a meeting', async ({ page, browser, baseURL }) => {
    test.slow(); // twelve screenshots
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const me = await apiGet<{ id: number }>(page.request, token, '/me');
    const hanser = `Hanser ${u}`;
    const gallimard = `Gallimard ${u}`;
    await apiPost(page.request, token, '/companies', { name: hanser, languageId: 'de', contacts: [{ name: 'Vera Lind' }, { name: 'Jonas Berg' }] });
    await apiPost(page.request, token, '/companies', { name: gallimard, languageId: 'fr', contacts: [{ name: 'Paul Roux' }] });
    const pitch = `A lighthouse keeper's daughter finds a ledger of ships that never sailed ${u}.`;
    await apiPost(page.request, token, '/titles', { name: `The Ledger ${u}`, author: 'Maren Holt', pitch });
    const days = [isoDaysFromNow(40), isoDaysFromNow(41), isoDaysFromNow(42)];

    // The fair, from the Fairs page.
    await signIn(page, alice);
    await navLink(page, 'Fairs').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fairs' })).toBeVisible();
    await page.getByRole('button', { name: 'New fair' }).click();
    const dialog = page.getByRole('dialog', { name: 'New fair' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Frankfurt ${u}`);
    await dialog.getByLabel('First day').fill(days[0]);
    await dialog.getByLabel('Last day').fill(days[2]);
    await dialog.getByRole('textbox', { name: 'Place' }).fill('Messe Frankfurt');
    await dialog.getByRole('textbox', { name: 'Stand' }).fill('Hall 6.0 B12');
    await expect(dialog.getByRole('combobox', { name: 'Slot length' })).toHaveValue('30');
    await dialog.getByRole('checkbox', { name: alice.name }).check({ force: true });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Frankfurt ${u}` })).toBeVisible();
    await expect(page.getByText(/Messe Frankfurt · Stand Hall 6.0 B12/)).toBeVisible();
    const fairUrl = page.url();

    // Alice's planner; a click on her empty slot books a meeting there, for her.
    await page.getByRole('combobox', { name: 'Show the meetings of' }).selectOption({ label: alice.name });
    const at = await slotPoint(page, days[0], '10:00');
    await page.mouse.click(at.x, at.y);
    const drawer = page.getByRole('dialog', { name: 'Book a meeting' });
    await expect(drawer.getByRole('combobox', { name: 'Day' })).toHaveValue(days[0]);
    await expect(drawer.getByRole('combobox', { name: 'Time' })).toHaveValue('10:00');
    await expect(drawer.getByRole('checkbox', { name: alice.name })).toBeChecked();
    await drawer.getByRole('combobox', { name: 'Company' }).pressSequentially(hanser);
    await page.getByRole('option', { name: hanser }).click();
    await drawer.getByRole('checkbox', { name: 'Vera Lind' }).check({ force: true });
    await drawer.getByRole('textbox', { name: 'Table' }).fill('12');
    await drawer.getByRole('button', { name: 'Add title' }).click();
    await drawer.getByRole('combobox', { name: 'Title', exact: true }).pressSequentially(`The Ledger ${u}`);
    await page.getByRole('option', { name: `The Ledger ${u}` }).click();
    await drawer.getByRole('textbox', { name: 'Note', exact: true }).fill('Lead with the German reviews');
    await shotAllModes(page, 'fair-meeting-form');
    await drawer.getByRole('button', { name: 'Book' }).click();
    await expect(drawer).toBeHidden();
    await expect(meetingIn(page, hanser)).toBeVisible();

    // The second at 11:00 with Gallimard.
    const at11 = await slotPoint(page, days[0], '11:00');
    await page.mouse.click(at11.x, at11.y);
    await expect(drawer.getByRole('combobox', { name: 'Time' })).toHaveValue('11:00');
    await drawer.getByRole('combobox', { name: 'Company' }).pressSequentially(gallimard);
    await page.getByRole('option', { name: gallimard }).click();
    await drawer.getByRole('button', { name: 'Book' }).click();
    await expect(drawer).toBeHidden();
    await expect(meetingIn(page, gallimard)).toBeVisible();

    // Alice at 10:00 again: refused, the message under Members naming the other meeting.
    await page.getByRole('button', { name: 'Book a meeting' }).click();
    await drawer.getByRole('combobox', { name: 'Time' }).selectOption('10:00');
    await drawer.getByRole('combobox', { name: 'Company' }).pressSequentially(gallimard);
    await page.getByRole('option', { name: gallimard }).click();
    await drawer.getByRole('button', { name: 'Book' }).click();
    await expect(drawer.getByRole('group', { name: 'Members' })).toContainText(`${alice.name} is already in the meeting with ${hanser} on ${days[0]} at 10:00`);
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard and close' }).click();
    await expect(drawer).toBeHidden();

    // Gallimard dragged to the second day at 14:00: shown there, and saved there.
    await dragToSlot(page, meetingIn(page, gallimard), days[1], '14:00');
    await expect(page.getByText('The meeting moved')).toBeVisible();
    const fairId = Number(new URL(fairUrl).pathname.split('/').at(-1));
    await expect(async () => {
      const meetings = await apiGet<Meeting[]>(page.request, token, `/fairs/${fairId}/meetings`);
      expect(meetings.find((m) => m.company === gallimard)?.start).toBe(`${days[1]}T14:00`);
    }).toPass();
    const moved = await boxOf(meetingIn(page, gallimard));
    const column = await boxOf(page.locator(`[data-date="${days[1]}"]`).last());
    expect(moved.x >= column.x - 1 && moved.x + moved.width <= column.x + column.width + 1, 'in the second day').toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shotAllModes(page, 'fair-planner');

    // Hanser held, the title interested; then its follow-ups.
    await meetingIn(page, hanser).click();
    const edit = page.getByRole('dialog', { name: 'Edit the meeting' });
    await edit.getByRole('combobox', { name: 'Status' }).selectOption('held');
    await edit.getByRole('combobox', { name: 'Outcome' }).selectOption('interested');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await meetingIn(page, hanser).click();
    await edit.getByRole('button', { name: 'Create follow-ups' }).click();
    const followUp = edit.getByRole('region', { name: 'Follow-ups' }).getByRole('link', { name: `The Ledger ${u} – ${hanser}` });
    await expect(followUp).toBeVisible();
    await expect(page.getByText('One follow-up created')).toBeVisible();
    // A second time: nothing left to follow up, said in the drawer.
    await edit.getByRole('button', { name: 'Create follow-ups' }).click();
    await expect(edit.getByRole('alert')).toContainText('No title of this meeting is marked interested or send material');
    await followUp.click();
    await expect(page).toHaveURL(/\/prospections\/edit\/\d+/);
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue(hanser);
    await expect(page.getByRole('textbox', { name: 'Source' })).toHaveValue(`Frankfurt ${u}`);

    // The report counts it.
    await page.goto(`${fairUrl}?tab=report`);
    await expect(page.getByRole('table', { name: 'Titles presented' }).getByRole('row', { name: new RegExp(`The Ledger ${u}`) })).toContainText('1');
    await expect(page.getByRole('region', { name: 'Prospections from the fair' }).getByRole('link', { name: `The Ledger ${u} – ${hanser}` })).toBeVisible();

    // Alice's day sheet of the first day: the meeting, its contact, the title's pitch; Print.
    await page.goto(`${fairUrl}?member=${me.id}`);
    await page.getByRole('link', { name: 'Day sheet' }).click();
    await expect(page).toHaveURL(new RegExp(`/fairs/${fairId}/day-sheet\\?member=${me.id}&date=${days[0]}`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${alice.name}:`) })).toBeVisible();
    const sheet = page.getByRole('article', { name: new RegExp(hanser) });
    await expect(sheet).toContainText('Table 12');
    await expect(sheet).toContainText('With Vera Lind');
    await expect(sheet).toContainText(pitch);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    await shotAllModes(page, 'fair-day-sheet');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await shot(page, 'fair-day-sheet-print');
    await page.emulateMedia({ media: 'screen' });

    // A viewer reads the held meeting as text: nothing that looks like a form, its title a link.
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const viewer = await context.newPage();
    await signIn(viewer, bob);
    await viewer.goto(fairUrl);
    await meetingIn(viewer, hanser).click();
    const read = viewer.getByRole('dialog', { name: `Meeting with ${hanser}` });
    await expect(read.getByText('Held', { exact: true })).toBeVisible();
    await expect(read.getByRole('link', { name: `The Ledger ${u}`, exact: true })).toBeVisible();
    await expect(read.getByRole('region', { name: 'Follow-ups' }).getByRole('link', { name: `The Ledger ${u} – ${hanser}` })).toBeVisible();
    await expect(read.getByRole('textbox')).toHaveCount(0);
    await expect(read.getByRole('combobox')).toHaveCount(0);
    await expect(read.getByRole('button', { name: 'Create follow-ups' })).toHaveCount(0);
    await shotAllModes(viewer, 'fair-meeting-viewer');
    await context.close();
  });
});
