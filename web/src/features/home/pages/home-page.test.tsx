import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anEntry } from '../../../components/history/testing/an-entry';
import type { ActivityEntry } from '../../../generated/ActivityEntry';
import { saveSession } from '../../../lib/session';
import { callsOf, json } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { aliceServer, cacheReferenceLists, signedIn } from '../../../test/server-fixtures';
import { signToken } from '../../../test/tokens';
import { aProspection } from '../../prospections/testing/fake-prospections-server';
import type { Dashboard, DueItem } from '../api/dashboard';

const STATUSES = ['to_send', 'sent', 'reading', 'interested', 'offer', 'option', 'licensed', 'declined', 'expired', 'withdrawn'];

/** A team's figures on 2026-03-15; `fields` override. */
const aDashboard = (fields: Partial<Dashboard> = {}): Dashboard => ({
  today: '2026-03-15',
  openProspections: 12,
  offersPending: [
    { currency: 'EUR', total: 12500, count: 3 },
    { currency: 'USD', total: 4000, count: 1 },
  ],
  optionsEnding: 2,
  licensesSigned: { thisYear: 5, lastYear: 9 },
  pipeline: STATUSES.map((status, i) => ({ status, count: i < 6 ? 2 : 1 })),
  licensesPerMonth: Array.from({ length: 12 }, (_, i) => ({ month: i < 9 ? `2025-${String(i + 4).padStart(2, '0')}` : `2026-0${i - 8}`, count: i % 3 })),
  due: [overdueChase, { kind: 'license_end', date: '2026-04-30', entityType: 'license', entityId: 4, name: 'Dune – Gallimard' }],
  moneyDueThisWeek: [{ currency: 'EUR', total: 2500, count: 1 }],
  paymentsOverdue: 1,
  statementsOverdue: 2,
  ...fields,
});

const overdueChase: DueItem = { kind: 'chase', date: '2026-03-10', entityType: 'prospection', entityId: 5, name: 'Dune → Gallimard' };

/** Nothing yet: every count zero, every status and month listed. */
const emptyDashboard = aDashboard({
  openProspections: 0,
  offersPending: [],
  optionsEnding: 0,
  licensesSigned: { thisYear: 0, lastYear: 0 },
  pipeline: STATUSES.map((status) => ({ status, count: 0 })),
  licensesPerMonth: aDashboard().licensesPerMonth.map(({ month }) => ({ month, count: 0 })),
  due: [],
  moneyDueThisWeek: [],
  paymentsOverdue: 0,
  statementsOverdue: 0,
});

const twoHoursAgo = () => new Date(Date.now() - 2 * 3_600_000).toISOString();
const moved = anEntry({ id: 2, action: 'move', entityType: 'prospection', entityId: 5, entityName: 'Dune → Gallimard', changes: { status: ['sent', 'offer'] } });

/** The fake server with the dashboard and the activity; `dashboard` is read at each call. */
function homeServer({ dashboard = () => aDashboard(), activity = [moved] }: { dashboard?: () => Dashboard; activity?: ActivityEntry[] } = {}) {
  return aliceServer({
    'GET /api/dashboard': () => json(200, dashboard()),
    'GET /api/activity': () =>
      new Response(JSON.stringify(activity.map((entry) => ({ ...entry, at: twoHoursAgo() }))), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(activity.length) },
      }),
    'POST /api/prospections/5/chase': () => json(200, aProspection({ id: 5, title: 'Dune', company: 'Gallimard', chaseDate: '2026-04-14', lastChasedDate: '2026-03-15' })),
  });
}

const signInAsViewer = () => {
  saveSession(signToken({ roles: ['viewer'] }), 'bob@example.com');
  cacheReferenceLists();
};

const linkTo = (name: RegExp | string) => screen.getByRole('link', { name }).getAttribute('href');

