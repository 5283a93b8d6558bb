import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { listAnswer, listRequests } from '../../../lib/testing/fake-list';
import { callsOf, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { parseTitles } from '../../imports/parse-titles';
import type { Title } from '../api/title-types';
import { aTitle, answer, noCatalogue, signInAs, titleList, titlesServer, titleUsesRoutes } from '../testing/fake-titles-server';

const catalogue: Title[] = [
  aTitle({ id: 1, version: 1, name: 'Les Misérables', author: 'Victor Hugo', publishDate: '1862-04-03', description: null }),
  aTitle({ id: 2, version: 1, name: 'Dune', author: 'Frank Herbert', publishDate: '1965-08-01', description: null }),
  aTitle({ id: 3, version: 1, name: 'Beloved', author: null, publishDate: null, description: null }),
];

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

async function openList(titles = catalogue, role: 'editor' | 'viewer' = 'editor', overrides: Record<string, Handler> = {}, path = '/titles') {
  const server = titlesServer(titles, overrides);
  signInAs(role);
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Titles' });
  return { ...server, ...app, user: userEvent.setup() };
}

/** 60 titles, "Title 001" to "Title 060", by two authors in turn. */
const shelf: Title[] = Array.from({ length: 60 }, (_, i) =>
  aTitle({
    id: i + 1,
    version: 1,
    name: `Title ${String(i + 1).padStart(3, '0')}`,
    author: i % 2 ? 'Anne Odd' : 'Ben Even',
  }),
);

/** The list calls made so far: their q, sort, limit and offset. */
const listCalls = (spy: ReturnType<typeof titlesServer>['spy']) => listRequests(spy, '/api/titles');

/** The pager under the list (its range text is what these tests read), once the list has loaded. */
const pager = () => screen.getByRole('navigation', { name: 'Pages of titles' });
const loadedPager = () => screen.findByRole('navigation', { name: 'Pages of titles' });

describe('/titles', () => {
  it("exports every title matching the search as CSV in the import's columns, so that the file imports again", async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (void blob.text().then((t) => saved.push(t)), 'blob:csv')), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const editions = [
      { isbn: '9780306406157', format: 'hardback', publishDate: '1965-08-01', pages: 412, price: 5.95, currency: 'USD', salesRights: 'World' },
      { isbn: '9780804429573', format: 'ebook', publishDate: null, pages: null, price: null, currency: null, salesRights: null },
    ];
    const dune = {
      ...catalogue[1]!,
      subtitle: 'A novel',
      originalLanguage: 'en',
      subjects: ['FLS', '1KBB'],
      contributors: [{ name: 'John Schoenherr', role: 'illustrator' }],
      quotes: [
        { text: 'A classic', source: 'The Guardian' },
        { text: 'Vast', source: null },
      ],
      editions,
    };
    const { user } = await openList([
      catalogue[0]!,
      dune,
      catalogue[2]!,
      { ...noCatalogue, id: 4, version: 1, name: '-30-', author: 'A, B', publishDate: null, description: 'Two\nlines' },
    ]);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const duneCells = 'Dune,Frank Herbert,1965-08-01,,A novel,en,FLS; 1KBB,,,John Schoenherr (illustrator),"A classic — The Guardian\nVast"';
    expect(saved[0]).toBe(
      'name,author,publishDate,description,subtitle,originalLanguage,subjects,pitch,authorBio,contributors,quotes,isbn,format,editionDate,pages,price,currency,salesRights\r\n' +
        "'-30-,\"A, B\",,\"Two\nlines\",,,,,,,,,,,,,,\r\n" +
        'Beloved,,,,,,,,,,,,,,,,,\r\n' +
        `${duneCells},9780306406157,hardback,1965-08-01,412,5.95,USD,World\r\n` +
        `${duneCells},9780804429573,ebook,,,,,\r\n` +
        'Les Misérables,Victor Hugo,1862-04-03,,,,,,,,,,,,,,,\r\n',
    );
    // One title per title, with its editions, as it was.
    const parsed = parseTitles(saved[0]!);
    expect(parsed.ok && parsed.errors).toEqual([]);
    expect(parsed.ok && parsed.entities.map((title) => title.name)).toEqual(['-30-', 'Beloved', 'Dune', 'Les Misérables']);
    const imported = parsed.ok ? parsed.entities[2] : undefined;
    expect(imported).toMatchObject({ subtitle: 'A novel', originalLanguage: 'en', subjects: ['FLS', '1KBB'], contributors: dune.contributors });
    expect(imported?.quotes).toEqual([{ text: 'A classic', source: 'The Guardian' }, { text: 'Vast' }]);
    expect(imported?.editions).toEqual([
      { isbn: '9780306406157', format: 'hardback', publishDate: '1965-08-01', pages: 412, price: 5.95, currency: 'USD', salesRights: 'World' },
      { isbn: '9780804429573', format: 'ebook' },
    ]);
  });

  it('asks the server for the first page, sorted by name, and lists name, author and publish date (in the user locale)', async () => {
    const { spy } = await openList();
    await screen.findByRole('table');
    expect(rowNames()).toEqual(['Beloved', 'Dune', 'Les Misérables']);
    expect(listCalls(spy)).toEqual([{ sort: 'name', limit: '50', offset: '0' }]);
    const date = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(1965, 7, 1));
    const dune = screen.getByRole('row', { name: /Dune/ });
    expect(within(dune).getByText('Frank Herbert')).toBeVisible();
    expect(within(dune).getByText(date)).toHaveAttribute('datetime', '1965-08-01');
    expect(screen.getByText('1–3 of 3 titles')).toBeVisible();
  });

  it('sorts by a column on click through the server, flipping the direction, with aria-sort and the order in the address', async () => {
    const { user, spy, router } = await openList();
    await screen.findByRole('table');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(header('Title')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Publish date/ }));
    expect(header('Publish date')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Title')).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(rowNames()).toEqual(['Les Misérables', 'Dune', 'Beloved']));
    expect(router.state.location.search).toBe('?sort=publishDate');
    await user.click(screen.getByRole('button', { name: /Publish date/ }));
    expect(header('Publish date')).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(rowNames()).toEqual(['Dune', 'Les Misérables', 'Beloved']));
    expect(router.state.location.search).toBe('?sort=-publishDate');
    expect(listCalls(spy).map((call) => call.sort)).toEqual(['name', 'publishDate', '-publishDate']);
  });

  it('searches on the server once typing pauses, keeping the text in ?q=; says when nothing matches', async () => {
    const { user, spy, router } = await openList();
    const search = await screen.findByRole('searchbox', { name: 'Search titles' });
    await user.type(search, 'mise');
    expect(search).toHaveValue('mise');
    await waitFor(() => expect(rowNames()).toEqual(['Les Misérables']));
    expect(screen.getByText('1–1 of 1 title')).toBeVisible();
    expect(router.state.location.search).toBe('?q=mise');
    // one call for the whole word, not one per key
    expect(listCalls(spy).map((call) => call.q)).toEqual([undefined, 'mise']);
    await user.clear(search);
    await user.type(search, 'herbert');
    await waitFor(() => expect(rowNames()).toEqual(['Dune']));
    await user.type(search, 'zzz');
    expect(await screen.findByText('No matching titles')).toBeVisible();
    expect(screen.getByText('No title or author contains “herbertzzz”.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(search).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });

  it('pages through the server with Previous and Next, the page in the address', async () => {
    const { user, spy, router } = await openList(shelf, 'editor', {}, '/titles?size=25');
    expect(within(await loadedPager()).getByText('1–25 of 60 titles')).toBeVisible();
    expect(rowNames()).toHaveLength(25);
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await within(pager()).findByText('26–50 of 60 titles')).toBeVisible();
    await waitFor(() => expect(rowNames()[0]).toBe('Title 026'));
    expect(router.state.location.search).toBe('?size=25&page=2');
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await within(pager()).findByText('51–60 of 60 titles')).toBeVisible();
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(await within(pager()).findByText('26–50 of 60 titles')).toBeVisible();
    await waitFor(() => expect(rowNames()[0]).toBe('Title 026'));
    // the page seen a moment ago comes from the cache
    expect(listCalls(spy)).toEqual([
      { sort: 'name', limit: '25', offset: '0' },
      { sort: 'name', limit: '25', offset: '25' },
      { sort: 'name', limit: '25', offset: '50' },
    ]);
  });

  it('goes back to the first page when the search, the order or the page size change', async () => {
    const { user, spy, router } = await openList(shelf, 'editor', {}, '/titles?size=25&page=2');
    expect(within(await loadedPager()).getByText('26–50 of 60 titles')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'odd');
    expect(await within(pager()).findByText('1–25 of 30 titles')).toBeVisible();
    expect(router.state.location.search).toBe('?size=25&q=odd');
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await within(pager()).findByText('26–30 of 30 titles')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Title' }));
    expect(await within(pager()).findByText('1–25 of 30 titles')).toBeVisible();
    await waitFor(() => expect(rowNames()[0]).toBe('Title 060'));
    expect(router.state.location.search).toBe('?size=25&q=odd&sort=-name');
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await within(pager()).findByText('26–30 of 30 titles')).toBeVisible();
    await user.selectOptions(within(pager()).getByLabelText('Per page'), '50');
    expect(await within(pager()).findByText('1–30 of 30 titles')).toBeVisible();
    expect(router.state.location.search).toBe('?q=odd&sort=-name');
    expect(listCalls(spy).at(-1)).toEqual({ q: 'odd', sort: '-name', limit: '50', offset: '0' });
  });

  it('opens on the search, order and page of the address, the search in the box', async () => {
    const { spy } = await openList(shelf, 'editor', {}, '/titles?q=even&sort=-name&page=2&size=25');
    expect(within(await loadedPager()).getByText('26–30 of 30 titles')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search titles' })).toHaveValue('even');
    expect(rowNames()[0]).toBe('Title 009');
    expect(listCalls(spy)).toEqual([{ q: 'even', sort: '-name', limit: '25', offset: '25' }]);
  });

  it('moves to the last page when the one in the address is past it', async () => {
    const { router } = await openList(catalogue, 'editor', {}, '/titles?page=4');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(rowNames()).toEqual(['Beloved', 'Dune', 'Les Misérables']));
  });

  it('keeps the rows shown, dimmed, while the next page loads', async () => {
    let release = () => {};
    const { user } = await openList(shelf, 'editor', {
      'GET /api/titles': async ({ url }) => {
        if (url.includes('offset=25')) await new Promise<void>((resolve) => (release = resolve));
        return listAnswer(shelf, url, titleList);
      },
    }, '/titles?size=25');
    expect(within(await loadedPager()).getByText('1–25 of 60 titles')).toBeVisible();
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    // the pager says where it goes at once; the rows stay until theirs arrive
    expect(await within(pager()).findByText('26–50 of 60 titles')).toBeVisible();
    expect(screen.getByRole('table').closest('[aria-busy="true"]')).not.toBeNull();
    expect(rowNames()[0]).toBe('Title 001');
    release();
    await waitFor(() => expect(rowNames()[0]).toBe('Title 026'));
    expect(screen.getByRole('table').closest('[aria-busy]')).toBeNull();
  });

  it('shows cards and the pager at 375 px', async () => {
    vi.stubGlobal('innerWidth', 375);
    const { user } = await openList(shelf, 'editor', {}, '/titles?size=25');
    const cards = await screen.findByRole('list', { name: 'Titles' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards).getAllByRole('listitem')).toHaveLength(25);
    expect(within(await loadedPager()).getByText('1–25 of 60 titles')).toBeVisible();
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await within(pager()).findByText('26–50 of 60 titles')).toBeVisible();
  });

  it('opens a title from its row', async () => {
    const { user, router } = await openList();
    await user.click(await screen.findByText('Frank Herbert'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles/edit/2'));
  });

  it('invites the first title when there are none', async () => {
    const { user, router } = await openList([]);
    expect(await screen.findByText('No titles yet')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Add your first title' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/titles/new'));
  });

  it('has a "New title" button', async () => {
    await openList();
    expect(await screen.findByRole('link', { name: 'New title' })).toHaveAttribute('href', '/titles/new');
  });

  it('deletes after confirmation, with a toast, and the row goes away', async () => {
    const { user, spy } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Dune' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this title?' });
    expect(await within(dialog).findByText(/will be removed from your catalogue/)).toBeVisible();
    expect(within(dialog).getByText('Dune')).toBeVisible();
    expect(callsOf(spy)).not.toContain('DELETE /api/titles/2');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Title deleted')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['Beloved', 'Les Misérables']));
    expect(callsOf(spy)).toContain('DELETE /api/titles/2');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('Cancel in the confirmation deletes nothing', async () => {
    const { user, spy } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete Dune' }));
    await user.click(await within(await screen.findByRole('alertdialog')).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(callsOf(spy)).not.toContain('DELETE /api/titles/2');
    expect(rowNames()).toHaveLength(3);
  });

  it('checks what uses a title before offering its delete, and names each with a link', async () => {
    const licenses = Array.from({ length: 7 }, (_, i) => ({ id: 40 + i, titleId: 2, company: `Publisher ${i + 1}`, contractType: 'foreign_rights', contractDate: `2024-0${i + 1}-15` }));
    const prospections = [{ id: 9, titleId: 2, company: 'Hanser', status: 'offer' }];
    const { user, spy, router } = await openList(catalogue, 'editor', titleUsesRoutes({ licenses, prospections }));
    await user.click(await screen.findByRole('button', { name: 'Delete Dune' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'This title is in use' });
    expect(dialog).toHaveTextContent('Dune cannot be deleted while 7 licenses and 1 prospection use it.');
    const named = within(within(dialog).getByRole('list', { name: 'Licenses using this title' })).getAllByRole('link');
    expect(named).toHaveLength(5);
    expect(named[0]).toHaveTextContent(/^Publisher 7 · Translation · /);
    expect(named[0]).toHaveAttribute('href', '/licenses/edit/46');
    expect(within(dialog).getByRole('link', { name: 'See all 7 licenses' })).toHaveAttribute('href', '/licenses?q=Dune');
    expect(within(within(dialog).getByRole('list', { name: 'Prospections using this title' })).getByRole('link', { name: 'Hanser · Offer' })).toHaveAttribute('href', '/prospections/edit/9');
    // nothing to confirm: the delete is not offered
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Hanser · Offer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections/edit/9'));
    expect(callsOf(spy)).not.toContain('DELETE /api/titles/2');
  });

  it("shows the server's 409 explanation when something came to use the title after the check", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openList(catalogue, 'editor', {
      'DELETE /api/titles/2': () => answer(409, 'Conflict', { message: 'This title is used by 2 licenses; change or delete them first' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Dune' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this title?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This title is used by 2 licenses; change or delete them first')).toBeInTheDocument();
    expect(screen.getByText('“Dune” was not deleted')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(3);
  });

  it('shows a viewer no write actions', async () => {
    await openList(catalogue, 'viewer');
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'New title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('tells a viewer of an empty catalogue without inviting to create', async () => {
    await openList([], 'viewer');
    expect(await screen.findByText('Your team has not added any titles yet.')).toBeVisible();
    expect(within(screen.getByRole('main')).queryByRole('link')).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
  });
});
