import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../components/ui/toaster';
import { callsOf, fakeServer, type Handler } from '../../test/fake-server';
import { renderWithProviders } from '../../test/render';
import { cacheReferenceLists, signedIn } from '../../test/server-fixtures';
import { ImportCsvButton } from './import-csv-button';

/** The lists every title is sent with, empty here. */
const lists = { contributors: [], subjects: [], quotes: [], editions: [] };

/** A JSON answer with its status text, as a real server sends it. */
const answer = (status: number, statusText: string, body: unknown) =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });

const csv = (name: string, ...lines: string[]) => new File([lines.join('\r\n')], name, { type: 'text/csv' });

beforeEach(() => {
  signedIn();
  cacheReferenceLists();
});

afterEach(() => {
  toaster.remove();
});

async function openImport(kind: 'titles' | 'companies', routes: Record<string, Handler> = {}) {
  const spy = fakeServer(routes);
  const user = userEvent.setup();
  // The page's own root key, which the import refetches: titleKeys.all, companyKeys.all.
  renderWithProviders(<ImportCsvButton kind={kind} refreshes={[kind]} />);
  await user.click(screen.getByRole('button', { name: 'Import CSV' }));
  const dialog = await screen.findByRole('dialog');
  const choose = (file: File) => user.upload(within(dialog).getByLabelText('CSV file'), file);
  return { spy, user, dialog, choose };
}

/** The query string of each call ("?dryRun=true", or ""). */
const searchesOf = (spy: ReturnType<typeof fakeServer>) =>
  spy.mock.calls.map(([input]) => new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost').search);
const sentBodies = (spy: ReturnType<typeof fakeServer>) => spy.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));

