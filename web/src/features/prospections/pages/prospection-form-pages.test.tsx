import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { contractTypes } from '../../../lib/core';
import { listAnswer, type FakeList } from '../../../lib/testing/fake-list';
import { callsOf, json, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import type { TitleLicense as License } from '../api/prospection-types';
import type { Prospection } from '../api/prospection-types';
import { todayIso } from '../../../lib/today';
import { aProspection, bodiesOf, prospectionsServer, signInAs } from '../testing/fake-prospections-server';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

const gollancz = { id: 4, name: 'Gollancz', country: null, countryId: null, types: [], language: 'French', languageId: 'fr', address: null, notes: null, contacts: [{ id: 8, name: 'Jo Editor', email: 'jo@gollancz.example' }] };

const licensed: License = {
  id: 40,
  version: 1,
  title: 'Dune',
  titleId: 3,
  company: 'Hachette',
  companyId: 6,
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
  contractType: 'foreign_rights',
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
};

/** GET /licenses over `licenses`: the fields and the two filters these pages ask for. */
const licenseList: FakeList<License> = {
  text: (l) => l.title,
  sort: { contractDate: (l) => l.contractDate },
  defaultSort: '-contractDate',
  filters: {
    titleId: { accepts: (v) => /^\d+$/.test(v), keeps: (l, v) => String(l.titleId) === v },
    contractType: { accepts: (v) => contractTypes().some((o) => o.value === v), keeps: (l, v) => l.contractType === v },
  },
};

/** Dune's material files (title 3): a reading sample and a synopsis. */
const duneFiles = [
  { id: 21, titleId: 3, kind: 'sample', name: 'sample.pdf', size: 1200, createdAt: '2024-01-02T09:00:00Z' },
  { id: 22, titleId: 3, kind: 'synopsis', name: 'synopsis.pdf', size: 800, createdAt: '2024-01-03T09:00:00Z' },
];

const suggest = (...names: [number, string][]) => () => json(200, names.map(([id, name]) => ({ id, name })));

/** A fake server with the prospections `rows`, title and company completions, Gollancz and its contact; `routes` override. */
function pagesServer(rows: Prospection[] = [], routes: Record<string, Handler> = {}) {
  return prospectionsServer(rows, {
    'GET /api/titles/complete/Dun': suggest([3, 'Dune'], [9, 'Dune Messiah']),
    'GET /api/titles/complete/Emm': suggest([11, 'Emma']),
    'GET /api/companies/complete/Gol': suggest([4, 'Gollancz']),
    'GET /api/companies/4': () => json(200, gollancz),
    'GET /api/licenses': ({ url }) => listAnswer([], url, licenseList),
    'GET /api/licenses/40': () => json(200, { ...licensed, company: 'Gollancz', companyId: 4, signed: false }),
    ...routes,
  });
}

/**
 * Types into a combobox one `user.type` per character: user-event loses its caret when the
 * combobox writes the input's value back (real browsers do not).
 */
async function typeInto(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  for (const ch of text) await user.type(element, ch);
}

const titleBox = (n = 1) => screen.getByRole('combobox', { name: n === 1 ? /^Title(?! \d)/ : new RegExp(`^Title ${n}`) });
const companyBox = () => screen.getByRole('combobox', { name: /^Company/ });
/** The field (label, control, message) around `control`. */
const fieldOf = (control: HTMLElement) => control.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;

async function openNew(rows: Prospection[] = [], routes: Record<string, Handler> = {}) {
  const { spy } = pagesServer(rows, routes);
  signInAs();
  const app = renderApp('/prospections/new');
  await screen.findByRole('heading', { level: 1, name: 'New prospection' });
  return { spy, ...app, user: userEvent.setup() };
}

async function pick(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, typed: string, option: string) {
  await typeInto(user, box, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/prospections/new', () => {
  it('shows the core messages on blur and on submit, and sends nothing while they stand', async () => {
    const { user, spy } = await openNew();
    await user.click(titleBox());
    await user.click(companyBox());
    expect(await screen.findByText('Title is required')).toBeVisible();
    expect(screen.queryByText('Company is required')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Status'), 'sent');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Company is required')).toBeVisible();
    expect(screen.getByText('Sent date is required')).toBeVisible();
    expect(titleBox()).toHaveFocus();
    expect(callsOf(spy).filter((c) => c.startsWith('POST'))).toEqual([]);
    await typeInto(user, titleBox(), 'X');
    expect(screen.queryByText('Title is required')).toBeNull();
  });

  it('opens with the company of the company’s page that links here, as if picked: its contacts offered, its id sent', async () => {
    const { spy } = pagesServer();
    signInAs();
    const { router } = renderApp('/prospections/new?company=Gollancz&companyId=4');
    await screen.findByRole('heading', { level: 1, name: 'New prospection' });
    const user = userEvent.setup();
    expect(companyBox()).toHaveValue('Gollancz');
    await waitFor(() => expect(within(screen.getByLabelText('Contact')).getByRole('option', { name: 'Jo Editor – jo@gollancz.example' })).toBeInTheDocument());
    await pick(user, titleBox(), 'Dun', 'Dune');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
    expect(bodiesOf(spy, 'POST /api/prospections')).toEqual([expect.objectContaining({ company: 'Gollancz', companyId: 4, title: 'Dune', titleId: 3 })]);
  });

  it('offers a new prospection to send or sent only, for foreign rights unless told', async () => {
    await openNew();
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['To send', 'Sent']);
    expect(screen.getByLabelText('Right')).toHaveValue('foreign_rights');
  });

  it('fills the contacts and the language from the picked company, and the chase date a month after sending', async () => {
    const { user, spy, router } = await openNew();
    const contact = screen.getByLabelText('Contact');
    expect(within(contact).getAllByRole('option')).toHaveLength(1);
    await pick(user, titleBox(), 'Dun', 'Dune');
    await pick(user, companyBox(), 'Gol', 'Gollancz');
    await waitFor(() => expect(screen.getByLabelText('Language')).toHaveValue('fr'));
    await user.selectOptions(screen.getByLabelText('Contact'), 'Jo Editor – jo@gollancz.example');
    await user.selectOptions(screen.getByLabelText('Status'), 'sent');
    await user.type(screen.getByLabelText(/Sent date/), '2026-01-10');
    expect(screen.getByLabelText('Chase date')).toHaveValue('2026-02-09');
    await user.click(screen.getByRole('checkbox', { name: 'PDF' }));
    await user.type(screen.getByLabelText('Source'), 'Frankfurt 2026');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
    expect(bodiesOf(spy, 'POST /api/prospections')).toEqual([
      {
        title: 'Dune',
        titleId: 3,
        company: 'Gollancz',
        companyId: 4,
        contactId: 8,
        contractType: 'foreign_rights',
        language: 'fr',
        status: 'sent',
        sentDate: '2026-01-10',
        chaseDate: '2026-02-09',
        material: ['pdf'],
        materialFiles: [],
        source: 'Frankfurt 2026',
      },
    ]);
  }, 15_000);

  it('pitches two titles to the same company in one batch', async () => {
    const { user, spy, router } = await openNew();
    await pick(user, titleBox(), 'Dun', 'Dune');
    await user.click(screen.getByRole('button', { name: 'Add another title' }));
    await pick(user, titleBox(2), 'Emm', 'Emma');
    await typeInto(user, companyBox(), 'Maison Neuve');
    await user.click(await screen.findByRole('button', { name: 'Create company “Maison Neuve”' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
    expect(callsOf(spy).filter((c) => c.startsWith('POST'))).toEqual(['POST /api/prospections/batch']);
    const common = { company: 'Maison Neuve', contractType: 'foreign_rights', status: 'to_send', material: [], materialFiles: [] };
    expect(bodiesOf(spy, 'POST /api/prospections/batch')).toEqual([
      [
        { title: 'Dune', titleId: 3, ...common },
        { title: 'Emma', titleId: 11, ...common },
      ],
    ]);
    expect(await screen.findByText('2 prospections created')).toBeVisible();
  }, 15_000);

  it('offers the picked title’s material files beside the kinds, and forgets them for another title', async () => {
    const { user, spy, router } = await openNew([], { 'GET /api/titles/3/materials': () => json(200, duneFiles) });
    expect(screen.queryByRole('checkbox', { name: /sample\.pdf/ })).toBeNull();
    await pick(user, titleBox(), 'Dun', 'Dune');
    await user.click(await screen.findByRole('checkbox', { name: 'Reading sample: sample.pdf' }));
    expect(screen.getByRole('checkbox', { name: 'Synopsis: synopsis.pdf' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Reading sample: sample.pdf' })).toBeVisible();
    // Dune Messiah has no files: the choice goes, and so does what was ticked for Dune
    await user.clear(titleBox());
    await pick(user, titleBox(), 'Dun', 'Dune Messiah');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Reading sample: sample.pdf' })).toBeNull());
    await user.clear(titleBox());
    await pick(user, titleBox(), 'Dun', 'Dune');
    await user.click(await screen.findByRole('checkbox', { name: 'Synopsis: synopsis.pdf' }));
    await pick(user, companyBox(), 'Gol', 'Gollancz');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
    expect(bodiesOf(spy, 'POST /api/prospections')).toEqual([expect.objectContaining({ titleId: 3, material: [], materialFiles: [22] })]);
  }, 20_000);

  it('asks to pick or create an added title that names nothing, as the first one', async () => {
    const { user, spy, router } = await openNew([], {
      'GET /api/titles/similar/Emmma': suggest([11, 'Emma']),
    });
    await pick(user, titleBox(), 'Dun', 'Dune');
    await pick(user, companyBox(), 'Gol', 'Gollancz');
    await user.click(screen.getByRole('button', { name: 'Add another title' }));
    await typeInto(user, titleBox(2), 'Emmma');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(fieldOf(titleBox(2))).getByText('Choose a title from the list, or create “Emmma”')).toBeVisible();
    expect(callsOf(spy).filter((c) => c.startsWith('POST'))).toEqual([]);
    // the close name is offered first; picking it sends its id
    const choice = screen.getByRole('group', { name: 'New title or an existing one' });
    await user.click(await within(choice).findByRole('button', { name: 'Emma' }));
    await waitFor(() => expect(titleBox(2)).toHaveValue('Emma'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
    expect(bodiesOf(spy, 'POST /api/prospections/batch')).toEqual([
      [expect.objectContaining({ title: 'Dune', titleId: 3, companyId: 4 }), expect.objectContaining({ title: 'Emma', titleId: 11, companyId: 4 })],
    ]);
  }, 15_000);

  it('gives the pitch to the colleague chosen as owner, else to the one who records it', async () => {
    const { user, spy, router } = await openNew();
    await pick(user, titleBox(), 'Dun', 'Dune');
    await typeInto(user, companyBox(), 'Maison Neuve');
    await user.click(await screen.findByRole('button', { name: 'Create company “Maison Neuve”' }));
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    expect(owner).toHaveDisplayValue('Me');
    await waitFor(() => expect(within(owner).getByRole('option', { name: 'Bruno Costa' })).toBeInTheDocument());
    // the signed-in Alice is "Me", not listed a second time under her name
    expect(within(owner).getAllByRole('option').map((o) => o.textContent)).toEqual(['Me', 'Bruno Costa']);
    await user.selectOptions(owner, 'Bruno Costa');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
    expect(bodiesOf(spy, 'POST /api/prospections')).toEqual([
      { title: 'Dune', titleId: 3, company: 'Maison Neuve', contractType: 'foreign_rights', status: 'to_send', material: [], materialFiles: [], ownerId: 8 },
    ]);
  });

  it('puts a batch 422 on the title it names, and checks an added title as the first', async () => {
    quietErrors();
    const { user, router } = await openNew([], {
      'POST /api/prospections/batch': () => json(422, { message: 'Validation failed', errors: { '1.title': 'Unknown title: choose one from the list or type a new name' } }),
    });
    await pick(user, titleBox(), 'Dun', 'Dune');
    await user.click(screen.getByRole('button', { name: 'Add another title' }));
    await typeInto(user, companyBox(), 'Gollancz');
    await user.click(await screen.findByRole('button', { name: 'Create company “Gollancz”' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(fieldOf(titleBox(2))).getByText('Title is required')).toBeVisible();
    expect(titleBox(2)).toHaveFocus();
    await typeInto(user, titleBox(2), 'Emma');
    await user.click(await screen.findByRole('button', { name: 'Create title “Emma”' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText(/Unknown title/);
    expect(fieldOf(titleBox(2))).toContainElement(message);
    expect(fieldOf(titleBox())).not.toContainElement(message);
    await waitFor(() => expect(titleBox(2)).toHaveFocus());
    expect(router.state.location.pathname).toBe('/prospections/new');
    // removing the added title takes its message along, and a single title is created alone
    await user.click(screen.getByRole('button', { name: 'Remove title 2' }));
    expect(screen.queryByText(/Unknown title/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
  }, 15_000);

  it('warns, without blocking, that the title is licensed for that right or already offered to that company', async () => {
    const open = aProspection({ id: 21, status: 'reading' });
    const closed = aProspection({ id: 22, status: 'declined', declineReason: 'price' });
    const audio = aProspection({ id: 23, contractType: 'audio' });
    const { user, spy, router } = await openNew([open, closed, audio], {
      'GET /api/licenses': ({ url }) => listAnswer([licensed, { ...licensed, id: 41, title: 'Dune Messiah', titleId: 9 }, { ...licensed, id: 42, contractType: 'audio' }], url, licenseList),
    });
    await pick(user, titleBox(), 'Dun', 'Dune');
    const warning = (await screen.findByText('“Dune” is already licensed for Translation')).closest<HTMLElement>('[role="status"]')!;
    expect(within(warning).getAllByRole('listitem')).toHaveLength(1);
    expect(within(warning).getByRole('link', { name: 'open the license' })).toHaveAttribute('href', '/licenses/edit/40');
    // beside the title it is about: right after its field, before the company's (not down by Submit)
    expect(titleBox().compareDocumentPosition(warning) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(warning.compareDocumentPosition(companyBox()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await pick(user, companyBox(), 'Gol', 'Gollancz');
    await waitFor(() => expect(within(warning).getAllByRole('listitem')).toHaveLength(2));
    expect(within(warning).getByText(/Offered to Gollancz \(Reading\)/)).toBeVisible();
    expect(within(warning).getByRole('link', { name: 'open the prospection' })).toHaveAttribute('href', '/prospections/edit/21');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
    expect(bodiesOf(spy, 'POST /api/prospections')).toHaveLength(1);
  }, 15_000);
});

describe('/prospections/edit/{id}', () => {
  async function openEdit(prospection: Prospection, role: 'editor' | 'viewer' = 'editor') {
    const { spy } = pagesServer([prospection]);
    signInAs(role);
    const app = renderApp(`/prospections/edit/${prospection.id}`);
    await screen.findByRole('form');
    return { spy, ...app, user: userEvent.setup() };
  }
  const steps = () => within(screen.getByRole('group', { name: 'Next steps' })).getAllByRole('button').map((b) => b.textContent?.trim());

  it('offers only the steps core allows from the status', async () => {
    await openEdit(aProspection({ status: 'sent' }));
    expect(screen.getByTestId('prospection-status')).toHaveTextContent('Sent');
    expect(steps()).toEqual(['Reading', 'Interested', 'Log an offer', 'Chased today', 'Decline', 'Expired', 'Withdraw']);
    expect(within(screen.getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sent', 'Reading', 'Interested', 'Offer', 'Declined', 'Expired', 'Withdrawn']);
  });

  it('offers an interested prospection an option and the license', async () => {
    await openEdit(aProspection({ status: 'interested' }));
    expect(steps()).toEqual(['Grant option', 'Log an offer', 'Convert to license', 'Chased today', 'Decline', 'Expired', 'Withdraw']);
  });

  it('offers an option the offer its empty offers list points at', async () => {
    await openEdit(aProspection({ status: 'option', optionExpiry: '2099-01-31' }));
    expect(steps()).toContain('Log an offer');
    expect(screen.getByText(/Offers logged with “Log an offer” are listed here/)).toBeVisible();
  });

  it('offers a planned prospection to be sent or withdrawn', async () => {
    await openEdit(aProspection({ status: 'to_send', sentDate: null, chaseDate: null }));
    expect(steps()).toEqual(['Mark sent', 'Withdraw']);
  });

  it('shows a licensed prospection its license, and no step', async () => {
    await openEdit(aProspection({ status: 'licensed', licenseId: 40 }));
    expect(screen.queryByRole('group', { name: 'Next steps' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the license' })).toHaveAttribute('href', '/licenses/edit/40');
  });

  it('reopens a closed prospection, and the form follows the move', async () => {
    const { user, spy } = await openEdit(aProspection({ status: 'declined', declineReason: 'price' }));
    expect(steps()).toEqual(['Reopen as sent', 'Reopen as interested']);
    await user.click(screen.getByRole('button', { name: 'Reopen as interested' }));
    await waitFor(() => expect(screen.getByTestId('prospection-status')).toHaveTextContent('Interested'));
    expect(bodiesOf(spy, 'PUT /api/prospections/1')).toMatchObject([{ status: 'interested' }]);
    // an update would not move it back
    expect(screen.getByLabelText('Status')).toHaveValue('interested');
  });

  it('logs an offer checked with the core rules, then lists it', async () => {
    const { user, spy } = await openEdit(aProspection({ status: 'reading', currency: 'EUR' }));
    expect(screen.getByText(/No offers yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Log an offer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Log an offer' });
    expect(within(dialog).getByLabelText(/Received/)).toHaveValue(todayIso());
    await user.click(within(dialog).getByRole('button', { name: 'Log offer' }));
    expect(within(dialog).getByText('Advance is required')).toBeVisible();
    expect(callsOf(spy)).not.toContain('POST /api/prospections/1/offers');
    await user.type(within(dialog).getByLabelText(/Advance/), '4000');
    await user.type(within(dialog).getByLabelText('Royalties'), '8%');
    await user.click(within(dialog).getByRole('button', { name: 'Log offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(spy, 'POST /api/prospections/1/offers')).toEqual([{ receivedDate: todayIso(), advance: 4000, currency: 'EUR', royalties: '8%' }]);
    const offers = screen.getByRole('list', { name: 'Offers' });
    expect(within(offers).getByText(new Intl.NumberFormat(undefined, { style: 'currency', currency: 'EUR' }).format(4000))).toBeVisible();
    expect(within(offers).getByText('Pending')).toBeVisible();
    expect(screen.getByTestId('prospection-status')).toHaveTextContent('Offer');
  }, 15_000);

  it('converts to a license after confirming, then opens the license', async () => {
    const { user, spy, router } = await openEdit(aProspection({ status: 'offer', offers: [{ id: 1, receivedDate: '2026-02-02', advance: 4000, currency: 'EUR', royalties: null, notes: null, status: 'pending' }] }));
    await user.click(screen.getByRole('button', { name: /Convert to license/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to a license?' });
    expect(dialog).toHaveTextContent(/latest offer/);
    // No other pitch of the right: nothing to decline, nothing offered.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/licenses/edit/40'));
    expect(bodiesOf(spy, 'POST /api/prospections/1/convert')).toEqual([{ declineOthers: false }]);
    expect(await screen.findByText('License created')).toBeVisible();
  });

  it('warns before saving when the right it offers is sold, with a link to the license; not about itself', async () => {
    const sold = { state: 'sold', reasons: [{ kind: 'license', id: 7, company: 'Hanser Verlag', status: 'signed', exclusive: true, until: '2031-12-31' }] };
    const asked: string[] = [];
    pagesServer([aProspection({ language: 'de', status: 'sent' })], {
      'GET /api/titles/3/availability': ({ url }) => {
        asked.push(url);
        const language = new URL(url, 'http://localhost').searchParams.get('language');
        // German is sold; French is under this very prospection's option.
        return json(200, language === 'de' ? sold : { state: 'optioned', reasons: [{ kind: 'prospection', id: 1, company: 'Gollancz', status: 'option', exclusive: null, until: '2099-01-01' }] });
      },
    });
    signInAs('editor');
    renderApp('/prospections/edit/1');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(await screen.findByText('Translation, German is sold (Sold)')).toBeVisible();
    expect(screen.getByRole('link', { name: /License to Hanser Verlag · Signed · exclusive/ })).toHaveAttribute('href', '/licenses/edit/7');
    expect(asked[0]).toBe('/api/titles/3/availability?contractType=foreign_rights&language=de');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'fr');
    await waitFor(() => expect(asked).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(/is sold/)).toBeNull());
    expect(screen.queryByText(/is under option/)).toBeNull();
  }, 30_000);

  it('lists the other open pitches of the right and declines them as sold elsewhere unless unticked', async () => {
    const italian = { titleId: 3, title: 'Dune', contractType: 'foreign_rights', language: 'it' };
    const { spy, router } = await (async () => {
      const { spy } = pagesServer([
        aProspection({ id: 1, ...italian, status: 'option', optionExpiry: '2099-01-01' }),
        aProspection({ id: 2, ...italian, company: 'Mondadori', companyId: 8, status: 'sent' }),
        aProspection({ id: 3, ...italian, company: 'Einaudi', companyId: 9, status: 'reading', language: null }),
        aProspection({ id: 4, ...italian, company: 'Hanser', companyId: 10, status: 'sent', language: 'de' }),
        aProspection({ id: 5, ...italian, company: 'Audible', companyId: 11, status: 'sent', contractType: 'audio' }),
        aProspection({ id: 6, ...italian, company: 'Feltrinelli', companyId: 12, status: 'declined', declineReason: 'price' }),
      ]);
      signInAs('editor');
      const app = renderApp('/prospections/edit/1');
      await screen.findByRole('form');
      return { spy, ...app };
    })();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Convert to license/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert to a license?' });
    const others = await within(dialog).findByRole('region', { name: 'Other pitches of this right' });
    expect(within(others).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Einaudi · Reading', 'Mondadori · Sent · Italian']);
    expect(within(others).getByRole('checkbox', { name: 'Decline them as “Sold elsewhere”' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Convert' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/licenses/edit/40'));
    expect(bodiesOf(spy, 'POST /api/prospections/1/convert')).toEqual([{ declineOthers: true }]);
    expect(await screen.findByText(/2 other pitches declined as sold elsewhere/)).toBeVisible();
  });

  it('sends the full prospection with its id on update, keeping its owner and last chase', async () => {
    const { user, spy, router } = await openEdit(aProspection({ lastChasedDate: '2026-02-01', notes: 'Keen' }));
    expect(screen.getByLabelText('Last chased')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Notes'), ' on crime');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
    expect(bodiesOf(spy, 'PUT /api/prospections/1')).toEqual([
      {
        id: 1,
        title: 'Dune',
        titleId: 3,
        company: 'Gollancz',
        companyId: 4,
        contractType: 'foreign_rights',
        status: 'sent',
        sentDate: '2024-01-10',
        lastChasedDate: '2026-02-01',
        material: [],
        materialFiles: [],
        ownerId: 7,
        notes: 'Keen on crime',
      },
    ]);
  });

  it('shows the files sent as links that open their PDF', async () => {
    quietErrors(); // jsdom has no window.open: the PDF is saved instead
    const { spy } = pagesServer([aProspection({ materialFiles: [22] })], {
      'GET /api/titles/3/materials': () => json(200, duneFiles),
      'GET /api/titles/3/materials/22/file': () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf'), revokeObjectURL: vi.fn() }));
    signInAs('viewer');
    renderApp('/prospections/edit/1');
    const user = userEvent.setup();
    const link = await screen.findByRole('button', { name: 'Synopsis: synopsis.pdf' });
    expect(screen.queryByRole('button', { name: 'Reading sample: sample.pdf' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /synopsis/ })).toBeNull();
    await user.click(link);
    await waitFor(() => expect(callsOf(spy)).toContain('GET /api/titles/3/materials/22/file'));
  });

  it('names an owner deactivated since, and keeps them on update', async () => {
    const { user, spy, router } = await openEdit(aProspection({ ownerId: 12, owner: 'Zoé Leroy' }));
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(owner).toHaveDisplayValue('Zoé Leroy (deactivated)'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
    expect(bodiesOf(spy, 'PUT /api/prospections/1')[0]).toMatchObject({ ownerId: 12 });
  });

  it('deletes after confirming', async () => {
    const { user, spy, router } = await openEdit(aProspection());
    await user.click(screen.getByRole('button', { name: /Delete prospection/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections'));
    expect(callsOf(spy)).toContain('DELETE /api/prospections/1');
  });

  it('is read-only for viewers: no steps, no update, no delete', async () => {
    await openEdit(aProspection({ status: 'interested', material: ['pdf'] }), 'viewer');
    expect(screen.getByRole('heading', { level: 1, name: 'Prospection' })).toBeVisible();
    expect(screen.getByTestId('prospection-status')).toHaveTextContent('Interested');
    expect(screen.queryByRole('group', { name: 'Next steps' })).toBeNull();
    for (const name of [/Update/, /Delete/, /Convert/, /Chased today/]) expect(screen.queryByRole('button', { name })).toBeNull();
    const form = screen.getByRole('form', { name: 'Prospection' });
    expect(form.querySelectorAll('select')).toHaveLength(0);
    expect(within(form).queryByRole('checkbox')).toBeNull();
    expect(within(form).getByText('PDF')).toBeVisible();
  });

  it('says the prospection was not found for an unknown id', async () => {
    quietErrors();
    pagesServer();
    signInAs();
    renderApp('/prospections/edit/99');
    expect(await screen.findByText('Prospection not found')).toBeVisible();
  });
});
