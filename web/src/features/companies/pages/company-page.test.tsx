import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { listAnswer, listRequests, type FakeList } from '../../../lib/testing/fake-list';
import { plusDays, todayIso } from '../../../lib/today';
import { json, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aliceServer } from '../../../test/server-fixtures';
import { anEvent } from '../../calendar/testing/fake-calendar-server';
import type { Company } from '../../contacts/types';
import type { License } from '../../licenses/api/license-types';
import { aProspection, signInAs } from '../../prospections/testing/fake-prospections-server';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

const day = (offset: number) => plusDays(todayIso(), offset);

const gollancz: Company = {
  id: 4,
  version: 2,
  name: 'Gollancz',
  country: 'France',
  countryId: 'FR',
  language: 'French',
  languageId: 'fr',
  types: ['publisher', 'audio_publisher'],
  address: '50 Victoria Embankment\nLondon',
  notes: 'Buys science fiction.',
  contacts: [
    { id: 10, name: 'Anne Dupont', email: 'anne@gollancz.example', role: 'Rights director', phone: '+44 20 7946 0000', languages: ['English'], languageIds: ['en'], notes: null },
    { id: 11, name: 'Marc Petit', email: null, role: null, phone: null, languages: [], languageIds: [], notes: null },
  ],
};

const license: License = {
  id: 40,
  version: 1,
  title: 'Dune',
  titleId: 3,
  company: 'Gollancz',
  companyId: 4,
  agent: 'Agence Solo',
  agentId: 8,
  commission: null,
  contractDate: '2021-03-15',
  signed: true,
  status: 'signed',
  reversionDate: null,
  language: null,
  territory: { world: true, include: [], exclude: [] },
  exclusive: true,
  announce: false,
  contractType: 'foreign_rights',
  endDate: day(60),
  advance: 5000,
  currency: 'EUR',
  royalties: null,
  filesFee: null,
  publicationDate: null,
  printRun: null,
  retailPrice: null,
  notes: null,
  file: null,
};
const overdue = aProspection({ id: 9, title: 'Emma', titleId: 5, status: 'sent', chaseDate: day(-3) });
const option = aProspection({
  id: 10,
  title: 'Dune',
  titleId: 3,
  status: 'option',
  optionExpiry: day(10),
  offers: [{ id: 1, receivedDate: day(-20), advance: 8000, currency: 'EUR', royalties: '8%', notes: null, status: 'pending' }],
});
const lunch = anEvent({ id: 21, title: 'Lunch with Anne', start: `${day(5)}T12:30`, end: `${day(5)}T14:00`, allDay: false, location: 'Rules', companyId: 4, company: 'Gollancz', contactId: 10, contact: 'Anne Dupont' });
const fair = anEvent({ id: 22, title: 'London Book Fair', start: day(-30), end: day(-28), allDay: true, location: 'Olympia', companyId: 4, company: 'Gollancz' });

const byCompany = <T extends { id: number; companyId: number | null }>(defaultSort: string): FakeList<T> => ({
  text: () => '',
  sort: { contractDate: () => null, updatedAt: (row) => row.id },
  defaultSort,
  filters: { companyId: { accepts: (value) => /^\d+$/.test(value), keeps: (row, value) => String(row.companyId) === value } },
});

/** The company's calls: the company, its licenses, prospections and events; `routes` override. */
function companyServer(routes: Record<string, Handler> = {}, { licenses = [license], prospections = [overdue, option], events = [lunch, fair] } = {}) {
  return aliceServer({
    'GET /api/companies/4': () => json(200, gollancz),
    'GET /api/licenses': ({ url }) => listAnswer(licenses, url, byCompany('-contractDate')),
    'GET /api/prospections': ({ url }) => listAnswer(prospections, url, byCompany('-updatedAt')),
    'GET /api/events': ({ url }) => {
      const companyId = new URL(url, 'http://localhost').searchParams.get('companyId');
      return json(200, events.filter((event) => String(event.companyId) === companyId));
    },
    'GET /api/activity': () => json(200, []),
    ...routes,
  }).spy;
}

const openPage = async (path = '/contacts/4') => {
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Gollancz' }, { timeout: 5000 });
  return { ...app, user: userEvent.setup() };
};

