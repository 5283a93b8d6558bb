import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, OUT_DIR, shot, shotAllModes, signIn, test } from './fixtures';
import { readPdf } from './pdf';
import { users } from './users';
import { unique } from './api';

// Rights guides (issue 37): a guide built of the team's titles, reordered by dragging, printed as a
// PDF with what was sold and what is still available, and shared as a link a buyer opens signed out.

const { alice } = users;

async function tokenOf(request: APIRequestContext): Promise<string> {
  const res = await request.post('/auth/login', { data: { email: alice.email, password: alice.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** A 300x450 PNG drawn by the browser in `colour`: a cover for the server to make a thumbnail of. */
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

/** Picks `name` in a section's "Add a title" field through the titles' completion. */
async function addTitle(page: Page, section: Locator, name: string) {
  const box = section.getByRole('combobox');
  await box.pressSequentially(name.slice(0, 12), { delay: 20 });
  await page.getByRole('option', { name, exact: true }).click();
  await expect(section.getByTestId('guide-title').filter({ hasText: name })).toBeVisible();
}

/**
 * Drags a title by its handle with the mouse onto the upper half of `target` (a title row: the
 * title lands before it), in steps as a hand would, aiming again at each step: the rows move as the
 * title leaves its section.
 */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  let x = from.x + from.width / 2;
  let y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 3 });
  const steps = 12;
  for (let step = 1; step <= steps; step++) {
    const to = (await target.boundingBox())!;
    const aimX = to.x + to.width / 2;
    const aimY = to.y + to.height * 0.3;
    x += (aimX - x) / (steps - step + 1);
    y += (aimY - y) / (steps - step + 1);
    await page.mouse.move(x, y, { steps: 2 });
  }
  await page.mouse.up();
}

test.describe('rights guides', () => {
  test('a guide built, reordered by mouse and keyboard, printed to PDF with its rights sold, and shared with a buyer until it is not', async ({ page, browser }) => {
    test.setTimeout(240_000);
    const u = unique();
    const token = await tokenOf(page.request);
    const names = { dune: `Dune ${u}`, emma: `Emma ${u}`, walden: `Walden ${u}`, ulysses: `Ulysses ${u}` };
    const long = 'A novel of a desert world and the people who live on it, told over years. '.repeat(12).trim();
    const ids: Record<keyof typeof names, number> = { dune: 0, emma: 0, walden: 0, ulysses: 0 };
    for (const key of Object.keys(names) as (keyof typeof names)[]) {
      const title = await post<{ id: number }>(page.request, token, '/titles', {
        name: names[key],
        author: { dune: 'Frank Herbert', emma: 'Jane Austen', walden: 'Henry David Thoreau', ulysses: 'James Joyce' }[key],
        publishDate: '2026-03-01',
        pitch: `The pitch of ${names[key]}.`,
        description: long,
      });
      ids[key] = title.id;
    }
    await signIn(page, alice);
    for (const [key, colour] of [['dune', '#c2410c'], ['emma', '#1d4ed8'], ['walden', '#15803d']] as const) {
      const res = await page.request.put(`/api/titles/${ids[key]}/cover`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: await coverPng(page, colour) } },
      });
      expect(res.status(), `cover of ${key}`).toBe(200);
    }
    // Dune sold in German (announced, on the license's page) and in French (not announced: confidential).
    const hanser = await post<{ id: number }>(page.request, token, '/licenses', {
      title: names.dune, titleId: ids.dune, company: `Hanser Verlag ${u}`, contractDate: '2026-01-10', status: 'signed', contractType: 'foreign_rights', language: 'de',
    });
    await post(page.request, token, '/licenses', {
      title: names.dune, titleId: ids.dune, company: `Gallimard ${u}`, contractDate: '2026-02-10', status: 'signed', contractType: 'foreign_rights', language: 'fr',
    });
    await page.goto(`/licenses/edit/${hanser.id}`);
    const announce = page.getByRole('checkbox', { name: 'Announce' });
    await expect(announce).not.toBeChecked();
    await expect(page.getByText('Show this deal under Rights sold in rights guides')).toBeVisible();
    await page.locator('label').filter({ hasText: /^Announce$/ }).click();
    await expect(announce).toBeChecked();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('License updated')).toBeVisible();

    // The guide: Fiction with Dune, Emma and Ulysses; Non-fiction with Walden.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Rights guides' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rights guides' })).toBeVisible();
    await page.getByRole('link', { name: /New guide/ }).first().click();
    const guideName = `Frankfurt ${u}`;
    await page.getByRole('textbox', { name: /Guide name/ }).fill(guideName);
    await page.getByRole('textbox', { name: /Introduction/ }).fill('Our autumn list: the novels first, then the essays.');
    await page.getByRole('textbox', { name: 'Section 1 heading' }).fill('Fiction');
    const fiction = page.getByRole('region', { name: 'Fiction', exact: true });
    for (const key of ['dune', 'emma', 'ulysses'] as const) await addTitle(page, fiction, names[key]);
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('textbox', { name: 'Section 2 heading' }).fill('Non-fiction');
    const essays = page.getByRole('region', { name: 'Non-fiction', exact: true });
    await addTitle(page, essays, names.walden);
    // Chakra's checkbox: its label takes the click (its input is drawn over by its control)
    await page.locator('label').filter({ hasText: /^Description$/ }).click();
    await expect(page.getByRole('checkbox', { name: 'Description' })).toBeChecked();
    await page.getByRole('combobox', { name: 'Rights contact' }).selectOption({ label: alice.name });
    await page.getByRole('button', { name: 'Create guide' }).click();
    await expect(page.getByText('Guide created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: guideName })).toBeVisible();
    const guideId = Number(new URL(page.url()).pathname.split('/').pop());

    // Ulysses dragged into Non-fiction, before Walden; then Dune moved down one place with the keyboard.
    const fictionNow = page.getByRole('region', { name: 'Fiction', exact: true });
    const essaysNow = page.getByRole('region', { name: 'Non-fiction', exact: true });
    await drag(page, page.getByRole('button', { name: `Move ${names.ulysses}`, exact: true }), essaysNow.getByTestId('guide-title').filter({ hasText: names.walden }));
    await expect(essaysNow.getByTestId('guide-title')).toHaveText([`1.${names.ulysses}`, `2.${names.walden}`].map((t) => new RegExp(t)));
    await expect(fictionNow.getByTestId('guide-title')).toHaveText([new RegExp(names.dune), new RegExp(names.emma)]);
    // what a screen reader is told at each key (dnd-kit's live region), not the license's toast,
    // also a status naming Dune, which a quick run reaches within its 5 seconds
    const told = page.getByRole('status').filter({ hasText: names.dune, hasNotText: 'License updated' });
    await page.getByRole('button', { name: `Move ${names.dune}`, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(told).toHaveText(`Picked up ${names.dune}, at position 1 of 2 in Fiction.`);
    await page.keyboard.press('ArrowDown');
    await expect(told).toHaveText(`${names.dune} is over position 2 of 2 in Fiction.`);
    await page.keyboard.press('Space');
    await expect(told).toHaveText(`${names.dune} dropped at position 2 of 2 in Fiction.`);
    await expect(fictionNow.getByTestId('guide-title')).toHaveText([new RegExp(`1.${names.emma}`), new RegExp(`2.${names.dune}`)]);
    await expect(page.getByText('Guide created')).toBeHidden({ timeout: 15_000 });
    await page.getByRole('main').evaluate((main) => main.scrollTo(0, 0));
    await shotAllModes(page, 'guide-builder');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Guide saved')).toBeVisible();
    const stored = await (await page.request.get(`/api/guides/${guideId}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(stored.sections).toEqual([
      { heading: 'Fiction', titleIds: [ids.emma, ids.dune] },
      { heading: 'Non-fiction', titleIds: [ids.ulysses, ids.walden] },
    ]);

    // The CSV: a row per title in the guide's order.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'CSV' }).click()]);
    expect(download.suggestedFilename()).toBe(`frankfurt-${u}.csv`);
    const csv = readFileSync((await download.path())!, 'utf8');
    const order = [names.emma, names.dune, names.ulysses, names.walden].map((name) => csv.indexOf(name));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!)), `the titles in the guide's order in:\n${csv}`).toBe(true);

    // The preview, as it prints: Dune's German deal announced, its French one not.
    await page.getByRole('link', { name: 'Preview and print' }).click();
    const dune = page.getByRole('article', { name: names.dune });
    await expect(dune).toContainText(`Rights sold: German (Hanser Verlag ${u})`);
    await expect(dune).not.toContainText('Gallimard');
    await expect(dune).toContainText('Available: all languages but French, German');
    await expect(dune).toContainText(`Rights: ${alice.name}, ${alice.email}`);
    await expect(page.getByRole('article', { name: names.emma })).toContainText('Available: all languages');
    await expect(dune.getByRole('img', { name: `Cover of ${names.dune}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    const covers = page.locator('img.guide-cover');
    await expect(covers).toHaveCount(3);
    await expect.poll(() => covers.evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    await expect(page.getByText('Guide saved')).toBeHidden({ timeout: 15_000 });
    await shotAllModes(page, 'guide-preview');

    // Saved as a PDF on A4, then on US Letter: every title, the rights sold, a header on each page.
    for (const [size, width, height] of [['A4', 595, 842], ['US Letter', 612, 792]] as const) {
      await page.getByRole('combobox', { name: 'Paper' }).selectOption({ label: size });
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeHidden();
      if (size === 'A4') await shot(page, 'guide-print-media');
      const bytes = await page.pdf({ preferCSSPageSize: true, printBackground: true, path: join(OUT_DIR, `guide-${size === 'A4' ? 'a4' : 'letter'}.pdf`) });
      await page.emulateMedia({ media: 'screen' });
      const pdf = await readPdf(bytes);
      expect(pdf.pages.length, 'pages of the printed guide').toBeGreaterThan(1);
      for (const printed of pdf.pages) {
        expect([printed.width, printed.height], `${size} page size`).toEqual([width, height]);
        expect(printed.text, 'the running header').toContain(guideName);
      }
      const text = pdf.pages.map((p) => p.text).join('\n');
      for (const name of Object.values(names)) expect(text).toContain(name);
      expect(text).toContain(`Rights sold: German (Hanser Verlag ${u})`);
      // each title's block on one page: its name and its availability line together
      for (const name of Object.values(names)) {
        const on = pdf.pages.find((p) => p.text.includes(`The pitch of ${name}.`));
        expect(on?.text, `${name}'s block on one page`).toContain(name);
        expect(on?.text.slice(on.text.indexOf(`The pitch of ${name}.`)), `${name}'s availability after its pitch, on its page`).toMatch(/Available: all languages/);
      }
      if (size === 'A4') await pdf.render('guide-printed-a4');
      else await pdf.render('guide-printed-letter');
    }

    // Shared: a buyer opens the link in a browser that has never signed in.
    await page.getByRole('link', { name: 'Back to the guide' }).click();
    await page.getByRole('button', { name: 'Share link' }).click();
    const dialog = page.getByRole('dialog', { name: `Share “${guideName}”` });
    const link = await dialog.getByRole('textbox').inputValue();
    expect(link).toMatch(/\/guide\/[^/]+$/);
    await shotAllModes(page, 'guide-share');
    const buyer = await browser.newContext();
    try {
      const buyerPage = await buyer.newPage();
      await buyerPage.goto(link);
      await expect(buyerPage.getByRole('heading', { level: 1, name: guideName })).toBeVisible();
      await expect(buyerPage.getByRole('article', { name: names.dune })).toContainText(`Rights sold: German (Hanser Verlag ${u})`);
      await expect(buyerPage.getByRole('img', { name: `Cover of ${names.emma}` })).toBeVisible();
      expect(await buyerPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await shotAllModes(buyerPage, 'guide-shared');

      // Stopped: the same link now says so.
      await dialog.getByRole('button', { name: 'Stop sharing' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Stop sharing this guide?' });
      await confirm.getByRole('button', { name: 'Stop sharing' }).click();
      await expect(page.getByText('Sharing stopped')).toBeVisible();
      await buyerPage.reload();
      await expect(buyerPage.getByText('This guide is no longer shared')).toBeVisible();
      await shot(buyerPage, 'guide-shared-revoked');
    } finally {
      await buyer.close();
    }

    // The list: the guide with its four titles, no longer shared.
    await page.goto('/guides');
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: guideName, exact: true }) });
    await expect(row).toContainText('4');
    await expect(row).not.toContainText('Shared');
    await shotAllModes(page, 'guides');
  });
});
