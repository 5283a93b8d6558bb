import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { editableLooking, expect, fillSignIn, shot, shotAllModes, signIn, storedToken, test } from './fixtures';
import { users } from './users';

const { alice, bob } = users;

/** A name no other test (or earlier run against the same data) uses. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const table = (page: Page) => page.getByRole('table', { name: 'Contacts' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const search = (page: Page) => page.getByPlaceholder('Search company, contact, e-mail...');
const drawer = (page: Page, name: string) => page.getByRole('dialog', { name });

async function api(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const token = await storedToken(page);
  const response = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), body: await response.json() };
}

/** Picks `option` in a combobox of the editor by typing part of it. */
async function choose(page: Page, label: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

test.describe('contacts', () => {
  test('create a company with two contacts, edit one, remove one, find it by e-mail, export CSV', async ({ page }) => {
    const company = unique('Éditions Zoé');
    const anne = `anne.${Date.now()}@zoe.example`;
    const marc = `marc.${Date.now()}@zoe.example`;
    await signIn(page, alice);
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

    // create
    await page.getByRole('button', { name: 'New company' }).click();
    const editor = drawer(page, 'New company');
    await expect(editor).toBeVisible();
    await expect(editor.getByRole('textbox', { name: /^Name/ })).toBeFocused();
    // core's rules on blur, before anything is sent
    await editor.getByRole('textbox', { name: /^Name/ }).press('Tab');
    await expect(editor.getByText('Company name is required')).toBeVisible();
    await editor.getByRole('textbox', { name: /^Name/ }).fill(company);
    await expect(editor.getByText('Company name is required')).toBeHidden();
    await choose(page, 'Country', 'fran', 'France');
    await choose(page, 'Language', 'frenc', 'French');
    await editor.getByText('Publisher', { exact: true }).click();
    await editor.getByText('Literary Agency', { exact: true }).click();
    await editor.getByLabel('Address').fill('1 rue des Livres\n75006 Paris');
    await editor.getByRole('button', { name: 'Add contact' }).click();
    await editor.getByLabel('Contact 1 name').fill('Anne Dupont');
    await editor.getByLabel('Contact 1 e-mail').fill('anne@');
    await editor.getByLabel('Contact 1 e-mail').blur();
    await expect(editor.getByText('Enter a valid e-mail address')).toBeVisible();
    await editor.getByLabel('Contact 1 e-mail').fill(anne);
    await editor.getByRole('button', { name: 'Add contact' }).click();
    await editor.getByLabel('Contact 2 name').fill('Marc Petit');
    await editor.getByLabel('Contact 2 e-mail').fill(marc);
    await shot(page, 'contacts-editor-new');
    await editor.getByRole('button', { name: 'Create' }).click();
    await expect(editor).toBeHidden();

    await search(page).fill(company);
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(bodyRows(page).nth(0)).toContainText('Anne Dupont');
    await expect(bodyRows(page).nth(0)).toContainText('France');
    await expect(bodyRows(page).nth(0)).toContainText('French');
    await expect(bodyRows(page).nth(0)).toContainText('Publisher');
    await expect(bodyRows(page).nth(0).getByRole('link', { name: anne })).toHaveAttribute('href', `mailto:${anne}`);
    await expect(bodyRows(page).nth(1)).toContainText('Marc Petit');

    // edit one contact, remove the other
    await bodyRows(page).nth(1).getByRole('link', { name: `Edit ${company}` }).click();
    const edit = drawer(page, 'Edit company');
    await expect(edit.getByRole('textbox', { name: /^Name/ })).toHaveValue(company);
    await expect(edit.getByRole('combobox', { name: 'Country' })).toHaveValue('France');
    await expect(edit.getByLabel('Contact 2 name')).toHaveValue('Marc Petit');
    await edit.getByLabel('Contact 1 name').fill('Anne Dupont-Martin');
    // the contact's labelled details
    await edit.getByLabel('Contact 1 role').fill('Rights director');
    await edit.getByLabel('Contact 1 phone').fill('call me');
    await edit.getByLabel('Contact 1 phone').blur();
    await expect(edit.getByText('Enter a phone number: digits, spaces, + - ( ) . / and ext')).toBeVisible();
    await edit.getByLabel('Contact 1 phone').fill('+33 1 23 45 67 89');
    await edit.getByRole('combobox', { name: 'Contact 1 languages' }).fill('engl');
    await page.getByRole('option', { name: 'English', exact: true }).click();
    // chosen (its tag shown) before the next field: on a busy machine the pick could land after the save
    await expect(edit.getByRole('list', { name: 'Contact 1 languages: chosen' })).toHaveText('English');
    await edit.getByLabel('Contact 1 notes').fill('Mornings');
    await edit.getByRole('button', { name: 'Remove contact 2' }).click();
    await expect(edit.getByLabel('Contact 2 name')).toHaveCount(0);
    const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/api\/companies\/\d+$/.test(r.url()));
    await edit.getByRole('button', { name: 'Save' }).click();
    const sent = (await put).postDataJSON();
    await expect(edit).toBeHidden();
    expect(sent.removeContacts).toHaveLength(1);
    const details = { role: 'Rights director', phone: '+33 1 23 45 67 89', languageIds: ['en'], notes: 'Mornings' };
    expect(sent.contacts).toEqual([{ id: expect.any(Number), name: 'Anne Dupont-Martin', email: anne, ...details }]);

    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).nth(0)).toContainText('Anne Dupont-Martin');
    const stored = await api(page, 'GET', `/api/companies/${sent.id}`);
    expect(stored.body.contacts).toEqual([{ id: sent.contacts[0].id, name: 'Anne Dupont-Martin', email: anne, ...details, languages: ['English'] }]);
    expect(stored.body.types).toEqual(['publisher', 'literary_agency']);

    // reopened, the drawer shows what was saved
    await bodyRows(page).nth(0).getByRole('link', { name: `Edit ${company}` }).click();
    const reopened = drawer(page, 'Edit company');
    await expect(reopened.getByLabel('Contact 1 role')).toHaveValue('Rights director');
    await expect(reopened.getByLabel('Contact 1 phone')).toHaveValue('+33 1 23 45 67 89');
    await expect(reopened.getByRole('list', { name: 'Contact 1 languages: chosen' })).toHaveText('English');
    await expect(reopened.getByLabel('Contact 1 notes')).toHaveValue('Mornings');
    await reopened.getByRole('button', { name: 'Cancel' }).click();
    await expect(reopened).toBeHidden();

    // find it by the contact's e-mail (any case)
    await search(page).fill(anne.toUpperCase());
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).nth(0)).toContainText(company);
    await search(page).fill(marc);
    await expect(page.getByText('Nothing matches')).toBeVisible();
    await search(page).fill(anne);
    await expect(bodyRows(page)).toHaveCount(1);

    // export what is shown
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    // the companies import's columns: the file imports again as it is
    expect(csv).toBe(
      '\uFEFFname,types,country,language,address,notes,contactName,contactEmail,contactRole,contactPhone,contactLanguages,contactNotes\r\n' +
        `${company},Publisher; Literary Agency,FR,fr,"1 rue des Livres\n75006 Paris",,Anne Dupont-Martin,${anne},Rights director,'+33 1 23 45 67 89,en,Mornings\r\n`,
    );
  });

  test('a server 422 lands on the field; a company used by a license cannot be deleted; a free one can', async ({ page }) => {
    await signIn(page, alice);
    const used = unique('Used House');
    const free = unique('Free House');
    expect((await api(page, 'POST', '/api/companies', { name: used, contacts: [{ name: 'Ulla' }] })).status).toBe(200);
    expect((await api(page, 'POST', '/api/companies', { name: free })).status).toBe(200);
    expect((await api(page, 'POST', '/api/licenses', { title: unique('A Title'), company: used, contractDate: '2024-03-01' })).status).toBe(200);
    await page.goto('/contacts');

    // the name clash comes from the server only
    await page.getByRole('button', { name: 'New company' }).click();
    const editor = drawer(page, 'New company');
    await editor.getByRole('textbox', { name: /^Name/ }).fill(used.toUpperCase());
    await editor.getByRole('button', { name: 'Create' }).click();
    await expect(editor.getByText('A company with this name already exists')).toBeVisible();
    await expect(editor.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'contacts-editor-errors');
    // Cancel with a name typed asks first
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Discard and close' }).click();
    await expect(editor).toBeHidden();

    await search(page).fill(used);
    // the search has landed (one row) before a row is opened: landing later re-renders the page under the drawer
    await expect(bodyRows(page)).toHaveCount(1);
    await table(page).getByRole('link', { name: `Edit ${used}` }).click();
    const edit = drawer(page, 'Edit company');
    await edit.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(edit.getByText('This company is used by 1 license; change or delete them first')).toBeVisible();
    await shot(page, 'contacts-delete-blocked');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(bodyRows(page)).toHaveCount(1);

    await search(page).fill(free);
    await expect(table(page).getByRole('link', { name: used, exact: true })).toBeHidden();
    // the row of the free company, not whichever row was first before the list filtered
    await table(page).getByRole('link', { name: `Edit ${free}` }).click();
    await drawer(page, 'Edit company').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`${free} will be deleted`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(drawer(page, 'Edit company')).toBeHidden();
    await expect(page.getByText('Nothing matches')).toBeVisible();
  });

  for (const [width, height] of [[1280, 800], [375, 740]]) test(`a refused save scrolls the drawer to the first field in error and focuses it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, alice);
    await page.goto('/contacts');
    await page.getByRole('button', { name: 'New company' }).click();
    const editor = drawer(page, 'New company');
    await editor.getByRole('textbox', { name: /^Name/ }).fill(unique('Focus Company'));
    await editor.getByLabel('Address').fill('1 rue des Livres\n75006 Paris\nFrance');
    await editor.getByLabel('Notes').fill('A long note\nover\nseveral\nlines');
    // six contacts; the 4th e-mail is wrong, and well below the fold once the drawer shows its top
    for (const n of [1, 2, 3, 4, 5, 6]) {
      await editor.getByRole('button', { name: 'Add contact' }).click();
      await editor.getByLabel(`Contact ${n} name`).fill(`Person ${n}`);
      await editor.getByLabel(`Contact ${n} e-mail`).fill(n === 4 ? 'person4@' : `person${n}@example.com`);
    }
    // back to the top of the drawer, as after reading it through
    await editor.getByRole('textbox', { name: /^Name/ }).focus();
    await editor.getByRole('textbox', { name: /^Name/ }).scrollIntoViewIfNeeded();
    await expect(editor.getByLabel('Contact 4 e-mail')).not.toBeInViewport();
    await editor.getByRole('button', { name: 'Create' }).click();
    const email = editor.getByLabel('Contact 4 e-mail');
    await expect(email).toBeFocused();
    await expect(email).toBeInViewport({ ratio: 1 });
    await expect(editor.getByText('Enter a valid e-mail address')).toBeInViewport({ ratio: 1 });
    await shot(page, `contacts-editor-refused-${width}`);
  });

  test('what was typed in the drawer survives the session ending, and Escape asks before dropping it', async ({ page }) => {
    await signIn(page, alice);
    const made = (await api(page, 'POST', '/api/companies', { name: unique('Draft House'), contacts: [] })).body;
    await page.goto(`/contacts?company=${made.id}`);
    const editor = drawer(page, 'Edit company');
    await editor.getByRole('textbox', { name: 'Notes' }).fill('Met at Frankfurt, wants the sequel');
    // every session of the user ends elsewhere ("Sign out everywhere"); the page learns it on reload
    expect((await api(page, 'POST', '/auth/logout-all')).status).toBe(200);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await fillSignIn(page, alice.email, alice.password);
    await expect(page).toHaveURL(new RegExp(`/contacts\\?company=${made.id}$`));
    await expect(editor.getByRole('status', { name: 'Unsaved changes restored' })).toBeVisible();
    await expect(editor.getByRole('textbox', { name: 'Notes' })).toHaveValue('Met at Frankfurt, wants the sequel');
    await shotAllModes(page, 'company-draft-restored');
    await page.keyboard.press('Escape');
    await page.getByRole('alertdialog', { name: 'Close without saving?' }).getByRole('button', { name: 'Discard and close' }).click();
    await expect(editor).toBeHidden();
    await page.goto(`/contacts?company=${made.id}`);
    await expect(editor.getByRole('textbox', { name: /^Name/ })).toHaveValue(made.name);
    await expect(editor.getByRole('textbox', { name: 'Notes' })).toHaveValue('');
    await expect(editor.getByRole('status', { name: 'Unsaved changes restored' })).toHaveCount(0);
  });

  test("viewers read: no New company, the company's page without Edit, the editor read-only", async ({ page }) => {
    await signIn(page, alice);
    const name = unique('Viewer Visible');
    const made = (await api(page, 'POST', '/api/companies', { name, countryId: 'DE', contacts: [{ name: 'Vera', email: 'vera@example.com' }] })).body;
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await signIn(page, bob);
    await page.goto('/contacts');
    await expect(table(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New company' })).toHaveCount(0);
    await search(page).fill(name);
    await expect(table(page).getByRole('link', { name: /^Edit / })).toHaveCount(0);
    // a row opens the company's page, read as text, with nothing to write with
    await bodyRows(page).filter({ hasText: name }).getByRole('cell', { name: 'Germany' }).click();
    await expect(page).toHaveURL(new RegExp(`/contacts/${made.id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Contacts at this company' })).toContainText('Vera');
    for (const action of ['Edit', 'New license', 'New prospection']) await expect(page.getByRole('button', { name: action, exact: true }).or(page.getByRole('link', { name: action, exact: true }))).toHaveCount(0);
    // the drawer, from a link to it, read-only
    await page.goto(`/contacts?company=${made.id}`);
    const view = drawer(page, 'Company');
    await expect(view.getByRole('textbox', { name: /^Name/ })).toHaveValue(name);
    await expect(view.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('readonly', '');
    for (const button of ['Save', 'Delete', 'Add contact', 'Remove contact 1']) await expect(view.getByRole('button', { name: button })).toHaveCount(0);
    // read-only controls or plain text: no list to open, no boxes to tick, no hints
    expect(await editableLooking(view)).toEqual([]);
    await expect(view.getByRole('checkbox')).toHaveCount(0);
    await expect(view.getByRole('button', { name: /Show country list/ })).toHaveCount(0);
    await expect(view.getByRole('textbox', { name: 'Country' })).toHaveValue('Germany');
    await shot(page, 'contacts-read-only');
    await view.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(view).toBeHidden();
  });

  test('screenshots: list and editor in light, dark and at 375 px', async ({ page }) => {
    await signIn(page, alice);
    const names = [unique('Penguin Random House'), unique('Agence Littéraire Solo'), unique('Audible Studios')];
    await api(page, 'POST', '/api/companies', {
      name: names[0],
      countryId: 'GB',
      languageId: 'en',
      types: ['publisher', 'audio_publisher'],
      contacts: [
        {
          name: 'Bob Anders',
          email: 'bob.anders@penguin.example',
          role: 'Rights director',
          phone: '+44 20 7139 3000',
          languageIds: ['en', 'de', 'fr'],
          notes: 'Met at Frankfurt, hall 8; prefers calls in the morning',
        },
        { name: 'Carla Jones', email: 'carla.jones@penguin.example', role: 'Audio rights', languageIds: ['en'] },
      ],
    });
    await api(page, 'POST', '/api/companies', { name: names[1], countryId: 'FR', languageId: 'fr', types: ['literary_agency'] });
    await api(page, 'POST', '/api/companies', {
      name: names[2],
      countryId: 'US',
      languageId: 'en',
      types: ['producer'],
      contacts: [{ name: 'Dana Lee', email: 'dana@audible.example' }],
    });
    await page.goto('/contacts?sort=-name');
    await expect(table(page)).toBeVisible();
    await shot(page, 'contacts-list-light');
    await table(page).getByRole('link', { name: `Edit ${names[0]}` }).first().click();
    await expect(drawer(page, 'Edit company').getByLabel('Contact 2 name')).toHaveValue('Carla Jones');
    await shot(page, 'contacts-editor-light');
    // the contact cards, scrolled into view, in both modes and at 375 px
    await drawer(page, 'Edit company').getByLabel('Contact 1 phone').scrollIntoViewIfNeeded();
    await shotAllModes(page, 'contacts-editor-contact-fields');
    await drawer(page, 'Edit company').getByLabel('Contact 1 phone').scrollIntoViewIfNeeded();
    // the country list open, filtered: the names people type find the country, the best match first
    const country = page.getByRole('combobox', { name: 'Country' });
    for (const [typed, first] of [
      ['UK', 'United Kingdom of Great Britain and Northern Ireland'],
      ['USA', 'United States of America'],
      ['United States', 'United States of America'],
      ['South Korea', 'Korea (Republic of)'],
      ['Holland', 'Netherlands (Kingdom of the)'],
      ['Turkey', 'Türkiye'],
    ]) {
      await country.fill(typed);
      await expect(page.getByRole('option').first(), typed).toHaveText(first);
    }
    await country.fill('united');
    await expect(page.getByRole('option', { name: 'United States of America', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'France' })).toHaveCount(0);
    await shot(page, 'contacts-editor-country-open');
    await page.keyboard.press('Escape');

    await page.evaluate(() => localStorage.setItem('chakra-ui-color-mode', 'dark'));
    await page.goto('/contacts?sort=-name');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(table(page)).toBeVisible();
    await shot(page, 'contacts-list-dark');
    await table(page).getByRole('link', { name: `Edit ${names[0]}` }).first().click();
    await expect(drawer(page, 'Edit company').getByLabel('Contact 1 name')).toHaveValue('Bob Anders');
    await shot(page, 'contacts-editor-dark');

    await page.evaluate(() => localStorage.setItem('chakra-ui-color-mode', 'light'));
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/contacts?sort=-name');
    // cards with the essentials instead of the six columns: nothing to scroll sideways
    const cards = page.getByRole('list', { name: 'Contacts' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    const carla = cards.filter({ hasText: 'Carla Jones' });
    await carla.scrollIntoViewIfNeeded();
    for (const text of [names[0]!, 'carla.jones@penguin.example', 'United Kingdom of Great Britain and Northern Ireland', 'Audio Publisher']) {
      await expect(carla.getByText(text)).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'contacts-list-375');
    await page.evaluate(() => localStorage.setItem('chakra-ui-color-mode', 'dark'));
    await page.reload();
    await expect(cards.first()).toBeVisible();
    await shot(page, 'contacts-list-375-dark');
    await page.evaluate(() => localStorage.setItem('chakra-ui-color-mode', 'light'));
    await page.reload();
    await page.getByRole('button', { name: 'New company' }).click();
    const editor = drawer(page, 'New company');
    const box = await editor.boundingBox();
    expect(box?.width).toBeCloseTo(375, 0); // full width (sub-pixel while it slides in)
    await editor.getByRole('button', { name: 'Add contact' }).click();
    await editor.getByRole('button', { name: 'Create' }).click();
    await expect(editor.getByText('Contact name is required')).toBeVisible();
    await shot(page, 'contacts-editor-375');
  });

  test("a company's page is its hub: opened from the contacts list, its license, prospection, offer and events, each name a link", async ({ page }) => {
    await signIn(page, alice);
    const company = unique('Insel Verlag');
    const title = unique('Der Steppenwolf');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const made = (await api(page, 'POST', '/api/companies', {
      name: company,
      countryId: 'DE',
      languageId: 'de',
      types: ['publisher'],
      address: 'Torstraße 44\n10119 Berlin',
      contacts: [{ name: 'Hanna Roth', email: 'hanna@insel.example' }],
    })).body;
    const license = (await api(page, 'POST', '/api/licenses', { title, company, companyId: made.id, contractDate: '2022-05-01', endDate: day(40), advance: 4000, currency: 'EUR' })).body;
    const pitch = (await api(page, 'POST', '/api/prospections', { title: unique('Siddhartha'), company, companyId: made.id, status: 'sent', sentDate: day(-20), chaseDate: day(-2) })).body;
    expect((await api(page, 'POST', `/api/prospections/${pitch.id}/offers`, { receivedDate: day(-1), advance: 2500, currency: 'EUR', royalties: '7%' })).status).toBe(200);
    const lunch = (await api(page, 'POST', '/api/events', { title: 'Lunch with Hanna', start: `${day(3)}T12:30`, end: `${day(3)}T14:00`, allDay: false, location: 'Borchardt', companyId: made.id, contactId: made.contacts[0].id })).body;
    await api(page, 'POST', '/api/events', { title: 'Leipzig fair', start: day(-40), end: day(-38), allDay: true, companyId: made.id });

    // from the contacts list: the company's name opens its page
    await page.goto('/contacts');
    await search(page).fill(company);
    await expect(bodyRows(page)).toHaveCount(1);
    await table(page).getByRole('link', { name: company, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/contacts/${made.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByText('Publisher · Germany')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Contacts at this company' })).toContainText('Hanna Roth');
    const due = page.getByRole('list', { name: 'Due on this company' });
    await expect(due.getByRole('listitem')).toHaveCount(2);
    await expect(due.getByRole('listitem').first()).toContainText(`Chase about ${pitch.title} overdue since`);
    const licenses = page.getByRole('region', { name: 'Licenses' }).getByRole('table');
    await expect(licenses.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/titles/edit/${license.titleId}`);
    await expect(page.getByRole('region', { name: 'Prospections' }).getByRole('table')).toContainText(pitch.title);
    await expect(page.getByRole('list', { name: 'Offers for this company' })).toContainText(`${pitch.title}: €2,500.00, 7%`);
    await expect(page.getByRole('list', { name: 'Upcoming events with this company' }).getByRole('link', { name: 'Lunch with Hanna' })).toHaveAttribute('href', `/calendar?date=${day(3)}&event=${lunch.id}`);
    await expect(page.getByRole('list', { name: 'Recent events with this company' })).toContainText('Leipzig fair');
    await expect(page.getByRole('link', { name: 'New license' })).toHaveAttribute('href', `/licenses/new?company=${encodeURIComponent(company).replace(/%20/g, '+')}&companyId=${made.id}`);
    await shotAllModes(page, 'company-hub');
    // the sections further down, wide and at 375 px (the page scrolls inside main)
    const bottom = () => page.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
    await bottom();
    await shot(page, 'company-hub-bottom');
    const size = page.viewportSize()!;
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('region', { name: 'Licenses' }).scrollIntoViewIfNeeded();
    await shot(page, 'company-hub-375-licenses');
    await bottom();
    await shot(page, 'company-hub-375-bottom');
    await page.setViewportSize(size);

    // Edit opens the company drawer over the page
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(drawer(page, 'Edit company').getByLabel(/^Name/)).toHaveValue(company);
    await drawer(page, 'Edit company').getByRole('button', { name: 'Cancel' }).click();
    await expect(drawer(page, 'Edit company')).toBeHidden();

    // a name leads to its own hub: the license's title to the title's page, which names the company back
    await licenses.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/titles/edit/${license.titleId}$`));
    await page.getByRole('region', { name: 'Licenses' }).getByRole('link', { name: company, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    // and a license's chevron opens the license itself
    await page.getByRole('region', { name: 'Licenses' }).getByRole('link', { name: `Open the license of ${title} with ${company}` }).click();
    await expect(page).toHaveURL(new RegExp(`/licenses/edit/${license.id}$`));
  });
});