describe('/contacts/{id}, the company page', () => {
  it('shows what the company is and who works there, as text', async () => {
    companyServer();
    signInAs();
    await openPage();
    expect(screen.getByText('Publisher, Audio Publisher · France')).toBeVisible();
    const details = screen.getByRole('region', { name: 'Details' });
    const facts = within(details).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Country', 'France'],
      ['Types', 'Publisher, Audio Publisher'],
      ['Language', 'French'],
      ['Address', '50 Victoria Embankment\nLondon'],
      ['Notes', 'Buys science fiction.'],
    ]);
    const contacts = within(screen.getByRole('list', { name: 'Contacts at this company' })).getAllByRole('listitem');
    expect(contacts.map((item) => item.textContent)).toEqual(['Anne Dupont · Rights directoranne@gollancz.example+44 20 7946 0000English', 'Marc Petit']);
    expect(within(contacts[0]!).getByRole('link', { name: 'anne@gollancz.example' })).toHaveAttribute('href', 'mailto:anne@gollancz.example');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('gathers what is due with it, its licenses, prospections and offers, each name linking to its hub and each line to its record', async () => {
    const spy = companyServer();
    signInAs();
    await openPage();
    const due = await screen.findByRole('list', { name: 'Due on this company' });
    expect(within(due).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chase about Emma overdue since /),
      expect.stringMatching(/^Option on Dune ends on /),
      expect.stringMatching(/^License of Dune ends on /),
    ]);
    expect(within(due).getByRole('link', { name: 'Chase about Emma' })).toHaveAttribute('href', '/prospections/edit/9');
    expect(within(due).getByRole('link', { name: 'License of Dune ends' })).toHaveAttribute('href', '/licenses/edit/40');

    const licenses = within(screen.getByRole('region', { name: 'Licenses' })).getByRole('table', { name: 'Licenses' });
    expect(within(licenses).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/titles/edit/3');
    expect(within(licenses).getByRole('link', { name: 'Gollancz' })).toHaveAttribute('href', '/contacts/4');
    expect(within(licenses).getByRole('link', { name: 'Agence Solo' })).toHaveAttribute('href', '/contacts/8');
    expect(within(licenses).getByRole('link', { name: 'Open the license of Dune with Gollancz' })).toHaveAttribute('href', '/licenses/edit/40');
    expect(listRequests(spy, '/api/licenses')).toEqual([expect.objectContaining({ companyId: '4' })]);

    const prospections = within(screen.getByRole('region', { name: 'Prospections' })).getByRole('table', { name: 'Prospections' });
    expect(within(prospections).getByRole('link', { name: 'Emma' })).toHaveAttribute('href', '/titles/edit/5');
    expect(within(prospections).getByRole('link', { name: 'Open the prospection of Emma with Gollancz' })).toHaveAttribute('href', '/prospections/edit/9');
    expect(listRequests(spy, '/api/prospections')).toEqual([expect.objectContaining({ companyId: '4' })]);

    const offers = within(screen.getByRole('list', { name: 'Offers for this company' })).getAllByRole('listitem');
    expect(offers).toHaveLength(1);
    expect(offers[0]).toHaveTextContent(/^Dune: €8,000\.00, 8% · .* · Option · Pending$/);
    expect(within(offers[0]!).getByRole('link', { name: 'Dune' })).toHaveAttribute('href', '/titles/edit/3');
    expect(within(offers[0]!).getByRole('link', { name: '€8,000.00, 8%' })).toHaveAttribute('href', '/prospections/edit/10');

    // a new license or prospection from here starts with this company
    expect(screen.getByRole('link', { name: 'New license' })).toHaveAttribute('href', '/licenses/new?company=Gollancz&companyId=4');
    expect(screen.getByRole('link', { name: 'New prospection' })).toHaveAttribute('href', '/prospections/new?company=Gollancz&companyId=4');
  });

  it('lists its meetings and events, coming up and recent, from half a year back to half a year ahead, each opening in the calendar', async () => {
    const spy = companyServer();
    signInAs();
    await openPage();
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events with this company' });
    const [coming] = within(upcoming).getAllByRole('listitem');
    // a timed event's end on the same day is its time alone
    expect(coming).toHaveTextContent(/^Lunch with Anne · .+, 12:30\s?PM – 2:00\s?PM · Rules · with Anne Dupont$/);
    expect(within(coming!).getByRole('link', { name: 'Lunch with Anne' })).toHaveAttribute('href', `/calendar?date=${day(5)}&event=21`);
    const recent = within(screen.getByRole('list', { name: 'Recent events with this company' })).getAllByRole('listitem');
    expect(recent.map((item) => item.textContent)).toEqual([expect.stringMatching(/^London Book Fair · .+ – .+ · Olympia$/)]);
    expect(listRequests(spy, '/api/events')).toEqual([{ from: day(-180), to: day(180), companyId: '4' }]);
  });

  it('says so when nothing is due and nothing was done with the company yet', async () => {
    companyServer({}, { licenses: [], prospections: [], events: [] });
    signInAs();
    await openPage();
    expect(await screen.findByText('Nothing due on this company.')).toBeVisible();
    expect(screen.getByText('No license with this company yet.')).toBeVisible();
    expect(screen.getByText('Nothing offered to this company yet.')).toBeVisible();
    expect(screen.getByText('No offer received yet.')).toBeVisible();
    expect(await screen.findByText('No event with this company from six months ago to six months ahead.')).toBeVisible();
  });

  it('opens the company drawer with Edit, and shows the saved change', async () => {
    let stored = gollancz;
    const spy = companyServer({
      'GET /api/companies/4': () => json(200, stored),
      'PUT /api/companies/4': ({ body }) => {
        stored = { ...gollancz, name: (body as { name: string }).name, version: 3 };
        return json(200, stored);
      },
    });
    signInAs();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit company' });
    const name = within(drawer).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Gollancz UK');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gollancz UK' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit company' })).toBeNull());
    expect(spy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true);
  });

  it('goes back to the contacts after the company is deleted in its drawer', async () => {
    let deleted = false;
    companyServer({
      'GET /api/companies/4': () => (deleted ? json(404, { message: 'Not found' }) : json(200, gollancz)),
      'DELETE /api/companies/4': () => {
        deleted = true;
        return json(200, { id: 4 });
      },
      'GET /api/companies': () => json(200, []),
    });
    signInAs();
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit company' });
    await user.click(within(drawer).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete this company?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contacts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  });

  it('shows a viewer the company without Edit, New license or New prospection', async () => {
    companyServer();
    signInAs('viewer');
    await openPage();
    expect(await screen.findByRole('table', { name: 'Licenses' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New license' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New prospection' })).toBeNull();
  });

  it('says "Company not found" for an unknown id', async () => {
    companyServer({ 'GET /api/companies/99': () => json(404, { message: 'Not found' }) });
    signInAs();
    renderApp('/contacts/99');
    expect(await screen.findByRole('heading', { name: 'Company not found' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to contacts' })).toHaveAttribute('href', '/contacts');
  });
});