describe('home dashboard', () => {
  it('says "Welcome" on the first visit of a user, "Welcome back" on the next ones', async () => {
    homeServer();
    signedIn();
    cacheReferenceLists();
    const first = renderApp('/home');
    expect(await screen.findByText(/^Welcome,/)).toHaveTextContent('Welcome, Alice.');
    expect(await screen.findByRole('link', { name: /Open prospections\s*12/ })).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    first.unmount();
    renderApp('/home');
    expect(await screen.findByText(/^Welcome back,/)).toHaveTextContent('Welcome back, Alice.');
  });

  it('shows the figures, each a link to the list it counts', async () => {
    const { spy } = homeServer();
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    expect(await screen.findByRole('link', { name: /Open prospections\s*12/ })).toBeVisible();
    expect(callsOf(spy)).toContain('GET /api/dashboard');
    expect(linkTo(/Open prospections/)).toBe('/prospections?status=to_send,sent,reading,interested,offer,option');
    expect(linkTo(/Offers pending/)).toBe('/prospections?status=offer');
    expect(linkTo(/Options ending within 30 days\s*2/)).toBe('/prospections?optionEndsWithin=30');
    const signed = screen.getByRole('link', { name: /Licenses signed this year/ });
    expect(signed).toHaveTextContent(/this year5/);
    expect(signed).toHaveTextContent('9 in 2025');
    expect(signed).toHaveAttribute('href', '/licenses?signed=yes&year=2026');
  });

  it('lists the pending offers per currency, never summed', async () => {
    homeServer();
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    const card = await screen.findByRole('link', { name: /Offers pending/ });
    expect(within(card).getAllByTestId('offers-pending-line').map((line) => line.textContent)).toEqual(['€12,500.00 3 offers', '$4,000.00 1 offer']);
    expect(card).not.toHaveTextContent('16,500');
  });

  it('shows the money due this week and what is overdue, each opening the Money page', async () => {
    homeServer();
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    const due = await screen.findByRole('link', { name: /Money due this week/ });
    expect(due).toHaveTextContent('€2,500.00 1 payment');
    expect(due).toHaveAttribute('href', '/money');
    const overdue = screen.getByRole('link', { name: /^Overdue/ });
    expect(overdue).toHaveTextContent('1 payment');
    expect(overdue).toHaveTextContent('2 statements');
    expect(overdue).toHaveAttribute('href', '/money');
  });

  it('gives each pipeline bar a link to its status, and the licenses signed per month as a table', async () => {
    homeServer();
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    expect(await screen.findByRole('link', { name: 'Interested: 2 prospections' })).toHaveAttribute('href', '/prospections?status=interested');
    expect(linkTo('Withdrawn: 1 prospection')).toBe('/prospections?status=withdrawn');
    const table = await screen.findByRole('table', { name: 'Licenses signed per month' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: 'March 2026 2' })).toBeInTheDocument();
    // the bars, the oldest month first, each with its month and count
    const bars = screen.getByText('Apr 2025').closest('[aria-hidden="true"]') as HTMLElement;
    expect(within(bars).getAllByText(/^\w{3} \d{4}$/).map((month) => month.textContent)).toEqual([
      'Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026',
    ]);
  });

  it('marks an overdue chase, and "Chased today" records it and refreshes the page', async () => {
    let dashboard = aDashboard();
    const { spy } = homeServer({ dashboard: () => dashboard });
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    const [chase, licenseEnd] = await screen.findAllByTestId('due-item');
    expect(chase).toHaveTextContent(/Mar 10, 2026\s*overdue\s*Chase/);
    expect(within(chase!).getByRole('link', { name: 'Dune → Gallimard' })).toHaveAttribute('href', '/prospections/edit/5');
    expect(licenseEnd).toHaveTextContent('Apr 30, 2026License ends');
    expect(licenseEnd).not.toHaveTextContent('overdue');
    expect(within(licenseEnd!).getByRole('link', { name: 'Dune – Gallimard' })).toHaveAttribute('href', '/licenses/edit/4');
    expect(within(licenseEnd!).queryByRole('button')).not.toBeInTheDocument();

    dashboard = aDashboard({ due: aDashboard().due.slice(1) });
    await userEvent.setup().click(within(chase!).getByRole('button', { name: 'Chased today: Dune → Gallimard' }));
    expect(await screen.findByText('Dune → Gallimard: next chase on Apr 14, 2026')).toBeVisible();
    await waitFor(() => expect(screen.getAllByTestId('due-item')).toHaveLength(1));
    expect(callsOf(spy).filter((call) => call === 'POST /api/prospections/5/chase')).toHaveLength(1);
    expect(callsOf(spy).filter((call) => call === 'GET /api/dashboard')).toHaveLength(2);
    expect(callsOf(spy).filter((call) => call === 'GET /api/activity')).toHaveLength(2);
  });

  it('says when nothing is due', async () => {
    homeServer({ dashboard: () => aDashboard({ due: [] }) });
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    expect(await screen.findByText('Nothing due this week.')).toBeVisible();
  });

  it('shows the newest activity as sentences, each linking to its record', async () => {
    const { spy } = homeServer({
      activity: [moved, anEntry({ id: 1, action: 'create', entityType: 'company', entityId: 9, entityName: 'Gallimard' }), anEntry({ id: 0, action: 'delete', entityType: 'title', entityId: 3, entityName: 'Old title' })],
    });
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    const lines = within(await screen.findByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    // two hours ago: today, or yesterday just after midnight, at its local time
    const when = ' · (today|yesterday) at \\d';
    const texts = lines.map((line) => line.textContent);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toMatch(new RegExp(`^Dune → GallimardAlice Martin moved it from Sent to Offer${when}`));
    expect(texts[1]).toMatch(new RegExp(`^GallimardAlice Martin created this company${when}`));
    expect(texts[2]).toMatch(new RegExp(`^Old titleAlice Martin deleted this title${when}`));
    expect(within(lines[0]!).getByRole('link')).toHaveAttribute('href', '/prospections/edit/5');
    expect(within(lines[1]!).getByRole('link')).toHaveAttribute('href', '/contacts/9');
    expect(within(lines[2]!).queryByRole('link')).not.toBeInTheDocument();
    const asked = spy.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).find((url) => url.pathname === '/api/activity');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({ limit: '10' });
  });

  it('shows a team with no data yet its first steps instead of empty figures', async () => {
    homeServer({ dashboard: () => emptyDashboard, activity: [] });
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    const steps = within(await screen.findByRole('list', { name: 'First steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('link').getAttribute('href'))).toEqual(['/titles/new', '/contacts', '/prospections/new']);
    expect(steps[0]).toHaveTextContent('Add your first title');
    expect(steps[1]).toHaveTextContent('Add a company');
    expect(steps[2]).toHaveTextContent('Record your first prospection');
    expect(screen.queryByRole('link', { name: /Open prospections/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Due' })).not.toBeInTheDocument();
  });

  it('tells a viewer of a new team that its work will show here, without links to create', async () => {
    homeServer({ dashboard: () => emptyDashboard, activity: [] });
    signInAsViewer();
    renderApp('/home');
    expect(await screen.findByText(/Your team's work will show here/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add your first title' })).not.toBeInTheDocument();
  });

  it('gives a viewer what is due without "Chased today"', async () => {
    homeServer();
    signInAsViewer();
    renderApp('/home');
    const [chase] = await screen.findAllByTestId('due-item');
    expect(chase).toHaveTextContent('overdue');
    expect(screen.queryByRole('button', { name: /Chased today/ })).not.toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    homeServer({ dashboard: () => { throw new TypeError('Failed to fetch'); } });
    signedIn();
    cacheReferenceLists();
    renderApp('/home');
    expect(await screen.findByText('The figures could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
