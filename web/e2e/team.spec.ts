import type { Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, fillSignIn, navLink, shotAllModes, signIn, test } from './fixtures';
import { cleanEnv } from './global-setup';
import { users } from './users';
import { unique } from './api';

const { alice, dana } = users;

/** The team table's row of `name`. */
const rowOf = (page: Page, name: string) => page.getByRole('table', { name: 'Team members' }).getByRole('row').filter({ hasText: name });

test.describe('the team and the account', () => {
  test("an admin adds an editor, who signs in with the one-time password and changes it; deactivated, the editor's open page goes back to sign-in", async ({ page, browser, baseURL }) => {
    const u = unique();
    const editor = { email: `erin.${u}@example.com`, name: `Erin Walsh ${u}`, password: `erin's own ${u}` };

    // The admin adds an editor: the one-time password is shown once.
    await signIn(page, dana);
    await navLink(page, 'Team').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await page.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add a user' });
    await add.getByRole('textbox', { name: 'E-mail' }).fill(editor.email);
    await add.getByRole('textbox', { name: 'Name' }).fill(editor.name);
    await expect(add.getByRole('combobox', { name: 'Role' })).toHaveValue('editor');
    await add.getByRole('button', { name: 'Add user' }).click();
    const shown = page.getByRole('dialog', { name: `${editor.name} can sign in` });
    const field = shown.getByRole('textbox', { name: 'One-time password' });
    await expect(field).not.toHaveValue('');
    const oneTime = await field.inputValue();
    expect(oneTime.length).toBeGreaterThanOrEqual(10);
    await expect(shown.getByText('This password will not be shown again.')).toBeVisible();
    await shotAllModes(page, 'team-one-time-password');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(rowOf(page, editor.name)).toContainText('Active');

    // A change of role asks first, saying what the role may do; cancelled, nothing changes.
    const role = page.getByRole('combobox', { name: `Role of ${editor.name}` });
    const ask = page.getByRole('alertdialog', { name: `Make ${editor.name} a Viewer?` });
    const askViewer = async () => {
      await role.selectOption('viewer');
      await expect(ask).toContainText('Viewer: Reads only.');
    };
    await askViewer();
    // The narrow page lists the users as cards, a new select whose question is asked again.
    await shotAllModes(page, 'team-role-change', askViewer);
    if (!(await ask.isVisible())) await askViewer();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(role).toHaveValue('editor');

    // The team's name, which the admin may change (and changes back: the other specs read it).
    const settings = page.getByRole('form', { name: 'Team settings' });
    for (const name of [`Harbour Lane ${u}`, 'Harbour Lane Books']) {
      await settings.getByRole('textbox', { name: 'Team name' }).fill(name);
      await settings.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Team settings saved' }).filter({ hasText: `${name},` })).toBeVisible();
      // the next save is clicked through the toast, which shows over the card's Save
      await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
    }

    // The editor signs in elsewhere with it, and changes it in Account Settings.
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    const other = await context.newPage();
    const errors: string[] = [];
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto('/');
    await fillSignIn(other, editor.email, oneTime);
    await expect(other.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(navLink(other, 'Team')).toHaveCount(0);
    await other.getByRole('button', { name: 'User menu' }).click();
    await other.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(other.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(other.getByRole('region', { name: 'Profile' }).getByRole('definition')).toHaveText(['Editor', 'Harbour Lane Books']);
    await other.getByLabel(/^Current password/).fill(oneTime);
    await other.getByLabel(/^New password/).fill('too short');
    await expect(other.getByText('Password must be at least 10 characters')).toBeVisible();
    await other.getByLabel(/^New password/).fill(editor.password);
    await other.getByLabel(/^Confirm new password/).fill(`${editor.password}!`);
    await expect(other.getByText('Passwords do not match')).toBeVisible();
    await other.getByLabel(/^Confirm new password/).fill(editor.password);
    await other.getByRole('button', { name: 'Change password' }).click();
    await expect(other.getByText('Password changed')).toBeVisible();
    // this session carries on with the new token
    await navLink(other, 'Titles').click();
    await expect(other.getByRole('heading', { level: 1, name: 'Titles' })).toBeVisible();

    // The admin deactivates the editor: the editor's open page is sent to sign-in on its next call.
    await rowOf(page, editor.name).getByRole('button', { name: `Deactivate ${editor.name}` }).click();
    await page.getByRole('alertdialog', { name: `Deactivate ${editor.name}?` }).getByRole('button', { name: 'Deactivate' }).click();
    await expect(rowOf(page, editor.name)).toContainText('Deactivated');
    await shotAllModes(page, 'team');

    await navLink(other, 'Licenses').click();
    // told why, not "Your session has expired"
    await expect(other.getByText('An admin of your team has deactivated your account: ask them to reactivate it.')).toBeVisible();
    await expect(other).toHaveURL(/\/$/);
    await fillSignIn(other, editor.email, editor.password);
    await expect(other.getByRole('alert')).toHaveText('This account is deactivated: ask an admin of your team to reactivate it');

    // Reactivated, the editor signs in with the password they chose, back where the session ended.
    await rowOf(page, editor.name).getByRole('button', { name: `Reactivate ${editor.name}` }).click();
    await expect(rowOf(page, editor.name)).toContainText('Active');
    await fillSignIn(other, editor.email, editor.password);
    await expect(other.getByRole('heading', { level: 1, name: 'Licenses' })).toBeVisible();
    await context.close();
    expect(errors, 'uncaught errors in the editor page').toEqual([]);
  });

  test("an admin exports all of the team's data as one zip archive", async ({ page }) => {
    await signIn(page, dana);
    await navLink(page, 'Team').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export everything' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^rightsdesk-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    // The archive's directory names its files in plain text.
    const names = bytes.toString('latin1');
    for (const file of ['README.txt', 'titles.json', 'companies.json', 'licenses.json', 'prospections.json', 'events.json', 'activity.json', 'members.json', 'rights-held.json', 'payments.json', 'statements.json', 'exchange-rates.json', 'fairs.json', 'guides.json', 'manifest.json']) {
      expect(names).toContain(file);
    }
    await expect(page.getByRole('button', { name: 'Export everything' })).toBeEnabled();
  });

  test('an editor has no Team entry, and typing /team is told the page is for admins', async ({ page }) => {
    await signIn(page, alice);
    await expect(navLink(page, 'Team')).toHaveCount(0);
    await page.goto('/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
    // nothing answered 403: still signed in
    await navLink(page, 'Home').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('Account Settings: a new name shows in the shell; a wrong current password is refused on its field', async ({ page }) => {
    await signIn(page, dana);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await shotAllModes(page, 'account');
    // The calendar feed, as the calendar's Subscribe dialog shows it.
    const feed = page.getByRole('region', { name: 'Calendar feed' });
    await feed.scrollIntoViewIfNeeded();
    const address = feed.getByRole('textbox', { name: 'Your calendar address' });
    await expect(address).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/feeds\/[0-9a-f]{64}\.ics$/);
    const ics = await page.request.get(await address.inputValue());
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    await shotAllModes(page, 'account-calendar-feed');
    await page.getByRole('textbox', { name: 'Name' }).scrollIntoViewIfNeeded();
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('Dana Okafor-Reyes');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Dana Okafor-Reyes');
    await name.fill(dana.name);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText(dana.name);

    // A new sign-in address, confirmed by the password; then back, as the other specs sign in with it.
    const profile = page.getByRole('form', { name: 'Profile' });
    for (const address of ['dana@harbour-lane.example', dana.email]) {
      await profile.getByRole('textbox', { name: 'E-mail' }).fill(address);
      await profile.getByLabel(/^Current password/).fill(dana.password);
      if (address !== dana.email) await shotAllModes(page, 'account-email-change');
      await profile.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText(`You sign in with ${address} from now on.`)).toBeVisible();
      await expect(profile.getByLabel(/^Current password/)).toHaveCount(0);
    }

    await page.getByRole('form', { name: 'Change password' }).getByLabel(/^Current password/).fill('not the password');
    await page.getByLabel(/^New password/).fill('a brand new password');
    await page.getByLabel(/^Confirm new password/).fill('a brand new password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await shotAllModes(page, 'account-password-refused');

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Sign out everywhere?' })).toBeVisible();
    await shotAllModes(page, 'account-sign-out-everywhere');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  });

  test('Your Servers: this one on SQLite with a healthy connection; a second instance on the same database, then stopped', async ({ page }) => {
    await signIn(page, dana);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([`${dana.name}${dana.email}`, 'Your Servers', 'API docs', 'Account Settings', 'Logout']);
    await page.getByRole('menuitem', { name: 'Your Servers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Servers' })).toBeVisible();
    const instances = page.getByRole('list', { name: 'Server instances' }).getByRole('listitem');
    const current = instances.filter({ hasText: 'This one' });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Running');
    await expect(current).toContainText('SQLite file');
    await expect(current).toContainText(/Healthy, [\d.]+ ms round trip/);

    // A second server on the same data dir records itself; the page's refresh lists it, then
    // shows it stopped once it has shut down.
    const { E2E_SERVER_BIN: bin, E2E_DATA_DIR: dataDir, E2E_WEB_DIR: webDir } = process.env;
    const second = spawn(bin!, ['--data-dir', dataDir!, 'serve', '--bind', '127.0.0.1:0', '--web-dir', webDir!], { env: cleanEnv(), stdio: 'ignore' });
    const exited = new Promise((resolve) => second.once('exit', resolve));
    try {
      await expect(instances).toHaveCount(2, { timeout: 25_000 });
      await expect(instances.filter({ hasText: 'Running' })).toHaveCount(2);
    } finally {
      second.kill('SIGTERM');
      await exited;
    }
    await expect(instances.filter({ hasText: 'Stopped' })).toHaveCount(1, { timeout: 25_000 });
    await expect(instances.filter({ hasText: 'Stopped' })).toContainText('Ran for');
    await expect(current).toContainText('Running');
    await shotAllModes(page, 'servers');
  });
});
