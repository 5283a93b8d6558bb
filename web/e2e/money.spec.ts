import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { join } from 'node:path';
import { expect, OUT_DIR, shot, shotAllModes, signIn, test } from './fixtures';
import { users } from './users';
import { unique } from './api';

const { alice, bob, dana } = users;

/** `YYYY-MM-DD` of today plus `days`, in UTC (the server's zone in these tests). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function tokenOf(request: APIRequestContext, user: { email: string; password: string }): Promise<string> {
  const res = await request.post('/auth/login', { data: { email: user.email, password: user.password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

async function apiPost<T = Record<string, unknown>>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `POST ${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The row of a license's payment, in the table of its Payments tab. */
const paymentRow = (page: Page, text: string) => page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: text });

test.describe('the money after signing', () => {
  test('a split advance, received less withholding; statements until the license earns out; the overdue one on the home page and the calendar; the income read and exported', async ({ page }) => {
    test.setTimeout(120_000);
    const u = unique();
    const token = await tokenOf(page.request, alice);
    // Signed ten days ago, published in five days: the part on signature is due in 20 days, the
    // one on publication in 35.
    const advanced = await apiPost<{ id: number }>(page.request, token, '/licenses', {
      title: `Der Zauberberg ${u}`, company: `Fischer ${u}`, contractDate: day(-10), status: 'signed', contractType: 'foreign_rights', language: 'de',
      advance: 5000.01, currency: 'EUR', publicationDate: day(5),
    });
    // Published in March 2025, accounted half-yearly, statements 90 days after each period.
    const title = `Le Petit Prince ${u}`;
    const company = `Gallimard ${u}`;
    const published = await apiPost<{ id: number }>(page.request, token, '/licenses', {
      title, company, contractDate: '2024-11-01', status: 'signed', contractType: 'foreign_rights', language: 'fr',
      advance: 1000, currency: 'EUR', publicationDate: '2025-03-15',
    });
    await signIn(page, alice);

    // The advance in two: the odd cent on the part on signature.
    await page.goto(`/licenses/edit/${advanced.id}?tab=payments`);
    await expect(page.getByText('No payment scheduled yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Advance: half on signature, half on publication' }).click();
    await expect(page.getByText('Advance scheduled')).toBeVisible();
    const first = paymentRow(page, 'On signature');
    const second = paymentRow(page, 'On publication');
    await expect(first).toContainText('€2,500.01');
    await expect(first).toContainText('Due');
    await expect(second).toContainText('€2,500.00');
    // Scheduled once: the quick split is no longer offered.
    await expect(page.getByRole('button', { name: 'Advance: half on signature, half on publication' })).toHaveCount(0);

    // The first part comes, less 250 withheld at source: paid, 2,250.01 net in the home currency.
    await first.getByRole('button', { name: /^Mark received/ }).click();
    const receipt = page.getByRole('dialog', { name: 'Payment received' });
    await expect(receipt.getByLabel('Amount received')).toHaveValue('2500.01');
    await receipt.getByLabel('Withholding tax').fill('250');
    await receipt.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Net received: €2,250.01')).toBeVisible();
    await expect(first).toContainText('Paid');
    await expect(first).toContainText('net €2,250.01');
    await expect(second).toContainText('Due');
    await expect(second).not.toContainText('Paid');
    await shotAllModes(page, 'license-payments');

    // A receipt without its date is refused by the server, its message under the field.
    await second.getByRole('button', { name: /^Mark received/ }).click();
    await receipt.getByLabel('Received on').fill('');
    await receipt.getByRole('button', { name: 'Save' }).click();
    await expect(receipt.getByText('Received date is required')).toBeVisible();
    await receipt.getByRole('button', { name: 'Cancel' }).click();

    // The second part's invoice, as printed: the licensee, the license, the amount and its due date, no buttons.
    await second.getByRole('link', { name: /^Invoice/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    const line = page.getByRole('table', { name: 'Invoice' });
    await expect(line).toContainText(`Advance: “Der Zauberberg ${u}”`);
    await expect(line).toContainText('€2,500.00');
    await expect(page.getByText(`Fischer ${u}`, { exact: true })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await shot(page, 'invoice-print');
    await page.pdf({ path: join(OUT_DIR, 'invoice.pdf'), format: 'A4' });
    await page.emulateMedia({ media: 'screen' });
    await shotAllModes(page, 'invoice');

    // Three periods have ended since publication, none reported: all overdue.
    await page.goto(`/licenses/edit/${published.id}?tab=statements`);
    const expected = page.getByRole('table', { name: 'Statements expected' });
    await expect(expected.getByRole('row').filter({ hasText: 'Overdue' })).toHaveCount(3);
    const earnOut = page.getByRole('group', { name: 'Earn-out' });
    await expect(earnOut).toContainText('Unearned€1,000.00');

    // The first statement earns 400 of the 1,000 advance; the second, 700, earns it out.
    for (const [end, earned] of [['Jun 30, 2025', '400'], ['Dec 31, 2025', '700']] as const) {
      await expected.getByRole('row').filter({ hasText: end }).getByRole('button', { name: /^Record the statement/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Record a statement' });
      await dialog.getByLabel('Royalties earned').fill(earned);
      await dialog.getByRole('button', { name: 'Record' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(earnOut).toContainText('Earned to date€1,100.00');
    await expect(earnOut).toContainText('Unearned€0.00');
    await expect(earnOut).toContainText('Earned out');
    await expect(earnOut).toContainText('Payable€100.00');
    await expect(expected.getByRole('row').filter({ hasText: 'Received' })).toHaveCount(2);
    await expect(expected.getByRole('row').filter({ hasText: 'Overdue' })).toHaveCount(1);
    await shotAllModes(page, 'license-statements');

    // The third, due on 28 September 2026, is overdue: on the home page and in the calendar.
    await page.goto('/home');
    const overdue = page.getByRole('link', { name: /^Overdue/ });
    await expect(overdue).toContainText(/[1-9]\d* statements?/);
    await overdue.click();
    await expect(page).toHaveURL(/\/money$/);
    await expect(page.getByRole('table', { name: 'Statements overdue' }).getByRole('row').filter({ hasText: title })).toContainText('Sep 28, 2026');
    await page.goto('/calendar?view=month&date=2026-09-01');
    await page.getByRole('button', { name: `Statement due: ${title} – ${company}` }).click();
    await expect(page).toHaveURL(new RegExp(`/licenses/edit/${published.id}\\?tab=statements$`));

    // The income of today by title: the net of the first part, as a chart and a table, and as CSV.
    await page.goto(`/money?groupBy=title&from=${day(0)}&to=${day(0)}`);
    await expect(page.getByTestId('income-chart')).toBeVisible();
    const income = page.getByRole('table', { name: 'Income' }).getByRole('row').filter({ hasText: `Der Zauberberg ${u}` });
    await expect(income).toContainText('€2,250.01');
    const download = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Income' }).getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`income-by-title-${day(0)}-to-${day(0)}.csv`);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('Title,Net received (EUR),Payments\r\n');
    expect(csv).toContain(`Der Zauberberg ${u},2250.01,1\r\n`);
    // The same period's author shares: no rights held recorded, so no share yet.
    const share = page.getByRole('table', { name: 'Author shares' }).getByRole('row').filter({ hasText: `Der Zauberberg ${u}` });
    await expect(share).toContainText('€2,250.01');
    await expect(share).toContainText('€0.00');
    // The table is a page of titles; the CSV holds every title of the period.
    const sharesDownload = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Author shares' }).getByRole('button', { name: 'Export CSV' }).click();
    const sharesFile = await sharesDownload;
    expect(sharesFile.suggestedFilename()).toBe(`author-shares-${day(0)}-to-${day(0)}.csv`);
    const sharesCsv = readFileSync((await sharesFile.path())!, 'utf8');
    expect(sharesCsv).toContain('Title,Author,Net received (EUR),Author share (EUR),Payments\r\n');
    expect(sharesCsv).toContain(`Der Zauberberg ${u},`);
    await shotAllModes(page, 'money');
  });

  test('an admin chooses the home currency and records an exchange rate', async ({ page }) => {
    await signIn(page, dana);
    await page.goto('/team');
    const settings = page.getByRole('form', { name: 'Team settings' });
    await settings.getByLabel('Home currency').selectOption('GBP');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Team settings saved')).toBeVisible();
    const rates = page.getByRole('form', { name: 'Add an exchange rate' });
    await rates.getByLabel('Currency').selectOption('EUR');
    await rates.getByLabel('Worth in GBP').fill('0.85');
    await rates.getByRole('button', { name: 'Add rate' }).click();
    await expect(page.getByText('1 EUR = 0.85 GBP')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Exchange rates' })).toContainText('0.85');
    await shotAllModes(page, 'team-money-settings');
  });

  test('an admin sets the invoice details, told where while none is set; the invoice prints them', async ({ page }) => {
    const u = unique();
    const token = await tokenOf(page.request, dana);
    const license = await apiPost<{ id: number }>(page.request, token, '/licenses', {
      title: `Orlando ${u}`, company: `Hogarth ${u}`, contractDate: day(-10), status: 'signed', advance: 3000, currency: 'EUR',
    });
    const payment = await apiPost<{ id: number }>(page.request, token, `/licenses/${license.id}/payments`, { kind: 'advance', trigger: 'date', dueDate: day(20), amount: 3000 });
    await signIn(page, dana);

    // None set: the team's name, and a hint to the admin (not printed) that leads to the settings.
    await page.goto(`/invoices/${license.id}/${payment.id}`);
    await expect(page.getByTestId('invoice-issuer')).toHaveText('Harbour Lane Books');
    const hint = page.getByText(/Add your legal name, address, VAT number and bank details in/);
    await expect(hint).toBeVisible();
    await shot(page, 'invoice-hint-light');
    await page.emulateMedia({ media: 'print' });
    await expect(hint).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await hint.getByRole('link', { name: 'Team settings' }).click();
    await expect(page).toHaveURL(/\/team$/);

    const form = page.getByRole('form', { name: 'Invoice details' });
    await form.getByLabel('Legal name').fill('Harbour Lane Books Ltd');
    await form.getByLabel('Postal address').fill('4 Harbour Lane\nBristol BS1 4RN\nUnited Kingdom');
    await form.getByLabel('VAT or tax number').fill('GB 987 6543 21');
    // A typo in the IBAN is caught as it is typed, with core's message.
    await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await form.getByLabel('BIC (SWIFT)').click();
    await expect(form.getByText("This IBAN's check digits do not match: look for a typo")).toBeVisible();
    await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await form.getByLabel('BIC (SWIFT)').fill('cobadeff');
    await form.getByLabel('Footer').fill('Payment within 30 days by bank transfer.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Invoice details saved')).toBeVisible();
    // As an invoice prints it; stored without spaces.
    await expect(form.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(form.getByLabel('BIC (SWIFT)')).toHaveValue('COBADEFF');
    await expect(page.getByText('Invoice details saved')).toBeHidden();
    const showForm = () => form.evaluate((element) => element.scrollIntoView());
    await showForm();
    await shotAllModes(page, 'team-invoice-details', showForm);

    await page.goto(`/invoices/${license.id}/${payment.id}`);
    const issuer = page.getByTestId('invoice-issuer');
    await expect(issuer).toContainText('Harbour Lane Books Ltd');
    await expect(issuer).toContainText('Bristol BS1 4RN');
    await expect(issuer).toContainText('VAT no. GB 987 6543 21');
    const foot = page.getByTestId('invoice-footer');
    await expect(foot).toContainText('IBAN: DE89 3704 0044 0532 0130 00');
    await expect(foot).toContainText('BIC: COBADEFF');
    await expect(foot).toContainText('Payment within 30 days by bank transfer.');
    await expect(page.getByText(/Add your legal name/)).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'invoice-details-print');
    await page.pdf({ path: join(OUT_DIR, 'invoice-details.pdf'), format: 'A4' });
    await page.emulateMedia({ media: 'screen' });
    await shotAllModes(page, 'invoice-details');
  });

  test("a viewer reads a license's payments and statements, the Money page and the invoice, with nothing to change", async ({ page }) => {
    const u = unique();
    const title = `Pan Tadeusz ${u}`;
    const token = await tokenOf(page.request, alice);
    const license = await apiPost<{ id: number }>(page.request, token, '/licenses', {
      title, company: `Znak ${u}`, contractDate: '2024-11-01', status: 'signed', contractType: 'foreign_rights', language: 'pl',
      advance: 2000, currency: 'EUR', publicationDate: '2025-03-15',
    });
    const payments = `/licenses/${license.id}/payments`;
    await apiPost(page.request, token, payments, { kind: 'advance', trigger: 'date', dueDate: '2025-01-01', amount: 1000, receivedAmount: 1000, receivedDate: '2025-01-06' });
    await apiPost(page.request, token, payments, { kind: 'advance', trigger: 'date', dueDate: day(20), amount: 1000 });
    await apiPost(page.request, token, `/licenses/${license.id}/statements`, { periodStart: '2025-03-15', periodEnd: '2025-06-30', receivedDate: '2025-09-01', copiesSold: 1200, earned: 450 });
    await signIn(page, bob);

    // Payments: both, as text; no way to add, split, receive, edit or delete; each one's invoice.
    await page.goto(`/licenses/edit/${license.id}?tab=payments`);
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(paymentRow(page, 'Jan 1, 2025')).toContainText('Paid');
    await expect(paymentRow(page, 'Jan 1, 2025')).toContainText('€1,000.00');
    const due = table.getByRole('row').filter({ hasText: '€1,000.00' }).filter({ hasNotText: 'Paid' });
    await expect(due).toHaveCount(1);
    await expect(table.getByRole('button')).toHaveCount(0);
    await expect(table.getByRole('textbox')).toHaveCount(0);
    await expect(table.getByRole('link', { name: /^Invoice/ })).toHaveCount(2);
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: /^(Add a payment|Advance: half|Mark received|Edit|Delete)/ })).toHaveCount(0);
    await shotAllModes(page, 'license-payments-viewer');

    // Statements: the earn-out, what is expected and what was recorded, without Record, Edit or Delete.
    await page.goto(`/licenses/edit/${license.id}?tab=statements`);
    const recorded = page.getByRole('table', { name: 'Statements recorded' });
    await expect(recorded).toContainText('€450.00');
    await expect(recorded).toContainText('1,200');
    await expect(page.getByRole('group', { name: 'Earn-out' })).toContainText('Earned to date€450.00');
    await expect(page.getByRole('table', { name: 'Statements expected' }).getByRole('row').filter({ hasText: 'Overdue' }).first()).toBeVisible();
    await expect(main.getByRole('button', { name: /^(Record|Edit|Delete)/ })).toHaveCount(0);
    await shotAllModes(page, 'license-statements-viewer');

    // The invoice of the payment still due: the team as the sender, no hint to set its details.
    await page.goto(`/licenses/edit/${license.id}?tab=payments`);
    await due.getByRole('link', { name: /^Invoice/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invoice' })).toContainText(`Advance: “${title}”`);
    await expect(page.getByText(/Add your legal name/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    // The Money page: the payment due among the others, read-only, exportable.
    await page.goto('/money');
    await expect(page.getByRole('table', { name: 'Payments due and overdue' }).getByRole('row').filter({ hasText: title })).toContainText('€1,000.00');
    await expect(page.getByRole('main').getByRole('button', { name: /^(Add|Edit|Delete|Mark received|Record)/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Payments due and overdue' }).getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
