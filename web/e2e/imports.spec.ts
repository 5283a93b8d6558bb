import type { Page } from '@playwright/test';
import { expect, shot, signIn, test } from './fixtures';
import { users } from './users';
import { unique } from './api';

/** A suffix that keeps this run's rows apart from any other spec's data on the shared server. */

const dialog = (page: Page) => page.getByRole('dialog');

/** Opens "Import CSV" on the current page and chooses a file holding `text`. */
async function chooseFile(page: Page, name: string, text: string) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await expect(dialog(page).getByTestId('import-file')).toContainText(name);
}

test.describe('import CSV', () => {
  test('titles: a file with a bad row imports nothing and shows the row; the fixed file imports every row', async ({ page }) => {
    const u = unique();
    await signIn(page, users.alice);
    await page.goto('/titles');
    await expect(page.getByRole('heading', { level: 1, name: 'Titles' })).toBeVisible();

    const header = 'name,author,publishDate,description\n';
    const rows = [`Import A ${u},Ann Author,2001-02-03,`, `Import B ${u},,2010-02-30,`, `Import C ${u},,,"A story, with a comma"`];
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/titles/import') posted++;
    });
    await chooseFile(page, 'bad.csv', header + rows.join('\n') + '\n');
    // The bad date is on the file's third line; nothing can be sent.
    await expect(dialog(page).getByRole('list', { name: 'Problems in the file' })).toContainText('Line 3: publishDate: Enter a valid date (YYYY-MM-DD)');
    await expect(dialog(page).getByRole('region', { name: 'Preview of the file' })).toContainText(`Import A ${u}`);
    await expect(dialog(page).getByRole('button', { name: /^Import titles$/ })).toBeDisabled();
    // The dialog is modal: the colour mode is switched with it closed, then the same file chosen again.
    const size = page.viewportSize()!;
    await shot(page, 'import-titles-refused-light');
    for (const [mode, width] of [['dark', size.width], ['dark', 375], ['light', 375]] as const) {
      await dialog(page).getByRole('button', { name: 'Close' }).click();
      await page.setViewportSize({ width, height: width === 375 ? 740 : size.height });
      const toggle = page.getByRole('button', { name: `Switch to ${mode} mode` });
      if (await toggle.isVisible()) await toggle.click();
      await chooseFile(page, 'bad.csv', header + rows.join('\n') + '\n');
      await shot(page, `import-titles-refused-${width === 375 ? '375-' : ''}${mode}`);
    }
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await page.setViewportSize(size);
    expect(posted).toBe(0);
    await expect(page.getByRole('link', { name: `Import A ${u}`, exact: true })).toHaveCount(0);

    rows[1] = `Import B ${u},,2010-02-28,`;
    await chooseFile(page, 'good.csv', header + rows.join('\n') + '\n');
    await dialog(page).getByRole('button', { name: 'Import 3 titles' }).click();
    await expect(page.getByText('Imported 3 titles')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    for (const name of [`Import A ${u}`, `Import B ${u}`, `Import C ${u}`]) {
      await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }

    // The same file again: the server refuses each name the team now has, by line.
    await chooseFile(page, 'again.csv', header + rows.join('\n') + '\n');
    await dialog(page).getByRole('button', { name: 'Import 3 titles' }).click();
    await expect(dialog(page).getByRole('list', { name: 'Problems in the file' })).toContainText('Line 2: name: A title with this name already exists');
  });

  test('companies: one row per contact makes one company with its contacts', async ({ page }) => {
    const u = unique();
    await signIn(page, users.alice);
    await page.goto('/contacts');
    const text =
      'name,types,country,language,contactName,contactEmail\n' +
      `Imported House ${u},Publisher;Literary Agency,France,French,Ann ${u},ann-${u}@house.example\n` +
      `imported house ${u},,,,Bea ${u},\n`;
    await chooseFile(page, 'companies.csv', text);
    await dialog(page).getByRole('button', { name: 'Import 1 company' }).click();
    await expect(page.getByText('Imported 1 company')).toBeVisible();
    await page.getByRole('searchbox').first().fill(`Bea ${u}`);
    await expect(page.getByText(`Imported House ${u}`).first()).toBeVisible();
  });
});
