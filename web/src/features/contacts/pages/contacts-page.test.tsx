import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { companyTypes } from '../../../lib/core';
import { clearSession, saveSession } from '../../../lib/session';
import { listAnswer, listRequests, type FakeList } from '../../../lib/testing/fake-list';
import { callsOf, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aliceServer, countries, languages } from '../../../test/server-fixtures';
import { signToken } from '../../../test/tokens';
import type { Company } from '../types';

const gallimard: Company = {
  id: 1,
  version: 1,
  name: 'Gallimard',
  country: 'France',
  countryId: 'FR',
  language: 'French',
  languageId: 'fr',
  types: ['publisher'],
  address: null,
  notes: null,
  contacts: [
    { id: 10, name: 'Anne Dupont', email: 'anne@gallimard.fr', role: 'Rights director', phone: '+33 1 49 54 42 00', languages: ['French', 'English'], languageIds: ['fr', 'en'], notes: null },
    { id: 11, name: 'Marc Petit', email: null, role: null, phone: null, languages: [], languageIds: [], notes: null },
  ],
};
const solo: Company = {
  id: 2,
  version: 1,
  name: 'Agence Solo',
  country: null,
  countryId: null,
  language: null,
  languageId: null,
  types: ['literary_agency'],
  address: null,
  notes: null,
  contacts: [],
};

/**
 * GET /companies as the server lists it: `q` in the name and the contacts' names and e-mails,
 * sorted by name, and its filters (a bad value is a 400).
 */
const companyList: FakeList<Company> = {
  text: (c) => [c.name, ...c.contacts.flatMap((contact) => [contact.name, contact.email ?? ''])].join(' '),
  sort: { name: (c) => c.name, countryId: (c) => c.countryId, languageId: (c) => c.languageId },
  defaultSort: 'name',
  filters: {
    country: { accepts: (v) => countries.some((country) => country.id === v), keeps: (c, v) => c.countryId === v },
    type: { accepts: (v) => companyTypes().some((o) => o.value === v), keeps: (c, v) => c.types.includes(v) },
  },
};

function setUp(roles = ['editor'], overrides: Parameters<typeof aliceServer>[0] = {}, path = '/contacts', companies = [solo, gallimard]) {
  saveSession(signToken({ roles }), 'alice@example.com');
  localStorage.setItem('countries', JSON.stringify(countries));
  localStorage.setItem('languages', JSON.stringify(languages));
  const { spy } = aliceServer({
    'GET /api/companies': ({ url }) => listAnswer(companies, url, companyList),
    'GET /api/companies/1': () => json(200, gallimard),
    ...overrides,
  });
  return { spy, ...renderApp(path) };
}

/** The list calls made so far: their q, sort, limit, offset and filters. */
const listCalls = (spy: ReturnType<typeof setUp>['spy']) => listRequests(spy, '/api/companies');
const pager = () => screen.findByRole('navigation', { name: 'Pages of companies' });

