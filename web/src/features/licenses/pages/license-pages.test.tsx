import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { listRequests } from '../../../lib/testing/fake-list';
import { callsOf, json, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import type { License } from '../api/license-types';
import { bodiesOf, licensesServer, listing, signInAs, stored, typeInto } from '../testing/fake-licenses-server';
import { createdJustNow, rememberCreated } from '../recent-licenses';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

async function openNew(routes: Record<string, Handler> = {}) {
  const { spy } = licensesServer(routes);
  signInAs();
  const app = renderApp('/licenses/new');
  await screen.findByRole('heading', { level: 1, name: 'New license' }, { timeout: 5000 });
  return { spy, ...app, user: userEvent.setup() };
}

const titleBox = () => screen.getByRole('combobox', { name: /^Title/ });
const companyBox = () => screen.getByRole('combobox', { name: /^Company/ });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await typeInto(user, titleBox(), 'Dune');
  await user.click(await screen.findByRole('option', { name: 'Dune' }));
  await typeInto(user, companyBox(), 'Maison Neuve');
  // a new company: created only once asked for
  await user.click(await screen.findByRole('button', { name: 'Create company “Maison Neuve”' }));
  await user.type(screen.getByLabelText(/Contract date/), '2024-03-15');
}

describe('/licenses/new', () => {
  it('shows the fields of docs/product.md §2 in order, with Cancel and Submit', async () => {
    await openNew();
    const labels = [...document.querySelectorAll('form label')].map((l) => l.textContent?.replace('*', '').trim());
    expect(labels).toEqual([
      'Title',
      'Company',
      'Agent',
      'Commission',
      'Contract date',
      'Signed',
      'Exclusive',
      'Status',
      'Announce',
      'Contract type',
      'Language',
      'Territory',
      // the territory picker's choice of scope
      'World',
      'Countries',
      'End date',
      'Advance / flat fee',
      'Currency',
      'Royalties',
      'Files fee',
      'Publication date',
      'Accounting period',
      'Statement days',
      'Print run',
      'Retail price',
      'Notes',
      'PDF file',
    ]);
    expect(screen.getByLabelText('Advance / flat fee')).toHaveAttribute('min', '0');
    expect(within(screen.getByLabelText('Contract type')).getAllByRole('option').map((o) => o.textContent).slice(0, 5)).toEqual(['Not set', 'Translation', 'TV / film', 'Audio', 'Ebook']);
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Draft', 'Out for signature', 'Signed', 'Expired', 'Terminated', 'Reverted']);
    // every currency in use, the specification's eight first (after "Not set"), each by code and name
    const currencyOptions = within(screen.getByLabelText('Currency')).getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(currencyOptions.slice(0, 9)).toEqual(['', 'CHF', 'CAD', 'USD', 'EUR', 'GBP', 'JPY', 'CNY', 'AUD']);
    expect(currencyOptions.length).toBeGreaterThan(140);
    expect(within(screen.getByLabelText('Currency')).getByRole('option', { name: 'SEK – Swedish Krona' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  it('opens with the company of the company’s page that links here, as if picked, and sends its id', async () => {
    const { spy } = licensesServer();
    signInAs();
    renderApp('/licenses/new?company=Gollancz&companyId=4');
    await screen.findByRole('heading', { level: 1, name: 'New license' }, { timeout: 5000 });
    const user = userEvent.setup();
    expect(companyBox()).toHaveValue('Gollancz');
    await typeInto(user, titleBox(), 'Dune');
    await user.click(await screen.findByRole('option', { name: 'Dune' }));
    await user.type(screen.getByLabelText(/Contract date/), '2024-03-15');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(bodiesOf(spy, 'POST /api/licenses')).toEqual([expect.objectContaining({ company: 'Gollancz', companyId: 4, title: 'Dune', titleId: 3 })]));
  });

  it('submit marks the required fields and sends nothing while errors exist', async () => {
    const { user, spy } = await openNew();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Title is required')).toBeVisible();
    expect(screen.getByText('Company is required')).toBeVisible();
    expect(screen.getByText('Contract date is required')).toBeVisible();
    expect(callsOf(spy).filter((c) => c.startsWith('POST /api/licenses'))).toEqual([]);
    // on change: typing removes the message, clearing brings it back
    await typeInto(user, titleBox(), 'X');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('a refused submit scrolls to the first field in error and focuses it, whoever refused', async () => {
    quietErrors();
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.querySelector('label')?.textContent?.replace('*', '').trim() ?? '');
    });
    const { user } = await openNew({
      'POST /api/licenses': () => json(422, { message: 'Validation failed', errors: { company: 'Unknown company: choose one from the list or type a new name' } }),
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(titleBox()).toHaveFocus();
    expect(scrolled).toEqual(['Title']);
    // the server's refusal too
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Unknown company/)).toBeVisible();
    await waitFor(() => expect(companyBox()).toHaveFocus());
    expect(scrolled).toEqual(['Title', 'Company']);
  }, 15_000); // two submits, one answered by the server, and a lot of typing

  it('asks for suggestions from the 3rd character only', async () => {
    const { user, spy } = await openNew();
    await typeInto(user, titleBox(), 'Du');
    await new Promise((r) => setTimeout(r, 350));
    expect(callsOf(spy).filter((c) => c.includes('/complete/'))).toEqual([]);
    await typeInto(user, titleBox(), 'n');
    expect(await screen.findByRole('option', { name: 'Dune Messiah' })).toBeVisible();
    expect(callsOf(spy)).toContain('GET /api/titles/complete/Dun');
  });

  it('sends the picked title by id, the typed company by name, the advance as a number, nothing empty', async () => {
    const { user, spy, router } = await openNew();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Advance / flat fee'), '1500.5');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/licenses'));
    expect(bodiesOf(spy, 'POST /api/licenses')).toEqual([
      { title: 'Dune', titleId: 3, company: 'Maison Neuve', contractDate: '2024-03-15', signed: false, status: 'draft', exclusive: true, announce: false, territory: { world: true, include: [], exclude: [] }, advance: 1500.5, currency: 'EUR', accountingPeriod: 'half_year', statementDays: 90 },
    ]);
  });

  it('asks before creating a license the same as one created a moment ago (a second click, Back then Submit)', async () => {
    // as the form leaves it after a save of these very terms
    rememberCreated({ title: 'Dune', titleId: 3, company: 'Maison Neuve', contractDate: '2024-03-15', signed: false, status: 'draft', territory: { world: true, include: [], exclude: [] }, exclusive: true, announce: false, accountingPeriod: 'half_year', statementDays: 90 });
    const { user, spy, router } = await openNew();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Save the same license again?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(bodiesOf(spy, 'POST /api/licenses')).toEqual([]);
    expect(router.state.location.pathname).toBe('/licenses/new');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Save the same license again?' })).getByRole('button', { name: 'Save another' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/licenses'));
    expect(bodiesOf(spy, 'POST /api/licenses')).toHaveLength(1);
    // the one just created is remembered: the same terms again would ask again
    expect(createdJustNow({ title: 'Dune', titleId: 3, company: 'Maison Neuve', contractDate: '2024-03-15', signed: false, status: 'draft', territory: { world: true, include: [], exclude: [] }, exclusive: true, announce: false, accountingPeriod: 'half_year', statementDays: 90 })).toBe(true);
    expect(createdJustNow({ title: 'Dune', titleId: 3, company: 'Maison Neuve', contractDate: '2024-03-16', signed: false })).toBe(false);
  });

  it('a name that names nothing is created only once chosen, the close names offered first (retyping a picked name clears its id)', async () => {
    const { user, spy, router } = await openNew({ 'GET /api/titles/similar/Dune%20Messiah%20II': () => json(200, [{ id: 9, name: 'Dune Messiah' }]) });
    await fillRequired(user);
    await typeInto(user, titleBox(), ' Messiah II');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a title from the list, or create “Dune Messiah II”')).toBeVisible();
    const choice = screen.getByRole('group', { name: 'New title or an existing one' });
    expect(await within(choice).findByRole('button', { name: 'Dune Messiah' })).toBeVisible();
    expect(choice).toHaveTextContent('No title is named “Dune Messiah II”. Did you mean:');
    expect(bodiesOf(spy, 'POST /api/licenses')).toEqual([]);
    await user.click(within(choice).getByRole('button', { name: 'Create title “Dune Messiah II”' }));
    expect(within(choice).getByText('New title “Dune Messiah II” will be created on save')).toBeVisible();
    expect(screen.queryByText(/Choose a title from the list/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/licenses'));
    const [body] = bodiesOf(spy, 'POST /api/licenses') as Record<string, unknown>[];
    expect(body.title).toBe('Dune Messiah II');
    expect(body).not.toHaveProperty('titleId');
  });

  it('"Did you mean" picks the existing title in place of the typo, by id', async () => {
    const { user, spy, router } = await openNew({ 'GET /api/titles/similar/Dune%20Mesiah': () => json(200, [{ id: 9, name: 'Dune Messiah' }]) });
    await fillRequired(user);
    await user.clear(titleBox());
    await typeInto(user, titleBox(), 'Dune Mesiah');
    const choice = await screen.findByRole('group', { name: 'New title or an existing one' });
    await user.click(await within(choice).findByRole('button', { name: 'Dune Messiah' }));
    expect(titleBox()).toHaveValue('Dune Messiah');
    expect(screen.queryByRole('group', { name: 'New title or an existing one' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/licenses'));
    expect(bodiesOf(spy, 'POST /api/licenses')).toMatchObject([{ title: 'Dune Messiah', titleId: 9 }]);
  });

  it('uploads a chosen PDF as multipart (license JSON + file)', async () => {
    const { user, spy, router } = await openNew();
    await fillRequired(user);
    const file = new File(['%PDF-1.4\n%%EOF\n'], 'contract.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('PDF file'), file);
    expect(await screen.findByText(/uploaded on save/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/licenses'));
    const [body] = bodiesOf(spy, 'POST /api/licenses');
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(JSON.parse(form.get('license') as string)).toEqual({ title: 'Dune', titleId: 3, company: 'Maison Neuve', contractDate: '2024-03-15', signed: false, status: 'draft', exclusive: true, announce: false, territory: { world: true, include: [], exclude: [] }, accountingPeriod: 'half_year', statementDays: 90 });
    expect((form.get('file') as File).name).toBe('contract.pdf');
  });

  it('refuses a PNG named .pdf before uploading anything', async () => {
    const { user, spy } = await openNew();
    await fillRequired(user);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('PDF file'), png);
    expect(await screen.findByText('Only PDF files are allowed')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(callsOf(spy).filter((c) => c.startsWith('POST /api/licenses'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Clear the chosen file/ }));
    expect(screen.queryByText('Only PDF files are allowed')).not.toBeInTheDocument();
  });

  it('shows the size of a file over the limit so that the figure and the rule agree', async () => {
    const { user } = await openNew();
    expect(screen.getByText(`PDF only, up to 5 MB (${(5_242_880).toLocaleString()} bytes).`)).toBeVisible();
    const big = new File([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(5_244_479 - 9)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('PDF file'), big);
    expect(await screen.findByText('File size must not be more than 5MB')).toBeVisible();
    const line = screen.getByTestId('file-size');
    expect(line).toHaveTextContent(`${(5_244_479).toLocaleString()} bytes`);
    expect(line).toHaveTextContent(`more than the 5 MB (${(5_242_880).toLocaleString()} bytes) allowed`);
    expect(line.textContent).not.toMatch(/^5 MB/);
  });

  it('puts a 422 on its fields and a 413 on the file, and stays on the form', async () => {
    quietErrors();
    let status = 422;
    const { user, router } = await openNew({
      'POST /api/licenses': () =>
        status === 422
          ? json(422, { message: 'Validation failed', errors: { company: 'Unknown company: choose one from the list or type a new name' } })
          : json(413, { message: 'File size must not be more than 5MB' }),
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Unknown company: choose one from the list or type a new name')).toBeVisible();
    expect(router.state.location.pathname).toBe('/licenses/new');
    await typeInto(user, companyBox(), ' SA');
    expect(screen.queryByText(/Unknown company/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create company “Maison Neuve SA”' }));
    status = 413;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('File size must not be more than 5MB')).toBeVisible();
    expect(companyBox()).toHaveValue('Maison Neuve SA');
  });

  it('keeps the form and shows a toast naming the operation on other failures', async () => {
    quietErrors();
    const { user, router } = await openNew({ 'POST /api/licenses': () => new Response('boom', { status: 500, statusText: 'Internal Server Error' }) });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('failed to create license: 500 - Internal Server Error')).toBeVisible();
    expect(router.state.location.pathname).toBe('/licenses/new');
    expect(titleBox()).toHaveValue('Dune');
  });
});

describe('/licenses/edit/{id}', () => {
  it('shows nothing of the form until the license has loaded, then sends the full license with its id', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((r) => (release = r));
    const { spy } = licensesServer({ 'GET /api/licenses/12': async () => (await loaded, json(200, stored)) });
    signInAs();
    const { router } = renderApp('/licenses/edit/12');
    expect(await screen.findByText('Loading...')).toBeVisible();
    expect(screen.queryByRole('combobox')).toBeNull();
    release();
    expect(await screen.findByRole('combobox', { name: /^Title/ })).toHaveValue('Dune');
    expect(screen.getByTestId('file-name')).toHaveTextContent('contract.pdf');
    expect(screen.getByText('4 KB')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Commission'), ' net');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/licenses'));
    expect(bodiesOf(spy, 'PUT /api/licenses/12')).toEqual([
      { id: 12, title: 'Dune', titleId: 3, company: 'Gollancz', companyId: 4, commission: '10% net', contractDate: '2024-03-15', signed: true, status: 'signed', contractType: 'foreign_rights', language: 'fr', territory: { world: true, include: [], exclude: [] }, exclusive: true, announce: false, advance: 1500.5, currency: 'EUR', accountingPeriod: 'half_year', statementDays: 90 },
    ]);
  });

  it('says "No license id provided" without an id', async () => {
    quietErrors();
    licensesServer();
    signInAs();
    renderApp('/licenses/edit');
    expect(await screen.findByText('No license id provided')).toBeVisible();
  });

  it('says the license was not found for an unknown id', async () => {
    quietErrors();
    licensesServer();
    signInAs();
    renderApp('/licenses/edit/99');
    expect(await screen.findByText('License not found')).toBeVisible();
  });

  it('is read-only for viewers: no Update, no Replace/Remove, no delete', async () => {
    licensesServer();
    signInAs(['viewer']);
    renderApp('/licenses/edit/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'License' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Download/ })).toBeVisible();
    for (const name of ['Update', 'Submit', 'Replace', 'Remove', 'Delete license']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('shows viewers read-only controls: no select to change, no input hints, no placeholders', async () => {
    licensesServer({ 'GET /api/licenses/12': () => json(200, { ...stored, file: null }) });
    signInAs(['viewer']);
    renderApp('/licenses/edit/12');
    const form = await screen.findByRole('form', { name: 'License' });
    // selects have no read-only state: the value is shown as read-only text
    expect(within(form).queryByRole('combobox', { name: 'Contract type' })).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'Contract type' })).toHaveValue('Translation');
    expect(within(form).getByRole('textbox', { name: 'Currency' })).toHaveValue('EUR – Euro');
    for (const control of form.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([type=checkbox]):not([type=file]), textarea')) {
      expect(control, control.name).toHaveAttribute('readonly');
      expect(control.placeholder, control.name).toBe('');
    }
    expect(form.querySelectorAll('select')).toHaveLength(0);
    expect(within(form).queryByText(/Pick an existing|PDF only/)).toBeNull();
    expect(within(form).queryByRole('button', { name: /Choose PDF/ })).toBeNull();
    expect(within(form).getByText('No PDF attached')).toBeVisible();
    const signed = within(form).getByRole('checkbox', { name: 'Signed' });
    expect(signed).toBeChecked();
    await userEvent.setup().click(within(form).getByText('Signed'));
    expect(signed).toBeChecked();
  });
});

const emma: License = { ...stored, id: 13, title: 'Emma', company: 'Penguin', contractDate: '2023-05-02', advance: 99.5, currency: 'GBP', file: null, signed: false, status: 'draft' };
const listCalls = (spy: ReturnType<typeof licensesServer>['spy']) => listRequests(spy, '/api/licenses');
const pager = () => screen.findByRole('navigation', { name: 'Pages of licenses' });
const rowTitles = () => screen.getAllByTestId('license-row').map((row) => within(row).getAllByRole('link')[0]?.textContent);

describe('/licenses', () => {
  it('lists the first page from the server with labels, dates, money and totals; viewers get no "New license"', async () => {
    const { spy } = licensesServer({ 'GET /api/licenses': listing([stored, { ...emma, company: 'Gollancz', contractType: 'foreign_rights', currency: 'EUR' }]) });
    signInAs(['viewer']);
    renderApp('/licenses');
    const table = await screen.findByRole('table', { name: 'Licenses' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('Translation')).toHaveLength(2);
    expect(within(table).getByText('Draft')).toBeVisible();
    expect(within(table).getByRole('button', { name: 'Open the PDF contract.pdf' })).toBeVisible();
    expect(screen.getByTestId('advance-totals')).toHaveTextContent(`Advances:${new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(1600)}`);
    expect(within(await pager()).getByText('1–2 of 2 licenses')).toBeVisible();
    expect(listCalls(spy)).toEqual([{ sort: '-contractDate', limit: '50', offset: '0' }]);
    expect(screen.queryByRole('link', { name: 'New license' })).toBeNull();
  });

  it('searches and sorts through the server, keeping both in the address', async () => {
    const { spy } = licensesServer({ 'GET /api/licenses': listing([stored, emma]) });
    signInAs();
    const { router } = renderApp('/licenses');
    await screen.findByRole('table', { name: 'Licenses' });
    expect(rowTitles()).toEqual(['Dune', 'Emma']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Title' }));
    await waitFor(() => expect(rowTitles()).toEqual(['Emma', 'Dune']));
    expect(router.state.location.search).toBe('?sort=-title');
    await user.type(screen.getByRole('searchbox', { name: 'Search licenses' }), 'penguin');
    await waitFor(() => expect(rowTitles()).toEqual(['Emma']));
    expect(router.state.location.search).toBe('?sort=-title&q=penguin');
    expect(listCalls(spy).map((call) => `${call.q ?? ''} ${call.sort}`)).toEqual([' -contractDate', ' title', ' -title', 'penguin -title']);
  });

  it('filters by signed, currency, type and year through the server, kept in the address', async () => {
    const { spy } = licensesServer({ 'GET /api/licenses': listing([stored, { ...emma, contractType: 'ebook' }]) });
    signInAs();
    const { router } = renderApp('/licenses?size=25');
    await screen.findByRole('table', { name: 'Licenses' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Signed'), 'no');
    await waitFor(() => expect(rowTitles()).toEqual(['Emma']));
    expect(within(await pager()).getByText('1–1 of 1 license')).toBeVisible();
    expect(router.state.location.search).toBe('?size=25&signed=no');
    // the address's `no` is the server's `false`
    expect(listCalls(spy).at(-1)).toEqual({ sort: '-contractDate', limit: '25', offset: '0', signed: 'false' });
    await user.selectOptions(screen.getByLabelText('Signed'), '');
    await user.selectOptions(screen.getByLabelText('Year of contract date'), '2024');
    await waitFor(() => expect(rowTitles()).toEqual(['Dune']));
    await user.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    expect(await screen.findByText('No licenses match')).toBeVisible();
    expect(router.state.location.search).toBe('?size=25&year=2024&currency=GBP');
    expect(listCalls(spy).at(-1)).toEqual({ sort: '-contractDate', limit: '25', offset: '0', year: '2024', currency: 'GBP' });
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[1]!);
    await waitFor(() => expect(rowTitles()).toEqual(['Dune', 'Emma']));
    expect(router.state.location.search).toBe('?size=25');
    await user.selectOptions(screen.getByLabelText('Contract type'), 'ebook');
    await waitFor(() => expect(rowTitles()).toEqual(['Emma']));
    expect(router.state.location.search).toBe('?size=25&contractType=ebook');
  });

  it('shows no license, logged, for a filter in the address that the server refuses', async () => {
    const log = quietErrors();
    const { spy } = licensesServer({ 'GET /api/licenses': listing([stored, emma]) });
    signInAs();
    renderApp('/licenses?signed=maybe');
    expect(await screen.findByText('No licenses match')).toBeVisible();
    expect(listCalls(spy).at(-1)).toEqual({ sort: '-contractDate', limit: '50', offset: '0', signed: 'maybe' });
    expect(log).toHaveBeenCalledWith('get licenses error', expect.objectContaining({ status: 400 }));
  });

  it('pages with Next; the totals then say they are of this page', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ ...emma, id: 100 + i, title: `Book ${String(i + 1).padStart(2, '0')}`, contractDate: `2020-01-${String(30 - i).padStart(2, '0')}` }));
    const { spy } = licensesServer({ 'GET /api/licenses': listing(many) });
    signInAs();
    const { router } = renderApp('/licenses?size=25');
    expect(within(await pager()).getByText('1–25 of 30 licenses')).toBeVisible();
    expect(screen.getByTestId('advance-totals')).toHaveTextContent(/^Advances on this page:/);
    const user = userEvent.setup();
    await user.click(within(await pager()).getByRole('button', { name: 'Next' }));
    expect(await within(await pager()).findByText('26–30 of 30 licenses')).toBeVisible();
    await waitFor(() => expect(rowTitles()[0]).toBe('Book 26'));
    expect(router.state.location.search).toBe('?size=25&page=2');
    expect(listCalls(spy).at(-1)).toEqual({ sort: '-contractDate', limit: '25', offset: '25' });
  });

  it('exports every license matching the search and filters as CSV', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (void blob.text().then((t) => saved.push(t)), 'blob:csv')), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const messiah: License = { ...emma, title: 'Dune Messiah' }; // found by the search, but not signed
    const { spy } = licensesServer({ 'GET /api/licenses': listing([stored, messiah, emma]) });
    signInAs(['viewer']);
    renderApp('/licenses?q=dune&signed=yes&size=25');
    await screen.findByRole('table', { name: 'Licenses' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(listCalls(spy).at(-1)).toEqual({ q: 'dune', sort: '-contractDate', signed: 'true' });
    const lines = saved[0]!.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    // the import's own columns and values (rightsdesk import licenses), so that the file imports again
    expect(lines[0]).toBe(
      'title,company,agent,commission,contractDate,signed,status,contractType,language,territory,exclusive,reversionDate,endDate,' +
        'advance,currency,royalties,filesFee,publicationDate,printRun,retailPrice,notes,announce,accountingPeriod,statementDays',
    );
    expect(lines[1]).toBe('Dune,Gollancz,,10%,2024-03-15,true,signed,foreign_rights,fr,World,true,,,1500.5,EUR,,,,,,,false,,');
  });

  it('opens the PDF from the list with the bearer token, saving it under its name when pop-ups are blocked', async () => {
    const { spy } = licensesServer({
      'GET /api/licenses/12/file': () => new Response('%PDF-1.4\n%%EOF\n', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    signInAs(['viewer']);
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:contract'), revokeObjectURL: vi.fn() }));
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.getAttribute('href')!, download: this.download });
    });
    const { router } = renderApp('/licenses');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the PDF contract.pdf' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:contract', download: 'contract.pdf' }]));
    expect(open).toHaveBeenCalledWith('', '_blank');
    const [, init] = spy.mock.calls.find(([url]) => String(url).endsWith('/api/licenses/12/file'))!;
    expect((init?.headers as Record<string, string>).Authorization).toMatch(/^Bearer ey/);
    expect(router.state.location.pathname).toBe('/licenses'); // the row did not open
  });

  it('shows cards with the essentials at 375 px, sortable, and no table', async () => {
    vi.stubGlobal('innerWidth', 375);
    licensesServer({ 'GET /api/licenses': listing([stored, emma]) });
    signInAs(['viewer']);
    const { router } = renderApp('/licenses');
    const list = await screen.findByRole('list', { name: 'Licenses' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getAllByRole('link')[0]?.textContent)).toEqual(['Dune', 'Emma']); // newest contract first, then title
    const dune = cards[0]!;
    for (const text of ['Status', 'Signed', 'Language, territory', 'French · World', 'Gollancz', 'Translation', new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(1500.5)]) {
      expect(within(dune).getByText(text)).toBeVisible();
    }
    expect(within(dune).getByRole('button', { name: 'Open the PDF contract.pdf' })).toHaveTextContent('contract.pdf');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Advance');
    // still descending, now by advance: the largest amount first
    await waitFor(() => expect(router.state.location.search).toBe('?sort=-advance'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Dune'));
    await user.click(within(list).getAllByRole('listitem')[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/licenses/edit/13'));
  });

  it('says the licenses could not be loaded when the server fails, not that there are none', async () => {
    licensesServer({ 'GET /api/licenses': () => new Response('no', { status: 500, statusText: 'Internal Server Error' }) });
    signInAs();
    renderApp('/licenses');
    // after the query's two retries of a 5xx (lib/query-client.ts), a second or three
    expect(await screen.findByRole('heading', { name: 'The licenses could not be loaded' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('No licenses yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'New license' })).toBeVisible();
  });
});
