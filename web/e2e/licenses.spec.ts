import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { editableLooking, expect, OUT_DIR, shot, shotAllModes, signIn, storedToken, test } from './fixtures';
import { users } from './users';
import { tokenOf, unique } from './api';

const { alice, bob } = users;
const MAX = 5_242_880;

/**
 * A real one-page PDF that says `label` (with its cross-reference table, so a viewer draws it),
 * padded with spaces to `size` bytes.
 */
function pdf(label: string, size = 4096): Buffer {
  const text = `Rightsdesk test contract: ${label}`.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write(body, 0, 'latin1');
  return bytes;
}

/** A PNG's first bytes, renamed .pdf. */
function pngNamedPdf(): Buffer {
  const bytes = Buffer.alloc(2048, 0);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

async function apiPost<T = Record<string, unknown>>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
/** Says yes to creating the new name typed in a name field ("Create company “X”"). */
const create = (page: Page, noun: string, name: string) => page.getByRole('button', { name: `Create ${noun} “${name}”` }).click();

/** A download started by `click`, as bytes. */
async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

/**
 * `click` opens the PDF in a new tab titled with its file name (not the blob URL's random id),
 * showing exactly `bytes` in the browser's PDF viewer.
 */
async function expectPdfTab(page: Page, click: () => Promise<void>, fileName: string, bytes: Buffer) {
  const [tab] = await Promise.all([page.waitForEvent('popup'), click()]);
  await expect(tab).toHaveTitle(fileName);
  const frame = tab.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // the frame's document went to the browser's PDF viewer (an extension frame in Chromium)
  await expect.poll(() => tab.frames().some((f) => f.url().startsWith('chrome-extension://'))).toBe(true);
  const viewer = tab.frames().find((f) => f.url().startsWith('chrome-extension://'))!;
  await expect(viewer.locator('viewer-toolbar')).toBeVisible();
  await expect(tab.getByRole('banner')).toContainText(fileName);
  // The tab's Download link is the frame's own blob: the bytes it saves are the bytes shown.
  const saved = await downloaded(tab, () => tab.getByRole('link', { name: 'Download' }).click());
  expect(saved.name).toBe(fileName);
  expect(saved.bytes.equals(bytes)).toBe(true);
  await tab.waitForTimeout(1500); // only for the screenshot: the viewer draws the page in its own process
  await tab.screenshot({ path: `${OUT_DIR}/licenses-pdf-tab.png` });
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();
}

test.describe('licenses', () => {
  test('create with an existing title, a new company and a PDF; reopen, download, replace, remove', async ({ page }) => {
    const u = unique();
    const titleName = `Le Rouge et le Noir ${u}`;
    const companyName = `Maison Neuve ${u}`;
    await signIn(page, alice);
    const token = (await storedToken(page))!;
    const title = await apiPost<{ id: number }>(page.request, token, '/titles', { name: titleName, author: 'Stendhal' });

    await page.goto('/licenses');
    await page.getByRole('link', { name: 'New license' }).click();
    await expect(page).toHaveURL(/\/licenses\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New license' })).toBeVisible();

    // Title: suggestions from the 3rd character; pick the existing one.
    const titleBox = combobox(page, 'Title');
    await titleBox.fill('Le');
    await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(0);
    await titleBox.pressSequentially(` Rouge et le Noir ${u}`.slice(0, 8));
    await page.getByRole('listbox').getByRole('option', { name: titleName }).click();
    await expect(titleBox).toHaveValue(titleName);

    // Company: a new name, created once chosen; a close name of the team's is offered first.
    const companyBox = combobox(page, 'Company');
    await companyBox.fill(companyName);
    await expect(page.getByText(`No company is named “${companyName}” yet`)).toBeVisible();
    await companyBox.press('Escape');
    await expect(companyBox).toHaveValue(companyName);
    const choice = page.getByRole('group', { name: 'New company or an existing one' });
    await expect(choice).toContainText(`No company is named “${companyName}”.`);
    await shotAllModes(page, 'licenses-create-or-match');
    await create(page, 'company', companyName);
    await expect(choice).toContainText(`New company “${companyName}” will be created on save`);

    await page.getByLabel('Contract date').fill('2024-03-15');
    await page.getByRole('checkbox', { name: 'Signed' }).check({ force: true });
    await page.getByLabel('Contract type').selectOption({ label: 'Audio' });
    await page.getByLabel('Language').selectOption({ label: 'German' });
    await page.getByLabel('Advance / flat fee').fill('1500.5');
    await page.getByLabel('Currency').selectOption('EUR');
    await page.getByLabel('Royalties').fill('7% to 10,000 copies, then 9%');
    await page.getByLabel('Notes').fill('World French rights');

    const first = pdf(`first ${u}`);
    await page.getByLabel('PDF file').setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: first });
    await expect(page.getByTestId('file-name')).toHaveText('contract.pdf');
    await expect(page.getByText('uploaded on save')).toBeVisible();
    await shot(page, 'licenses-form-filled');

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/licenses')),
      page.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(page).toHaveURL(/\/licenses$/);

    // The list shows it without a reload.
    await page.getByLabel('Search licenses').fill(u);
    const row = page.getByTestId('license-row').filter({ hasText: titleName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(companyName);
    await expect(row).toContainText('Audio');
    await expect(row).toContainText('Signed');
    await expect(row).toContainText('€1,500.50');
    // the PDF icon of the row opens the file, in a tab named after it
    await expectPdfTab(page, () => row.getByRole('button', { name: 'Open the PDF contract.pdf' }).click(), 'contract.pdf', first);
    await expect(page).toHaveURL(/\/licenses\?q=/);

    // What the server stored: the existing title by id, a new company, the advance as a number.
    const list = await (await page.request.get('/api/licenses', { headers: { Authorization: `Bearer ${token}` } })).json();
    const stored = list.find((l: { title: string }) => l.title === titleName);
    expect(stored).toMatchObject({ titleId: title.id, company: companyName, advance: 1500.5, currency: 'EUR', contractType: 'audio', signed: true, file: { name: 'contract.pdf', size: first.length } });
    expect(stored.companyId).toEqual(expect.any(Number));
    expect(stored.agent).toBeNull();

    // Reopen: the current file, its download gives the same bytes, and it opens in a new tab.
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/licenses/edit/${stored.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Edit license' })).toBeVisible();
    await expect(combobox(page, 'Title')).toHaveValue(titleName);
    await expect(page.getByLabel('Contract date')).toHaveValue('2024-03-15');
    await expect(page.getByTestId('file-name')).toHaveText('contract.pdf');
    await expect(page.getByText('4 KB')).toBeVisible();
    const one = await downloaded(page, () => page.getByRole('button', { name: 'Download' }).click());
    expect(one.name).toBe('contract.pdf');
    expect(one.bytes.equals(first)).toBe(true);
    await expectPdfTab(page, () => page.getByRole('button', { name: 'Open' }).click(), 'contract.pdf', first);
    await shot(page, 'licenses-edit');

    // Replace it.
    const second = pdf(`second ${u}`, 9000);
    await page.getByLabel('PDF file').setInputFiles({ name: 'contract-v2.pdf', mimeType: 'application/pdf', buffer: second });
    await expect(page.getByText('replaces the current PDF on save')).toBeVisible();
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/licenses$/);
    await page.getByRole('link', { name: `Open the license of ${titleName} with` }).click();
    await expect(page.getByTestId('file-name')).toHaveText('contract-v2.pdf');
    const two = await downloaded(page, () => page.getByRole('button', { name: 'Download' }).click());
    expect(two.name).toBe('contract-v2.pdf');
    expect(two.bytes.equals(second)).toBe(true);

    // Remove it.
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No file attached')).toBeVisible();
    const after = await page.request.get(`/api/licenses/${stored.id}/file`, { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(404);
  });

  test('the validation messages of docs/product.md §5, before anything is sent', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/licenses')) posts.push(r.url());
    });
    await signIn(page, alice);
    await page.goto('/licenses/new');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Company is required')).toBeVisible();
    await expect(page.getByText('Contract date is required')).toBeVisible();

    // A PNG renamed .pdf.
    await page.getByLabel('PDF file').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pngNamedPdf() });
    await expect(page.getByText('Only PDF files are allowed')).toBeVisible();
    await shot(page, 'licenses-form-errors-file');
    await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
    await shot(page, 'licenses-form-errors');

    // One byte over 5MB.
    await page.getByLabel('PDF file').setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: pdf('big', MAX + 1) });
    await expect(page.getByText('File size must not be more than 5MB')).toBeVisible();
    await expect(page.getByText('Only PDF files are allowed')).toBeHidden();
    // the figure agrees with the rule: never "5 MB · not accepted"
    await expect(page.getByTestId('file-size')).toHaveText('5.0 MB (5,242,881 bytes) · more than the 5 MB (5,242,880 bytes) allowed');
    await page.getByTestId('file-size').scrollIntoViewIfNeeded();
    await shot(page, 'licenses-form-file-too-big');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.getByTestId('file-size').scrollIntoViewIfNeeded();
    await shot(page, 'licenses-form-file-too-big-375-dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.setViewportSize({ width: 1280, height: 800 });

    // Messages follow the values (on change).
    await combobox(page, 'Title').fill('A title');
    await expect(page.getByText('Title is required')).toBeHidden();
    await combobox(page, 'Title').fill('');
    await expect(page.getByText('Title is required')).toBeVisible();
    await page.getByLabel('Contract date').fill('2024-05-01');
    await expect(page.getByText('Contract date is required')).toBeHidden();
    await page.getByLabel('End date').fill('2024-04-01');
    await page.getByLabel('End date').blur();
    await expect(page.getByText('End date must not be before the contract date')).toBeVisible();

    // Still blocked: nothing was sent.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/licenses\/new$/);
    expect(posts).toEqual([]);

    // Exactly 5MB is fine; the server accepts it.
    const boundary = unique();
    await combobox(page, 'Title').fill(`Boundary ${boundary}`);
    await create(page, 'title', `Boundary ${boundary}`);
    await combobox(page, 'Company').fill(`Boundary House ${boundary}`);
    await create(page, 'company', `Boundary House ${boundary}`);
    await page.getByLabel('End date').fill('');
    await page.getByLabel('PDF file').setInputFiles({ name: 'exact.pdf', mimeType: 'application/pdf', buffer: pdf('exact', MAX) });
    await expect(page.getByText('File size must not be more than 5MB')).toBeHidden();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/licenses$/);
  });

  test('a refused submit scrolls to and focuses the first field in error', async ({ page }) => {
    await signIn(page, alice);
    await page.goto('/licenses/new');
    const focus = unique();
    await combobox(page, 'Company').fill(`Focus House ${focus}`);
    await combobox(page, 'Company').press('Escape');
    await create(page, 'company', `Focus House ${focus}`);
    await page.getByLabel('Contract date').fill('2024-03-15');
    // Submit is at the bottom: the title's message is far above it
    const main = page.locator('main');
    await main.evaluate((m) => m.scrollTo(0, m.scrollHeight));
    await page.getByRole('button', { name: 'Submit' }).click();
    const title = combobox(page, 'Title');
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('Title is required')).toBeInViewport({ ratio: 1 });
    await shotAllModes(page, 'licenses-form-refused');

    // the first field in error can be the PDF at the bottom: its button takes the focus
    await title.fill(`Focus Title ${focus}`);
    await create(page, 'title', `Focus Title ${focus}`);
    await page.getByLabel('PDF file').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: pngNamedPdf() });
    await main.evaluate((m) => m.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Choose another' })).toBeFocused();
    await expect(page.getByText('Only PDF files are allowed')).toBeInViewport({ ratio: 1 });
  });

  test('a change shows in the license history, with who made it and the values before and after', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const made = await apiPost<{ id: number }>(page.request, token, '/licenses', {
      title: `History ${u}`, company: `House ${u}`, contractDate: '2024-02-01', advance: 4000, currency: 'EUR',
    });
    await signIn(page, alice);
    await page.goto(`/licenses/edit/${made.id}`);
    await page.getByLabel('Advance / flat fee').fill('5500');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/licenses$/);
    await page.goto(`/licenses/edit/${made.id}`);
    const history = page.getByRole('region', { name: 'History' });
    await expect(history).toContainText(`${alice.name} changed Advance from 4,000 to 5,500`);
    await expect(history).toContainText(`${alice.name} created this license`);
    await history.scrollIntoViewIfNeeded();
    await shotAllModes(page, 'licenses-history');
    // At 375 px the form is longer: the history is further down.
    await page.setViewportSize({ width: 375, height: 740 });
    await history.scrollIntoViewIfNeeded();
    await shot(page, 'licenses-history-375-end');
  });

  test('two people save the same license: the second sees the other’s change and saves after “Keep mine”', async ({ page, browser }) => {
    const token = await tokenOf(page.request, alice);
    const title = `Two Editors ${unique()}`;
    const license = await apiPost<{ id: number }>(page.request, token, '/licenses', { title, company: 'Gallimard', contractDate: '2024-01-05', notes: 'As signed' });
    const second = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const page2 = await second.newPage();
    for (const p of [page, page2]) {
      await signIn(p, alice);
      await p.goto(`/licenses/edit/${license.id}`);
      await expect(p.getByLabel('Notes')).toHaveValue('As signed');
    }

    await page.getByLabel('Notes').fill('Renewed for audio');
    await page.getByLabel('Royalties').fill('10%');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/licenses$/);

    // The second page, opened before that save, changes the notes too.
    await page2.getByLabel('Notes').fill('Renewed for print');
    await page2.getByRole('button', { name: 'Update' }).click();
    const notice = page2.getByRole('alert', { name: 'Changed since you opened it' });
    await expect(notice).toContainText('This license was changed by Alice Martin at');
    const notes = notice.getByRole('group', { name: 'Notes' });
    await expect(notes).toContainText('Theirs: Renewed for audio');
    await expect(notes).toContainText('Yours: Renewed for print');
    // The royalties only they changed are taken into the form at once.
    await expect(page2.getByRole('textbox', { name: 'Royalties' })).toHaveValue('10%');
    await notes.getByRole('button', { name: 'Take theirs' }).click();
    await expect(page2.getByRole('textbox', { name: 'Notes' })).toHaveValue('Renewed for audio');
    await notes.getByRole('button', { name: 'Keep mine' }).click();
    await expect(page2.getByRole('textbox', { name: 'Notes' })).toHaveValue('Renewed for print');
    await shotAllModes(page2, 'license-conflict');
    await page2.getByRole('button', { name: 'Update' }).click();
    await expect(page2).toHaveURL(/\/licenses$/);
    await second.close();

    const stored = await (await page.request.get(`/api/licenses/${license.id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    expect([stored.notes, stored.royalties, stored.version]).toEqual(['Renewed for print', '10%', 3]);
  });

  test('edit without an id, and with an unknown one', async ({ page }) => {
    await signIn(page, alice);
    await page.goto('/licenses/edit');
    await expect(page.getByText('No license id provided')).toBeVisible();
    await page.goto('/licenses/edit/987654');
    await expect(page.getByText('License not found')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);
  });

  test('list: search, filters, sort, totals per currency and CSV export', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const make = (title: string, extra: Record<string, unknown>) =>
      apiPost(page.request, token, '/licenses', { title: `${title} ${u}`, company: `Totals House ${u}`, contractDate: '2023-06-01', ...extra });
    await make('Alpha', { advance: 1000, currency: 'USD', contractType: 'ebook', contractDate: '2023-02-01' });
    await make('Beta', { advance: 250.5, currency: 'USD', contractType: 'audio', language: 'en', signed: true, contractDate: '2024-02-01' });
    await make('Gamma', { advance: 3000, currency: 'EUR', contractType: 'ebook', signed: true, contractDate: '2024-09-09' });
    await make('Delta', {});

    await signIn(page, alice);
    await page.goto('/licenses');
    await page.getByLabel('Search licenses').fill(u);
    const rows = page.getByTestId('license-row');
    await expect(rows).toHaveCount(4);
    const totals = page.getByTestId('advance-totals');
    await expect(totals).toContainText('€3,000.00');
    await expect(totals).toContainText('$1,250.50');
    await shot(page, 'licenses-list');

    // at 1280 px every column fits (agent and end date from 1536 px), the last header (the chevrons') whole, nothing to scroll sideways
    const table = page.getByRole('table', { name: 'Licenses' });
    await expect(table.getByRole('columnheader')).toHaveCount(9);
    await expect(table.getByRole('columnheader').last()).toBeInViewport({ ratio: 1 });
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
    // the title reads as a link: coloured and underlined, unlike the text beside it
    const style = (l: import('@playwright/test').Locator) => l.evaluate((e) => ({ color: getComputedStyle(e).color, line: getComputedStyle(e).textDecorationLine }));
    const link = await style(rows.first().getByRole('link').first());
    const plain = await style(rows.first().getByRole('cell').nth(1));
    expect(link.color).not.toBe(plain.color);
    expect(link.line).toContain('underline');

    // Sort by advance, largest first (empty last).
    await page.getByRole('button', { name: 'Advance' }).click();
    await page.getByRole('button', { name: 'Advance' }).click();
    await expect(rows.first()).toContainText('Gamma');
    await expect(rows.last()).toContainText('Delta');

    await page.getByLabel('Currency').selectOption('USD');
    await expect(rows).toHaveCount(2);
    await expect(totals).toHaveText(/\$1,250\.50/);
    await expect(totals).not.toContainText('€');
    await page.getByLabel('Signed').selectOption('yes');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Beta');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page.getByLabel('Search licenses')).toHaveValue('');
    await page.getByLabel('Search licenses').fill(u);
    await page.getByLabel('Year of contract date').selectOption('2024');
    await page.getByLabel('Contract type').selectOption({ label: 'Ebook' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Gamma');

    const csv = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
    expect(csv.name).toMatch(/^licenses-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = csv.bytes.toString('utf8');
    // The import's columns (`rightsdesk import licenses`), so that the file imports again.
    expect(text.startsWith('\uFEFFtitle,company,agent,commission,contractDate,signed,status,contractType,')).toBe(true);
    expect(text.split('\r\n')[0].endsWith(',announce,accountingPeriod,statementDays')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Gamma ${u},Totals House ${u},`);
    expect(lines[1]).toContain(',2024-09-09,true,');
    expect(lines[1]).toContain(',ebook,');
    expect(lines[1]).toContain(',3000,EUR,');
    expect(lines[1]).toMatch(/,half_year,90$/);
  });

  test('viewers read licenses and their PDF but cannot write', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const bytes = pdf(`viewer ${u}`);
    const created = await (
      await page.request.post('/api/licenses', {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          license: JSON.stringify({ title: `Viewer Title ${u}`, company: `Viewer House ${u}`, contractDate: '2024-01-01', contractType: 'audio', language: 'en' }),
          file: { name: 'viewer.pdf', mimeType: 'application/pdf', buffer: bytes },
        },
      })
    ).json();

    await signIn(page, bob);
    await page.goto('/licenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New license' })).toHaveCount(0);
    await page.getByLabel('Search licenses').fill(u);
    // the search has landed (one row) before the row is opened, as a reader would see it
    await expect(page.getByTestId('license-row')).toHaveCount(1);
    await page.getByRole('link', { name: `Open the license of Viewer Title ${u}` }).click();
    await expect(page).toHaveURL(new RegExp(`/licenses/edit/${created.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'License' })).toBeVisible();
    await expect(combobox(page, 'Title')).toHaveValue(`Viewer Title ${u}`);
    for (const name of ['Update', 'Submit', 'Replace', 'Remove', 'Delete license']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    // read-only controls everywhere: nothing to change, no hints inviting to type
    const form = page.getByRole('form', { name: 'License' });
    expect(await editableLooking(form)).toEqual([]);
    await expect(form.getByRole('textbox', { name: 'Contract type' })).toHaveValue('Audio');
    await expect(form.getByRole('textbox', { name: 'Contract date' })).toHaveValue(await page.evaluate(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(2024, 0, 1))));
    await form.getByText('Signed', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'Signed' })).not.toBeChecked();
    await shotAllModes(page, 'licenses-read-only');
    const got = await downloaded(page, () => page.getByRole('button', { name: 'Download' }).click());
    expect(got.bytes.equals(bytes)).toBe(true);
    await page.goto('/licenses/new');
    await expect(page).toHaveURL(/\/licenses$/);
    expect(await storedToken(page)).not.toBeNull(); // never signed out by a 403
  });

  test('screenshots: list and form in light, dark and at 375 px', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, alice);
    const withPdf = await page.request.post('/api/licenses', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: {
        license: JSON.stringify({
          title: `Les Misérables ${u}`, company: 'Penguin Random House', agent: 'Agence Durand', contractDate: '2024-03-15',
          signed: true, contractType: 'foreign_rights', language: 'en', endDate: '2031-03-14', advance: 15000, currency: 'GBP',
        }),
        file: { name: 'les-miserables-contract.pdf', mimeType: 'application/pdf', buffer: pdf(`screenshots ${u}`) },
      },
    });
    expect(withPdf.status()).toBe(200);
    await apiPost(page.request, token, '/licenses', {
      title: `Dune ${u}`, company: 'Gollancz', contractDate: '2023-11-02', contractType: 'audio_visual', advance: 2400, currency: 'JPY',
    });
    await signIn(page, alice);
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => localStorage.setItem('chakra-ui-color-mode', m), mode);
      await page.goto('/licenses');
      await expect(page.getByTestId('license-row').first()).toBeVisible();
      // long names wrap: every column fits at 1280 px, the PDF one whole
      const table = page.getByRole('table', { name: 'Licenses' });
      await expect(table.getByRole('columnheader', { name: 'PDF' })).toBeInViewport({ ratio: 1 });
      expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
      await shot(page, `licenses-list-${mode}`);
      await page.goto('/licenses/new');
      await combobox(page, 'Title').fill('');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Title is required')).toBeVisible();
      await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
      await shot(page, `licenses-form-${mode}`);
      await page.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
      await shot(page, `licenses-form-${mode}-bottom`);
    }
    await page.setViewportSize({ width: 375, height: 740 });
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => localStorage.setItem('chakra-ui-color-mode', m), mode);
      await page.goto('/licenses');
      await expect(page.getByTestId('license-row').first()).toBeVisible();
      // cards with the essentials, nothing to scroll sideways
      await expect(page.getByRole('table')).toHaveCount(0);
      const card = page.getByRole('list', { name: 'Licenses' }).getByRole('listitem').filter({ hasText: `Les Misérables ${u}` });
      await card.scrollIntoViewIfNeeded();
      for (const text of ['Penguin Random House', 'Translation', '£15,000.00']) await expect(card.getByText(text)).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await shot(page, `licenses-list-375-${mode}`);
      await page.getByTestId('license-row').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit license' })).toBeVisible();
      await shot(page, `licenses-form-375-${mode}`);
      await page.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
      await shot(page, `licenses-form-375-${mode}-bottom`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    }
  });
});