// the first visit loads the page's chunk, which can take a while in jsdom
const findTable = () => screen.findByRole('table', { name: 'Contacts' }, { timeout: 5000 });
const table = () => screen.getByRole('table', { name: 'Contacts' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('/contacts', () => {
  it('lists the first page of companies from the server, one row per contact, one empty-contact row for a company without contacts, e-mails as mailto links', async () => {
    const { spy } = setUp();
    await findTable();
    const rows = bodyRows().map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      // the last cell: the pencil that opens the editor
      ['Agence Solo', '', '', 'Literary Agency', '', '', ''],
      ['Gallimard', 'France', 'French', 'Publisher', 'Anne Dupont', 'anne@gallimard.fr', ''],
      ['Gallimard', 'France', 'French', 'Publisher', 'Marc Petit', '', ''],
    ]);
    expect(screen.getByRole('link', { name: 'anne@gallimard.fr' })).toHaveAttribute('href', 'mailto:anne@gallimard.fr');
    expect(within(await pager()).getByText('1–2 of 2 companies')).toBeVisible();
    expect(listCalls(spy)).toEqual([{ sort: 'name', limit: '50', offset: '0' }]);
  });

  it('says the contacts could not be loaded when the server fails, not that there are none, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    setUp(['editor'], { 'GET /api/companies': ({ url }) => (failing ? json(500, { message: 'Internal error' }) : listAnswer([solo, gallimard], url, companyList)) });
    // after the query's two retries of a 5xx (lib/query-client.ts), a second or three
    expect(await screen.findByRole('heading', { name: 'The contacts could not be loaded' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByText('No companies yet')).toBeNull();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await findTable();
    expect(bodyRows().length).toBeGreaterThan(0);
  });

  it('sorts by company name through the server, the order in the address', async () => {
    const user = userEvent.setup();
    const { spy, router } = setUp();
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Company' }));
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('Gallimard'));
    expect(router.state.location.search).toBe('?sort=-name');
    expect(listCalls(spy).at(-1)).toEqual({ sort: '-name', limit: '50', offset: '0' });
    // the other columns are not the server's to sort
    expect(screen.queryByRole('button', { name: 'E-mail' })).toBeNull();
  });

  it('searches on the server in company and contact names and e-mails, showing the matching companies whole', async () => {
    const user = userEvent.setup();
    const { spy, router } = setUp();
    await findTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'PÉTIT');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()[0]).toHaveTextContent('Anne Dupont');
    expect(bodyRows()[1]).toHaveTextContent('Marc Petit');
    expect(router.state.location.search).toBe('?q=P%C3%89TIT');
    expect(listCalls(spy).at(-1)).toEqual({ q: 'PÉTIT', sort: 'name', limit: '50', offset: '0' });
    await user.type(screen.getByRole('searchbox', { name: 'Search contacts' }), 'zzz');
    expect(await screen.findByText('Nothing matches')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Search contacts' })).toHaveValue('');
  });

  it('filters by type and country through the server, kept in the address', async () => {
    const user = userEvent.setup();
    const { spy, router } = setUp();
    await findTable();
    await user.selectOptions(screen.getByLabelText('Type'), 'literary_agency');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Agence Solo');
    expect(within(await pager()).getByText('1–1 of 1 company')).toBeVisible();
    expect(router.state.location.search).toBe('?type=literary_agency');
    expect(listCalls(spy).at(-1)).toEqual({ sort: 'name', limit: '50', offset: '0', type: 'literary_agency' });
    await user.selectOptions(screen.getByLabelText('Type'), '');
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows()[0]).toHaveTextContent('Gallimard');
    expect(router.state.location.search).toBe('?country=FR');
    expect(listCalls(spy).at(-1)).toEqual({ sort: 'name', limit: '50', offset: '0', country: 'FR' });
  });

  it('pages through the companies with Next, the page in the address', async () => {
    const user = userEvent.setup();
    const many: Company[] = Array.from({ length: 30 }, (_, i) => ({ ...solo, id: 100 + i, name: `House ${String(i + 1).padStart(2, '0')}` }));
    const { spy, router } = setUp(['editor'], {}, '/contacts?size=25', many);
    expect(within(await pager()).getByText('1–25 of 30 companies')).toBeVisible();
    await user.click(within(await pager()).getByRole('button', { name: 'Next' }));
    expect(await within(await pager()).findByText('26–30 of 30 companies')).toBeVisible();
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('House 26'));
    expect(router.state.location.search).toBe('?size=25&page=2');
    expect(listCalls(spy).at(-1)).toEqual({ sort: 'name', limit: '25', offset: '25' });
  });

  it('exports every company matching the search and the filters as CSV, not only the page', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (void blob.text().then((t) => saved.push(t)), 'blob:csv')), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    // both companies hold an "a"; only Gallimard is a publisher
    const { spy } = setUp(['viewer'], {}, '/contacts?q=a&type=publisher&size=25');
    await findTable();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(listCalls(spy).at(-1)).toEqual({ q: 'a', sort: 'name', type: 'publisher' });
    // (Blob.text() reads the byte-order mark away)
    expect(saved[0]).toBe(
      // The import's columns, so that the file imports again as it is; "+33" guarded against spreadsheet formulas.
      'name,types,country,language,address,notes,contactName,contactEmail,contactRole,contactPhone,contactLanguages,contactNotes\r\n' +
        "Gallimard,Publisher,FR,fr,,,Anne Dupont,anne@gallimard.fr,Rights director,'+33 1 49 54 42 00,fr; en,\r\n" +
        'Gallimard,Publisher,FR,fr,,,Marc Petit,,,,,\r\n',
    );
  });

  it('saves an edit with the removed contacts in removeContacts', async () => {
    const user = userEvent.setup();
    const { spy } = setUp(['editor'], {
      'PUT /api/companies/1': ({ body }) => json(200, { ...gallimard, ...(body as object) }),
    });
    await findTable();
    await user.click(screen.getAllByRole('link', { name: 'Edit Gallimard' })[0]!);
    const drawer = await screen.findByRole('dialog', { name: 'Edit company' });
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: /^Name/ })).toHaveValue('Gallimard'));
    await user.clear(within(drawer).getByLabelText('Contact 1 e-mail'));
    await user.type(within(drawer).getByLabelText('Contact 1 e-mail'), 'anne.d@gallimard.fr');
    await user.click(within(drawer).getByRole('button', { name: 'Remove contact 2' }));
    await user.click(within(drawer).getByRole('button', { name: 'Add contact' }));
    await user.type(within(drawer).getByLabelText('Contact 2 name'), 'Nina');
    // Each field of a contact has its visible label, and its accessible name says which contact.
    const nina = within(drawer).getByRole('listitem', { name: 'Contact 2' });
    for (const label of ['Name', 'E-mail', 'Role', 'Phone', 'Languages', 'Notes']) expect(within(nina).getByText(label, { selector: 'label' })).toBeVisible();
    await user.type(within(drawer).getByLabelText('Contact 2 role'), 'Rights director');
    await user.type(within(drawer).getByLabelText('Contact 2 phone'), 'call her');
    await user.tab();
    expect(await within(nina).findByText('Enter a phone number: digits, spaces, + - ( ) . / and ext')).toBeVisible();
    await user.clear(within(drawer).getByLabelText('Contact 2 phone'));
    await user.type(within(drawer).getByLabelText('Contact 2 phone'), '+49 89 998 300');
    const languagesBox = within(drawer).getByRole('combobox', { name: 'Contact 2 languages' });
    for (const ch of 'germ') await user.type(languagesBox, ch);
    await user.click(await within(drawer).findByRole('option', { name: 'German' }));
    for (const ch of 'engl') await user.type(languagesBox, ch);
    await user.click(await within(drawer).findByRole('option', { name: 'English' }));
    expect(within(nina).getByRole('list', { name: 'Contact 2 languages: chosen' })).toHaveTextContent('GermanEnglish');
    await user.click(within(nina).getByRole('button', { name: 'Remove English' }));
    await user.type(within(drawer).getByLabelText('Contact 2 notes'), 'Mornings');
    expect(within(drawer).queryByText('Enter a phone number: digits, spaces, + - ( ) . / and ext')).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsOf(spy)).toContain('PUT /api/companies/1'));
    const put = spy.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(put[1]!.body as string)).toEqual({
      id: 1,
      name: 'Gallimard',
      countryId: 'FR',
      languageId: 'fr',
      types: ['publisher'],
      contacts: [
        { id: 10, name: 'Anne Dupont', email: 'anne.d@gallimard.fr', role: 'Rights director', phone: '+33 1 49 54 42 00', languageIds: ['fr', 'en'] },
        { name: 'Nina', role: 'Rights director', phone: '+49 89 998 300', languageIds: ['de'], notes: 'Mornings' },
      ],
      removeContacts: [11],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit company' })).not.toBeInTheDocument());
    // Every field of two contacts typed key by key: slower than the default 15 s on a busy machine.
  }, 60_000);

  it('validates with core on blur and shows the server 422 on the same fields', async () => {
    const user = userEvent.setup();
    const { spy } = setUp(['editor'], {
      'POST /api/companies': () =>
        json(422, { message: 'Validation failed', errors: { name: 'A company with this name already exists', 'contacts.0.email': 'Enter a valid e-mail address' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'New company' }));
    const drawer = await screen.findByRole('dialog', { name: 'New company' });
    const name = within(drawer).getByRole('textbox', { name: /^Name/ });
    await user.click(name);
    await user.tab();
    expect(await within(drawer).findByText('Company name is required')).toBeVisible();
    await user.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(callsOf(spy)).not.toContain('POST /api/companies');

    await user.type(name, 'gallimard');
    expect(within(drawer).queryByText('Company name is required')).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Add contact' }));
    await user.type(within(drawer).getByLabelText('Contact 1 name'), 'Léa');
    await user.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('A company with this name already exists')).toBeVisible();
    expect(within(drawer).getByText('Enter a valid e-mail address')).toBeVisible();
    // typing in the field clears the server's message there
    await user.type(name, 's');
    expect(within(drawer).queryByText('A company with this name already exists')).not.toBeInTheDocument();
  });

  it('asks before Escape or Cancel drop what was typed in the drawer; an untouched one closes at once', async () => {
    const user = userEvent.setup();
    setUp(['editor']);
    await user.click(await screen.findByRole('button', { name: 'New company' }));
    await screen.findByRole('dialog', { name: 'New company' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New company' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'New company' }));
    const drawer = await screen.findByRole('dialog', { name: 'New company' });
    await user.type(within(drawer).getByRole('textbox', { name: /^Name/ }), 'Gallimard');
    await user.keyboard('{Escape}');
    let ask = await screen.findByRole('alertdialog', { name: 'Close without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(screen.getByRole('dialog', { name: 'New company' })).getByRole('textbox', { name: /^Name/ })).toHaveValue('Gallimard');
    await user.click(within(screen.getByRole('dialog', { name: 'New company' })).getByRole('button', { name: 'Cancel' }));
    ask = await screen.findByRole('alertdialog', { name: 'Close without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard and close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New company' })).toBeNull());
  });

  it('keeps what was typed in the drawer when the session ends, gives it back after signing in, and drops it once discarded', async () => {
    const user = userEvent.setup();
    const { router } = setUp(['editor'], {}, '/contacts?company=1');
    const drawer = await screen.findByRole('dialog', { name: 'Edit company' });
    await user.type(await within(drawer).findByRole('textbox', { name: 'Notes' }), 'Keen');
    await user.type(within(drawer).getByLabelText('Contact 2 name'), 'ot');
    // the session ends under the drawer (expired, or signed out everywhere from elsewhere)
    act(() => clearSession('expired'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    saveSession(signToken({ roles: ['editor'] }), 'alice@example.com');
    await act(() => router.navigate('/contacts?company=1'));
    const again = await screen.findByRole('dialog', { name: 'Edit company' });
    expect(await within(again).findByRole('status', { name: 'Unsaved changes restored' })).toBeVisible();
    expect(within(again).getByRole('textbox', { name: 'Notes' })).toHaveValue('Keen');
    expect(within(again).getByLabelText('Contact 2 name')).toHaveValue('Marc Petitot');
    // Escape asks first; closing without saving drops the draft
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Close without saving?' })).getByRole('button', { name: 'Discard and close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit company' })).toBeNull());
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('shows a 409 on delete as a readable message and keeps the company', async () => {
    const user = userEvent.setup();
    setUp(['editor'], {
      'DELETE /api/companies/1': () => json(409, { message: 'This company is used by 2 licenses; change or delete them first' }),
    });
    await findTable();
    await user.click(within(bodyRows()[1]!).getByRole('link', { name: 'Edit Gallimard' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit company' });
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this company?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(drawer).findByText('This company is used by 2 licenses; change or delete them first')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit company' })).toBeInTheDocument();
  });

  it('deletes over the version shown: a company changed since shows what changed, and deleting again is over the new version', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const changed: Company = { ...gallimard, version: 2, notes: 'Frankfurt meeting booked' };
    const message = 'This company was changed by Bruno Costa at 2026-11-25 14:02 since you opened it';
    const { spy } = setUp(['editor'], {
      'DELETE /api/companies/1': ({ headers }) => (headers.get('If-Match') === '"1"' ? json(412, { message, current: changed }) : json(200, { id: 1 })),
    });
    await findTable();
    await user.click(within(bodyRows()[1]!).getByRole('link', { name: 'Edit Gallimard' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit company' });
    await waitFor(() => expect(within(drawer).getByRole('textbox', { name: /^Name/ })).toHaveValue('Gallimard'));
    const remove = async () => {
      await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this company?' })).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    expect(await within(drawer).findByText(message)).toBeVisible();
    expect(within(drawer).getByRole('textbox', { name: 'Notes' })).toHaveValue('Frankfurt meeting booked');

    await remove();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit company' })).not.toBeInTheDocument());
    const deletes = spy.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([, init]) => new Headers(init?.headers).get('If-Match'))).toEqual(['"1"', '"2"']);
  });

  it('gives viewers no write actions: no New company, no pencil, a read-only company (from a link to it)', async () => {
    setUp(['viewer'], {}, '/contacts?company=1');
    const drawer = await screen.findByRole('dialog', { name: 'Company' }, { timeout: 5000 });
    // behind the drawer, the list: each company's name a link to its page, but nothing to write with
    expect(await screen.findAllByRole('link', { name: 'Gallimard', hidden: true })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'New company', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit /, hidden: true })).not.toBeInTheDocument();
    expect(within(drawer).getByRole('textbox', { name: /^Name/ })).toHaveAttribute('readonly');
    for (const name of ['Save', 'Delete', 'Add contact', 'Remove contact 1']) {
      expect(within(drawer).queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeVisible();
    // read-only controls or plain text only: nothing to pick from, no hints
    for (const control of drawer.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([type=checkbox]), textarea')) {
      expect(control, control.getAttribute('aria-label') ?? control.name).toHaveAttribute('readonly');
      expect(control.placeholder, control.getAttribute('aria-label') ?? control.name).toBe('');
    }
    expect(within(drawer).queryAllByRole('checkbox')).toEqual([]);
    expect(within(drawer).getByText('Publisher')).toBeVisible();
    expect(within(drawer).queryByText('Literary Agency')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Show .* list|Clear/ })).toBeNull();
    expect(within(drawer).getByRole('textbox', { name: 'Country' })).toHaveValue('France');
  });

  it('opens a company’s page from its name or its row, and its editor from the row’s pencil', async () => {
    const user = userEvent.setup();
    const { router } = setUp();
    await findTable();
    const [anne, marc] = bodyRows().slice(1);
    expect(within(anne!).getByRole('link', { name: 'Gallimard' })).toHaveAttribute('href', '/contacts/1');
    expect(within(anne!).getByRole('link', { name: 'Edit Gallimard' })).toHaveAttribute('href', '/contacts?company=1');
    await user.click(within(marc!).getByRole('cell', { name: 'Marc Petit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts/1'));
  });

  it('keeps the new-company drawer closed for a viewer who follows a ?company=new link', async () => {
    const { router } = setUp(['viewer'], {}, '/contacts?company=new');
    await findTable();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
