import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { listAnswer, listRequests, type FakeList } from '../../../lib/testing/fake-list';
import { json, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import type { TitleLicense as License } from '../api/prospection-types';
import { plusDays, todayIso } from '../../../lib/today';
import { aProspection, bodiesOf, prospectionList, prospectionsServer, signInAs } from '../testing/fake-prospections-server';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

const euros = (amount: number) => new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(amount);
const offer = (id: number, advance: number) => ({ id, receivedDate: '2024-02-01', advance, currency: 'EUR', royalties: null, notes: null, status: 'pending' });

/** Sent to Gollancz, chase date long past: overdue. */
const dune = aProspection({ id: 1, contact: 'Jo Fletcher', language: 'fr', chaseDate: '2024-02-01' });
/** Bob's, with two offers, chased in the future. */
const emma = aProspection({ id: 2, title: 'Emma', titleId: 5, company: 'Penguin', companyId: 6, status: 'offer', chaseDate: '2999-01-01', offers: [offer(9, 1000), offer(10, 2500)], ownerId: 8, owner: 'Bob' });
/** Dune, not sent yet. */
const planned = aProspection({ id: 3, company: 'Seuil', companyId: 7, status: 'to_send', sentDate: null, ownerId: 8, owner: 'Bob' });
/** Dune, declined: its past chase date is no longer due. */
const declined = aProspection({ id: 4, company: 'Hachette', companyId: 8, status: 'declined', declineReason: 'price', chaseDate: '2024-01-20' });
const all = [dune, emma, planned, declined];

const listCalls = (spy: ReturnType<typeof prospectionsServer>['spy']) => listRequests(spy, '/api/prospections');
const rows = () => screen.getAllByTestId('prospection-row');
const rowOf = (company: string) => rows().find((row) => within(row).queryByText(company))!;
/** The company of each row, in order (the company cell's first line; the contact is under it). */
const companies = () => rows().map((row) => row.querySelectorAll('td')[1]!.firstElementChild!.firstChild!.textContent);
const search = (router: ReturnType<typeof renderApp>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const OPEN = 'to_send,sent,reading,interested,offer,option';

async function open(path: string, prospections = all, routes: Record<string, Handler> = {}, role: 'editor' | 'viewer' = 'editor') {
  const { spy, stored } = prospectionsServer(prospections, routes);
  signInAs(role);
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Prospections' });
  return { spy, stored, ...app, user: userEvent.setup() };
}

describe('/prospections, the list', () => {
  it('shows each prospection with its status, right, overdue chase and best offer, due first', async () => {
    const { spy } = await open('/prospections');
    await screen.findByRole('table', { name: 'Prospections' });
    expect(companies()).toEqual(['Hachette', 'Gollancz', 'Penguin', 'Seuil']);
    const gollancz = rowOf('Gollancz');
    expect(within(gollancz).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/titles/edit/3');
    expect(within(gollancz).getByRole('link', { name: 'Gollancz' })).toHaveAttribute('href', '/contacts/4');
    expect(within(gollancz).getByRole('link', { name: 'Open the prospection of Dune with Gollancz' })).toHaveAttribute('href', '/prospections/edit/1');
    for (const text of ['Jo Fletcher', 'Translation · French', 'Sent', 'Alice Martin']) expect(within(gollancz).getByText(text)).toBeVisible();
    expect(within(gollancz).getByText('(overdue)')).toBeInTheDocument();
    // closed, its old chase date is not overdue
    expect(within(rowOf('Hachette')).getByText('Declined')).toBeVisible();
    expect(within(rowOf('Hachette')).queryByText('(overdue)')).toBeNull();
    expect(within(rowOf('Penguin')).getByText(euros(2500))).toBeVisible();
    expect(within(rowOf('Penguin')).queryByText('(overdue)')).toBeNull();
    // one row to know whether the team has any, then the page
    expect(listCalls(spy)).toEqual([
      { limit: '1', offset: '0' },
      { sort: 'chaseDate', limit: '50', offset: '0' },
    ]);
    expect(within(await screen.findByRole('navigation', { name: 'Pages of prospections' })).getByText('1–4 of 4 prospections')).toBeVisible();
  });

  it('records "Chased today" on prospections that are out, and the chase is no longer overdue', async () => {
    const { spy, user } = await open('/prospections');
    await screen.findByRole('table', { name: 'Prospections' });
    const chase = (company: string) => within(rowOf(company)).queryByRole('button', { name: /^Chased today/ });
    expect(chase('Gollancz')).toBeVisible();
    expect(chase('Penguin')).toBeVisible();
    expect(chase('Seuil')).toBeNull(); // not sent yet
    expect(chase('Hachette')).toBeNull(); // closed
    await user.click(chase('Gollancz')!);
    await waitFor(() => expect(within(rowOf('Gollancz')).queryByText('(overdue)')).toBeNull());
    expect(bodiesOf(spy, 'POST /api/prospections/1/chase')).toEqual([{}]);
    // the click shows: "Chased", done, with no second click
    const done = within(rowOf('Gollancz')).getByRole('button', { name: /^Chase recorded today/ });
    expect(done).toHaveTextContent('Chased');
    expect(done).toBeDisabled();
    expect(chase('Gollancz')).toBeNull();
  });

  it('gives viewers no "New prospection" and no "Chased today"', async () => {
    await open('/prospections', all, {}, 'viewer');
    await screen.findByRole('table', { name: 'Prospections' });
    expect(screen.queryByRole('link', { name: 'New prospection' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Chased today/ })).toBeNull();
  });

  it('writers get "New prospection"', async () => {
    await open('/prospections');
    expect(await screen.findByRole('link', { name: 'New prospection' })).toHaveAttribute('href', '/prospections/new');
  });

  it('says when the team has no prospections yet, with nothing to filter', async () => {
    await open('/prospections', []);
    expect(await screen.findByText('No prospections yet')).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says the prospections could not be loaded when the server fails, not that there are none, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    const { user } = await open('/prospections', all, {
      'GET /api/prospections': ({ url }) => (failing ? json(500, { message: 'Internal error' }) : listAnswer(all, url, prospectionList)),
    });
    // after the query's two retries of a 5xx (lib/query-client.ts), a second or three
    expect(await screen.findByRole('heading', { name: 'The prospections could not be loaded' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText('The server could not answer (Internal error).')).toBeVisible();
    expect(screen.queryByText('No prospections yet')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Prospections' })).toBeVisible();
    expect(companies()).toEqual(['Hachette', 'Gollancz', 'Penguin', 'Seuil']);
  });

  it('shows cards with "Chased today" at 375 px', async () => {
    vi.stubGlobal('innerWidth', 375);
    await open('/prospections');
    const list = await screen.findByRole('list', { name: 'Prospections' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getAllByRole('listitem').find((item) => within(item).queryByText('Gollancz'))!;
    expect(within(card).getByText('(overdue)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /^Chased today/ })).toBeVisible();
  });
});

describe('/prospections, the filters', () => {
  it('writes each filter in the address and in the request', async () => {
    const option = aProspection({ id: 5, company: 'Tor', companyId: 9, status: 'option', optionExpiry: plusDays(todayIso(), 5), chaseDate: '2999-01-01' });
    const { spy, router, user } = await open('/prospections', [...all, option]);
    await screen.findByRole('table', { name: 'Prospections' });
    const lastCall = () => listCalls(spy).at(-1);

    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await waitFor(() => expect(companies()).toEqual(['Gollancz', 'Penguin', 'Tor', 'Seuil']));
    expect(search(router)).toEqual({ status: OPEN });
    expect(lastCall()).toEqual({ sort: 'chaseDate', limit: '50', offset: '0', status: OPEN });

    await user.click(screen.getByRole('checkbox', { name: 'Only mine' }));
    await waitFor(() => expect(companies()).toEqual(['Gollancz', 'Tor']));
    expect(search(router)).toEqual({ status: OPEN, ownerId: '7' });

    await user.click(screen.getByRole('checkbox', { name: 'Needs chasing' }));
    await waitFor(() => expect(companies()).toEqual(['Gollancz']));
    expect(lastCall()).toEqual({ sort: 'chaseDate', limit: '50', offset: '0', status: OPEN, ownerId: '7', due: 'overdue' });

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(router.state.location.search).toBe('');

    // Anyone's, by the owner select: the team's members.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Owner' }), 'Bruno Costa');
    await waitFor(() => expect(companies()).toEqual(['Penguin', 'Seuil']));
    expect(search(router)).toEqual({ ownerId: '8' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'Any owner');
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('checkbox', { name: 'Option ends within 14 days' }));
    await waitFor(() => expect(companies()).toEqual(['Tor']));
    expect(search(router)).toEqual({ optionEndsWithin: '14' });

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.click(screen.getByRole('checkbox', { name: 'Option ends within 14 days' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search prospections' }), 'seuil');
    await waitFor(() => expect(companies()).toEqual(['Seuil']));
    expect(search(router)).toEqual({ q: 'seuil' });
    expect(lastCall()).toEqual({ q: 'seuil', sort: 'chaseDate', limit: '50', offset: '0' });
  });

  it('shows the title and company of a link as removable chips with their names', async () => {
    const { router, user, spy } = await open('/prospections?titleId=3&companyId=4', all, {
      'GET /api/companies/4': () => json(200, { id: 4, name: 'Gollancz', types: [], contacts: [] }),
    });
    expect(await screen.findByText('Title: Dune')).toBeVisible();
    expect(await screen.findByText('Company: Gollancz')).toBeVisible();
    await waitFor(() => expect(companies()).toEqual(['Gollancz']));
    expect(listCalls(spy).at(-1)).toEqual({ sort: 'chaseDate', limit: '50', offset: '0', titleId: '3', companyId: '4' });
    await user.click(screen.getByRole('button', { name: 'Remove the filter Title: Dune' }));
    expect(search(router)).toEqual({ companyId: '4' });
    expect(screen.queryByText('Title: Dune')).toBeNull();
  });

  it('exports every prospection matching the search and filters as CSV', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (void blob.text().then((t) => saved.push(t)), 'blob:csv')), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { spy, user } = await open('/prospections?q=dune&status=sent,declined&size=25');
    await screen.findByRole('table', { name: 'Prospections' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(listCalls(spy).at(-1)).toEqual({ q: 'dune', sort: 'chaseDate', status: 'sent,declined' });
    const lines = saved[0]!.trim().split('\r\n');
    expect(lines[0]).toMatch(/^\uFEFF?Title,Company,Contact,Right,Language,Territory,Status,Sent,Chase,/);
    expect(lines.slice(1)).toEqual([
      'Dune,Hachette,,Translation,,,Declined,2024-01-10,2024-01-20,,,Price,,,,,,,Alice Martin,',
      'Dune,Gollancz,Jo Fletcher,Translation,fr,,Sent,2024-01-10,2024-02-01,,,,,,,,,,Alice Martin,',
    ]);
  });
});

const region = (name: string) => screen.getByRole('region', { name });
const moveOptions = (name: string) =>
  within(screen.getByRole('combobox', { name: `Move ${name} to` }))
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);

describe('/prospections, the board', () => {
  it('shows the open prospections in their columns, and switches views through the address', async () => {
    const { spy, router, user } = await open('/prospections');
    await screen.findByRole('table', { name: 'Prospections' });
    await user.click(screen.getByRole('radio', { name: 'Board' }));
    expect(await screen.findByRole('region', { name: 'Sent' })).toBeVisible();
    expect(search(router)).toEqual({ view: 'board' });
    // without a status filter, the open ones and the declined and withdrawn (their columns' counts true)
    expect(listCalls(spy).at(-1)).toEqual({ sort: 'chaseDate', status: `${OPEN},declined,withdrawn` });
    expect(within(region('Sent')).getByText('Gollancz')).toBeVisible();
    expect(within(region('Sent')).getByText('(overdue)')).toBeInTheDocument();
    expect(within(region('Offer')).getByText(`Offer ${euros(2500)}`)).toBeVisible();
    expect(within(region('To send')).getByText('Seuil')).toBeVisible();
    expect(screen.getAllByTestId('prospection-card')).toHaveLength(4);
    // a no shows its reason, and its column counts it
    expect(within(region('Declined')).getByText('Hachette')).toBeVisible();
    expect(within(region('Declined')).getByText('Price')).toBeVisible();
    expect(within(region('Withdrawn')).getByText('Drop a card here to mark it withdrawn')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'List' }));
    expect(await screen.findByRole('table', { name: 'Prospections' })).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('offers in "Move to…" only the moves core allows, and moves the card', async () => {
    const { spy, user } = await open('/prospections?view=board');
    await screen.findByRole('region', { name: 'Sent' });
    expect(moveOptions('Dune – Gollancz')).toEqual(['Reading', 'Interested', 'Offer', 'Declined', 'Expired', 'Withdrawn']);
    expect(moveOptions('Dune – Seuil')).toEqual(['Sent', 'Withdrawn']);
    expect(moveOptions('Emma – Penguin')).toEqual(['Option', 'Declined', 'Withdrawn']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move Dune – Gollancz to' }), 'Interested');
    await waitFor(() => expect(within(region('Interested')).getByText('Gollancz')).toBeVisible());
    expect(within(region('Sent')).queryByText('Gollancz')).toBeNull();
    expect(bodiesOf(spy, 'PUT /api/prospections/1')).toMatchObject([{ id: 1, status: 'interested', title: 'Dune', company: 'Gollancz' }]);
    // now interested, it may become an option
    expect(moveOptions('Dune – Gollancz')).toEqual(['Offer', 'Option', 'Declined', 'Expired', 'Withdrawn']);
  });

  it('puts a card back in its column when the server refuses the move, and says why', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await open('/prospections?view=board', all, {
      'PUT /api/prospections/1': () => json(422, { message: 'Validation failed', errors: { status: 'Cannot move from Sent to Reading' } }),
    });
    await screen.findByRole('region', { name: 'Sent' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move Dune – Gollancz to' }), 'Reading');
    expect(await screen.findByText('Cannot move from Sent to Reading')).toBeVisible();
    await waitFor(() => expect(within(region('Sent')).getByText('Gollancz')).toBeVisible());
    expect(within(region('Reading')).queryByText('Gollancz')).toBeNull();
  });

  it('asks why before declining, then the card shows under Declined, counted, with Undo in the toast', async () => {
    const { spy, user } = await open('/prospections?view=board');
    await screen.findByRole('region', { name: 'Sent' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move Dune – Gollancz to' }), 'Declined');
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Price');
    await user.click(within(dialog).getByRole('button', { name: 'Mark declined' }));
    await waitFor(() => expect(within(region('Declined')).getByText('Gollancz')).toBeVisible());
    expect(within(region('Sent')).queryByText('Gollancz')).toBeNull();
    expect(within(region('Declined')).getByText('2')).toBeVisible();
    expect(bodiesOf(spy, 'PUT /api/prospections/1')).toMatchObject([{ status: 'declined', declineReason: 'price' }]);
    // Undo puts it back as it was (core allows a no to go back to Sent)
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(within(region('Sent')).getByText('Gollancz')).toBeVisible());
    expect(bodiesOf(spy, 'PUT /api/prospections/1')[1]).toMatchObject({ status: 'sent', sentDate: dune.sentDate, chaseDate: dune.chaseDate });
    expect(bodiesOf(spy, 'PUT /api/prospections/1')[1]).not.toHaveProperty('declineReason');
  });

  it('moves a dragged card to an allowed column, dims the others, and puts it back when dropped on one', async () => {
    const { spy } = await open('/prospections?view=board');
    await screen.findByRole('region', { name: 'Sent' });
    // jsdom lays nothing out: the columns side by side, 100 px wide, the cards at their column's top
    const order = ['to_send', 'sent', 'reading', 'interested', 'offer', 'option', 'declined', 'withdrawn'];
    const left = (status: string) => order.indexOf(status) * 100;
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const column = this.closest('[data-status]')?.getAttribute('data-status');
      const x = column ? left(column) : 0;
      return { x, y: 0, left: x, top: 0, right: x + 100, bottom: column && this.hasAttribute('data-status') ? 800 : 50, width: 100, height: 800, toJSON: () => ({}) } as DOMRect;
    });
    const card = within(region('Sent')).getByTestId('prospection-card');
    const drag = (status: string) => {
      fireEvent.mouseDown(card, { clientX: left('sent') + 10, clientY: 10, button: 0 });
      fireEvent.mouseMove(document, { clientX: left('sent') + 30, clientY: 10 });
      fireEvent.mouseMove(document, { clientX: left(status) + 50, clientY: 100 });
    };

    drag('option');
    // a sent prospection may not become an option, nor go back to "to send"
    await waitFor(() => expect(region('Option')).toHaveAttribute('data-disabled'));
    expect(region('To send')).toHaveAttribute('data-disabled');
    for (const name of ['Sent', 'Reading', 'Interested', 'Offer', 'Declined', 'Withdrawn']) expect(region(name)).not.toHaveAttribute('data-disabled');
    fireEvent.mouseUp(document, { clientX: left('option') + 50, clientY: 100 });
    await waitFor(() => expect(region('Option')).not.toHaveAttribute('data-disabled'));
    expect(within(region('Sent')).getByText('Gollancz')).toBeVisible();
    expect(bodiesOf(spy, 'PUT /api/prospections/1')).toEqual([]);

    drag('reading');
    fireEvent.mouseUp(document, { clientX: left('reading') + 50, clientY: 100 });
    await waitFor(() => expect(within(region('Reading')).getByText('Gollancz')).toBeVisible());
    expect(bodiesOf(spy, 'PUT /api/prospections/1')).toMatchObject([{ status: 'reading' }]);
  });

  it('shows viewers the cards without any way to move them', async () => {
    await open('/prospections?view=board', all, {}, 'viewer');
    await screen.findByRole('region', { name: 'Sent' });
    expect(screen.getAllByTestId('prospection-card')).toHaveLength(4);
    expect(screen.queryByRole('combobox', { name: /^Move / })).toBeNull();
    expect(within(region('Declined')).queryByText(/Drop a card/)).toBeNull();
  });
});

/** GET /licenses as the server lists it, enough for the by-title view: `q` in title and company names, the title's id. */
const licenseList: FakeList<License> = {
  text: (l) => `${l.title} ${l.company}`,
  sort: { contractDate: (l) => l.contractDate, company: (l) => l.company },
  defaultSort: '-contractDate',
  filters: { titleId: { accepts: (v) => /^\d+$/.test(v), keeps: (l, v) => String(l.titleId) === v } },
};
const aLicense = (fields: Partial<License>): License => ({
  id: 20,
  version: 1,
  title: 'Dune',
  titleId: 3,
  company: 'Gollancz',
  companyId: 4,
  agent: null,
  agentId: null,
  commission: null,
  contractDate: '2024-03-15',
  signed: true,
  status: 'signed',
  reversionDate: null,
  language: null,
  territory: { world: true, include: [], exclude: [] },
  exclusive: true,
  announce: false,
  contractType: 'audio',
  endDate: null,
  advance: null,
  currency: null,
  royalties: null,
  filesFee: null,
  publicationDate: null,
  printRun: null,
  retailPrice: null,
  notes: null,
  file: null,
  ...fields,
});
const licenses = [aLicense({}), aLicense({ id: 21, title: 'Dune Messiah', titleId: 9, company: 'Tor' })];

describe('/prospections, by title', () => {
  it("tells one title's story: where it is out by status, who closed it and why, its licenses", async () => {
    const { spy } = await open('/prospections?view=title&titleId=3', all, { 'GET /api/licenses': ({ url }) => listAnswer(licenses, url, licenseList) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Where it is out (2)' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveValue('Dune');
    expect(screen.queryByText('Title: Dune')).toBeNull(); // the picker shows it
    const toSend = screen.getByRole('table', { name: 'To send' });
    expect(within(toSend).getByRole('link', { name: 'Seuil' })).toHaveAttribute('href', '/prospections/edit/3');
    const sent = screen.getByRole('table', { name: 'Sent' });
    for (const text of ['Gollancz', 'Jo Fletcher', 'Translation · French', '(overdue)']) expect(within(sent).getByText(text)).toBeInTheDocument();
    const closed = screen.getByRole('table', { name: 'Closed' });
    expect(within(closed).getByText('Hachette')).toBeVisible();
    expect(within(closed).getByText('Price')).toBeVisible();
    // the licenses of the title only, not of another holding its name
    const licensed = await screen.findByRole('table', { name: 'Licenses' });
    expect(within(licensed).getAllByRole('row')).toHaveLength(2);
    expect(within(licensed).getByRole('link', { name: 'Gollancz' })).toHaveAttribute('href', '/licenses/edit/20');
    expect(within(licensed).getByText('Audio')).toBeVisible();
    expect(within(licensed).getAllByText('Signed')).toHaveLength(2); // the header and the badge
    expect(screen.queryByText('Tor')).toBeNull();
    expect(listCalls(spy).at(-1)).toEqual({ sort: 'chaseDate', titleId: '3' });
    expect(listRequests(spy, '/api/licenses')).toEqual([{ sort: '-contractDate', titleId: '3' }]);
  });

  it('asks for a title first, and keeps the picked one in the address', async () => {
    const { router, user } = await open('/prospections?view=title', all, {
      'GET /api/licenses': ({ url }) => listAnswer(licenses, url, licenseList),
      'GET /api/titles/complete/Emm': () => json(200, [{ id: 5, name: 'Emma' }]),
    });
    expect(await screen.findByText('Pick a title')).toBeVisible();
    const box = screen.getByRole('combobox', { name: 'Title' });
    for (const ch of 'Emm') await user.type(box, ch); // one keystroke at a time, as the license form's tests
    await user.click(await screen.findByRole('option', { name: 'Emma' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Where it is out (1)' })).toBeVisible();
    expect(search(router)).toEqual({ view: 'title', titleId: '5' });
    expect(within(screen.getByRole('table', { name: 'Offer' })).getByText('Penguin')).toBeVisible();
    expect(await screen.findByText('No license of this title yet.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Title' })).toHaveValue('Emma');
  });
});
