import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { createQueryClient } from '../../../lib/query-client';
import { renderApp } from '../../../test/render';
import { listRequests } from '../../../lib/testing/fake-list';
import { signInAs } from '../../prospections/testing/fake-prospections-server';
import { calendarQueryOptions } from '../api/get-calendar';
import { shownDays } from '../calendar-dates';
import { overdueQueryOptions } from '../components/overdue-list';
import { anEntry, calendarServer } from '../testing/fake-calendar-server';
import { prefetchCalendarPage } from './calendar-page';
import { HIDDEN_KINDS_KEY } from '../use-hidden-kinds';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

describe('/calendar', () => {
  it('asks the server for the days the month shows, and shows the entries', async () => {
    const { spy } = calendarServer();
    signInAs();
    const { router } = renderApp('/calendar?view=month&date=2026-10-01');
    expect(await screen.findByRole('heading', { level: 2, name: 'October 2026' })).toBeVisible();
    expect(await screen.findByText('Dune → Gallimard')).toBeInTheDocument();
    // the month's days, and the overdue list's year up to yesterday
    expect(listRequests(spy, '/api/calendar')).toContainEqual({ from: '2026-09-28', to: '2026-11-08' });
    expect(listRequests(spy, '/api/calendar')).toHaveLength(2);
    await waitFor(() => expect(router.state.location.search).toBe('?view=month&date=2026-10-01'));
  });

  it.each(['month', 'week', 'agenda'] as const)('knows the days FullCalendar shows in the %s view, which the page asks for before it draws', async (view) => {
    const { spy } = calendarServer();
    signInAs();
    // a Sunday, the 1st: the month's grid and the week start on the Monday before
    renderApp(`/calendar?view=${view}&date=2026-03-01`);
    await screen.findByRole('heading', { level: 2, name: /2026$/ });
    await waitFor(() => expect(listRequests(spy, '/api/calendar')).toContainEqual(shownDays(view, '2026-03-01')));
    expect(shownDays('month', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(shownDays('week', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(shownDays('agenda', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('has its days and the overdue list asked for by its prefetch, once each', async () => {
    const { spy } = calendarServer();
    signInAs();
    const queryClient = createQueryClient();
    await prefetchCalendarPage(queryClient, { params: {}, url: new URL('http://localhost/calendar?view=week&date=2026-10-14') });
    expect(queryClient.getQueryData(calendarQueryOptions({ from: '2026-10-12', to: '2026-10-18' }).queryKey)).toContainEqual(
      expect.objectContaining({ title: 'Dune → Gallimard' }),
    );
    expect(queryClient.getQueryData(overdueQueryOptions().queryKey)).toBeDefined();
    expect(listRequests(spy, '/api/calendar')).toHaveLength(2);
  });

  it('keeps the view and the period in the address, so Back returns to them', async () => {
    calendarServer();
    signInAs();
    const { router } = renderApp('/calendar?view=month&date=2026-10-01');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'October 2026' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Agenda' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=agenda&date=2026-10-01'));
    expect(await screen.findByRole('button', { name: /Chase\s*Dune → Gallimard/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    expect(router.state.location.search).toBe('?view=agenda&date=2026-11-01');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 2, name: 'October 2026' })).toBeVisible();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(document.querySelector('[role="cell"][data-date="2026-10-14"]')).not.toBeNull());
  });

  it('hides a kind with its switch in the legend, and remembers it', async () => {
    calendarServer();
    signInAs();
    const first = renderApp('/calendar?view=agenda&date=2026-10-01');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: /Dune → Gallimard/ })).toBeInTheDocument();
    const legend = screen.getByRole('group', { name: 'Show on the calendar' });
    await user.click(within(legend).getByRole('checkbox', { name: 'Chase' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Dune → Gallimard/ })).toBeNull());
    expect(screen.getAllByRole('button', { name: /Frankfurt Book Fair/ }).length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem(HIDDEN_KINDS_KEY)!)).toEqual(['title_publish', 'chase']);
    first.unmount();
    renderApp('/calendar?view=agenda&date=2026-10-01');
    expect(await screen.findByRole('checkbox', { name: 'Chase' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Event' })).toBeChecked();
    expect((await screen.findAllByRole('button', { name: /Frankfurt Book Fair/ })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Dune → Gallimard/ })).toBeNull();
  });

  it('hides the titles’ publish dates until asked, so that the deadlines show', async () => {
    const published = anEntry({ id: 'title_publish-3', kind: 'title_publish', title: 'Emma', entityType: 'title', entityId: 3, movable: false });
    calendarServer([anEntry(), published]);
    signInAs();
    renderApp('/calendar?view=agenda&date=2026-10-01');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: /Dune → Gallimard/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Emma/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Title published' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Title published' }));
    expect(await screen.findByRole('button', { name: /Emma/ })).toBeInTheDocument();
  });

  it('lists what is overdue from before the month shown, oldest first, each opening its record', async () => {
    const late = [anEntry({ id: 'chase-8', start: '2026-09-02', end: '2026-09-02', title: 'Emma → Seuil', entityId: 8 }), anEntry({ id: 'option_expiry-9', kind: 'option_expiry', start: '2026-08-30', end: '2026-08-30', title: 'Vol de nuit → Hanser', entityId: 9, movable: false })];
    calendarServer(undefined, {}, undefined, late);
    signInAs();
    const { router } = renderApp('/calendar?view=month&date=2026-10-01');
    const user = userEvent.setup();
    const overdue = await screen.findByRole('list', { name: 'Overdue' });
    expect(within(overdue).getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringMatching(/^Option ended: Vol de nuit → Hanser/),
      expect.stringMatching(/^Chase: Emma → Seuil/),
    ]);
    await user.click(within(overdue).getByRole('button', { name: /Emma → Seuil/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections/edit/8'));
  });

  it("opens a chase's prospection, and an event in the editor", async () => {
    calendarServer();
    signInAs();
    const { router } = renderApp('/calendar?view=agenda&date=2026-10-01');
    const user = userEvent.setup();
    await user.click((await screen.findAllByRole('button', { name: /Frankfurt Book Fair/ }))[0]!);
    expect(await screen.findByRole('dialog', { name: 'Edit event' })).toBeVisible();
    expect(router.state.location.search).toBe('?view=agenda&date=2026-10-01&event=7');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=agenda&date=2026-10-01'));
    await user.click(screen.getByRole('button', { name: /Dune → Gallimard/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prospections/edit/5'));
  });
});