describe('ImportCsvButton', () => {
  it('shows the file, its first rows and every problem by line; nothing can be sent', async () => {
    const { dialog, choose, spy } = await openImport('titles');
    expect(within(dialog).getByRole('heading', { name: 'Import titles from a CSV file' })).toBeVisible();
    await choose(
      csv(
        'catalogue.csv',
        'name,author,publishDate',
        'Dune,Frank Herbert,1965-08-01',
        ',Nobody,2001-01-01',
        'Emma,Jane Austen,1815-13-23',
        'Beloved,Toni Morrison,',
        'Middlemarch,George Eliot,',
        'Ulysses,James Joyce,1922-02-02',
      ),
    );
    expect(await within(dialog).findByTestId('import-file')).toHaveTextContent('catalogue.csv · 6 rows');
    const preview = within(dialog).getByRole('table', { name: 'First 5 of 6 rows' });
    const rows = within(preview).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LinenameauthorpublishDate',
      '2DuneFrank Herbert1965-08-01',
      '3Nobody2001-01-01',
      '4EmmaJane Austen1815-13-23',
      '5BelovedToni Morrison',
      '6MiddlemarchGeorge Eliot',
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('2 rows cannot be imported; nothing will be written.');
    const problems = within(dialog).getByRole('list', { name: 'Problems in the file' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 3: name: Title name is required',
      'Line 4: publishDate: Enter a valid date (YYYY-MM-DD)',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Import titles' })).toBeDisabled();
    expect(spy).not.toHaveBeenCalled();
  });

  it('lists at most 100 problems, then says how many more', async () => {
    const { dialog, choose } = await openImport('titles');
    await choose(csv('blank-names.csv', 'name,author', ...Array.from({ length: 130 }, (_, i) => `,Author ${i}`)));
    const problems = await within(dialog).findByRole('list', { name: 'Problems in the file' });
    const items = within(problems).getAllByRole('listitem');
    expect(items).toHaveLength(100);
    expect(items[99]).toHaveTextContent('Line 101: name: Title name is required');
    expect(within(dialog).getByText('and 30 more')).toBeVisible();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('130 rows cannot be imported; nothing will be written.');
  });

  it('gives one message for a bad header, and nothing else', async () => {
    const { dialog, choose } = await openImport('titles');
    await choose(csv('books.csv', 'title,author', 'Dune,Frank Herbert'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/This file has unknown column "title"; no "name" column\./);
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).queryByRole('list')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Import titles' })).toBeDisabled();
  });

  it('sends a good file in one request, says how many were imported, closes and refreshes the list', async () => {
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const { user, dialog, choose, spy } = await openImport('titles', { 'POST /api/titles/import': () => answer(200, 'OK', { imported: 2 }) });
    await choose(csv('good.csv', 'publishDate,name,description', '1965-08-01, Dune ,', ',Beloved,"A novel, 1987"', ''));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 titles' }));
    expect(await screen.findByText('Imported 2 titles')).toBeVisible();
    expect(callsOf(spy)).toEqual(['POST /api/titles/import']);
    expect(sentBodies(spy)).toEqual([[{ name: 'Dune', publishDate: '1965-08-01', ...lists }, { name: 'Beloved', description: 'A novel, 1987', ...lists }]]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['titles'] });
  });

  it("shows the server's refusals on the lines of the file; nothing was written", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refuse = () => answer(422, 'Unprocessable Entity', { message: 'Validation failed', errors: { '1.name': 'A title with this name already exists' } });
    const { user, dialog, choose } = await openImport('titles', { 'POST /api/titles/import': refuse });
    await choose(csv('titles.csv', 'name', 'Dune', '', 'Beloved'));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 titles' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server refused 1 row; nothing was written.');
    const problems = within(dialog).getByRole('list', { name: 'Problems in the file' });
    expect(problems).toHaveTextContent('Line 4: name: A title with this name already exists');
    expect(within(dialog).getByRole('button', { name: 'Import titles' })).toBeDisabled();
  });

  it("shows the server's message for a body too large", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tooLarge = () => answer(413, 'Payload Too Large', { message: 'An import holds at most 100,000 rows: split the file' });
    const { user, dialog, choose } = await openImport('titles', { 'POST /api/titles/import': tooLarge });
    await choose(csv('titles.csv', 'name', 'Dune'));
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 title' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nothing was imported: An import holds at most 100,000 rows: split the file');
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('sends companies with their contacts, one row per contact', async () => {
    const invalidate = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    const { user, dialog, choose, spy } = await openImport('companies', { 'POST /api/companies/import': () => answer(200, 'OK', { imported: 2, merged: [] }) });
    expect(within(dialog).getByRole('heading', { name: 'Import companies and contacts from a CSV file' })).toBeVisible();
    await choose(
      csv(
        'companies.csv',
        'name,types,country,language,contactName,contactEmail',
        'Gallimard,Publisher;literary_agency,France,fr,Anne,anne@gallimard.fr',
        'Faber,,,,,',
        'gallimard,,,,Paul,',
      ),
    );
    expect(await within(dialog).findByTestId('import-file')).toHaveTextContent('companies.csv · 3 rows · 2 companies with 2 contacts');
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 companies' }));
    expect(await screen.findByText('Imported 2 companies')).toBeVisible();
    const sent = [
      {
        name: 'Gallimard',
        types: ['publisher', 'literary_agency'],
        countryId: 'FR',
        languageId: 'fr',
        contacts: [{ name: 'Anne', email: 'anne@gallimard.fr' }, { name: 'Paul' }],
      },
      { name: 'Faber', contacts: [] },
    ];
    // First the server's check (nothing written), then the import.
    expect(callsOf(spy)).toEqual(['POST /api/companies/import', 'POST /api/companies/import']);
    expect(searchesOf(spy)).toEqual(['?dryRun=true', '']);
    expect(sentBodies(spy)).toEqual([sent, sent]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['companies'] });
  });

  it("says what a company the team already has gets, from the server's check, before anything is written", async () => {
    const merged = [{ index: 0, id: 4, name: 'Hanser Verlag', contactsAdded: 2, contactsAlready: 1 }];
    const { user, dialog, choose, spy } = await openImport('companies', { 'POST /api/companies/import': () => answer(200, 'OK', { imported: 1, merged }) });
    await choose(
      csv(
        'companies.csv',
        'name,contactName,contactEmail,contactRole,contactPhone,contactLanguages,contactNotes',
        'hanser verlag,Anne Weber,anne@hanser.example,,,,',
        'Hanser Verlag,Paul Roth,,Rights director,\'+49 89 998 300,de; English,Mornings',
        'Hanser Verlag,Zoe Klein,,,,,',
        'Suhrkamp,,,,,,',
      ),
    );
    const list = await within(dialog).findByRole('list', { name: 'Companies you already have' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Adds 2 contacts to Hanser Verlag (1 contact already there)']);
    expect(within(dialog).getByText('1 company of the file you already have: their details stay as they are')).toBeVisible();
    expect(searchesOf(spy)).toEqual(['?dryRun=true']);
    // The guard the export put before "+49" is dropped: the phone reads as it was.
    expect(sentBodies(spy)[0][0].contacts[1]).toEqual({ name: 'Paul Roth', role: 'Rights director', phone: '+49 89 998 300', languageIds: ['de', 'en'], notes: 'Mornings' });
    await user.click(within(dialog).getByRole('button', { name: 'Import 1 company and 2 contacts' }));
    expect(await screen.findByText('Imported 1 company')).toBeVisible();
    expect(screen.getByText('Added 2 contacts to 1 company you already had.')).toBeVisible();
  });

  it('names the column of an unknown company type or country', async () => {
    const { dialog, choose } = await openImport('companies');
    await choose(csv('companies.csv', 'name,types,country', 'Acme,printer,Atlantis'));
    const problems = await within(dialog).findByRole('list', { name: 'Problems in the file' });
    expect(within(problems).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 2: types: Unknown company type "printer": use Publisher, Literary Agency, Producer, Audio Publisher, Other, separated by ";"',
      'Line 2: country: Unknown country "Atlantis": use its ISO code or English name (FR or France)',
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('1 row cannot be imported; nothing will be written.');
  });
});
