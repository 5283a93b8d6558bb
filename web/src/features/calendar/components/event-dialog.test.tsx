import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/ui/toaster';
import { callsOf, json, type Handler } from '../../../test/fake-server';
import { renderApp } from '../../../test/render';
import { bodiesOf, signInAs } from '../../prospections/testing/fake-prospections-server';
import { clearSession } from '../../../lib/session';
import { todayIso } from '../../../lib/today';
import { calendarServer } from '../testing/fake-calendar-server';

afterEach(() => {
  vi.restoreAllMocks();
  toaster.remove();
});

/** The calendar at `search`, with the fake server's event 7 (the fair) and `routes`. */
async function openCalendar(search: string, routes: Record<string, Handler> = {}, role: 'editor' | 'viewer' = 'editor') {
  const { spy } = calendarServer(undefined, {
    'POST /api/events': ({ body }) => json(200, { id: 9, company: null, contact: null, ...(body as object) }),
    'PUT /api/events/7': ({ body }) => json(200, body),
    'DELETE /api/events/7': () => json(200, { id: 7 }),
    ...routes,
  });
  signInAs(role);
  const app = renderApp(`/calendar${search}`);
  await screen.findByRole('heading', { level: 2, name: /\d{4}$/ });
  return { spy, ...app, user: userEvent.setup() };
}

const field = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByLabelText(name);

describe('the event editor', () => {
  it('keeps what was typed when the session ends, gives it back after signing in, and asks before closing drops it', async () => {
    const { user, router } = await openCalendar('?view=month&date=2026-10-01&event=7');
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.clear(field(dialog, 'Location'));
    await user.type(field(dialog, 'Location'), 'Hall 6');
    // the session ends under the dialog (expired, or signed out everywhere from elsewhere)
    act(() => clearSession('expired'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    signInAs('editor');
    await act(() => router.navigate('/calendar?view=month&date=2026-10-01&event=7'));
    const again = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(await within(again).findByRole('status', { name: 'Unsaved changes restored' })).toBeVisible();
    expect(field(again, 'Location')).toHaveValue('Hall 6');
    // Cancel asks first; kept, the typing stays; closed without saving, the draft goes
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Close without saving?' })).getByRole('button', { name: 'Cancel' }));
    // the question is gone (not merely closing, which a busy run can catch) before Escape asks again
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field(screen.getByRole('dialog', { name: 'Edit event' }), 'Location')).toHaveValue('Hall 6');
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Close without saving?' })).getByRole('button', { name: 'Discard and close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit event' })).toBeNull());
    expect(router.state.location.search).toBe('?view=month&date=2026-10-01');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
  });

  it('opens a new event typed when the session ended again after signing in, its draft restored, until it is saved', async () => {
    const { spy, user, router } = await openCalendar('?view=month&date=2026-10-01');
    await user.click(screen.getByRole('button', { name: /New event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    await user.type(field(dialog, /^Title/), 'Rights lunch');
    await user.type(field(dialog, 'Location'), 'Hall 6');
    act(() => clearSession('expired'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // signing in returns to the calendar, with nothing in the address to open: the draft opens it
    signInAs('editor');
    await act(() => router.navigate('/calendar?view=month&date=2026-10-01'));
    const again = await screen.findByRole('dialog', { name: 'New event' });
    expect(await within(again).findByRole('status', { name: 'Unsaved changes restored' })).toBeVisible();
    expect(field(again, /^Title/)).toHaveValue('Rights lunch');
    expect(field(again, 'Location')).toHaveValue('Hall 6');
    expect(field(again, /^Start/)).toHaveValue(todayIso());
    await user.click(within(again).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(spy, 'POST /api/events')).toEqual([{ title: 'Rights lunch', start: todayIso(), allDay: true, location: 'Hall 6' }]);
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
    // saved: coming back opens nothing
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/calendar?view=month&date=2026-10-01'));
    await screen.findByRole('heading', { level: 2, name: 'October 2026' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves a restored new event to its notice: discarded, it goes and does not come back', async () => {
    const { user, router } = await openCalendar('?view=month&date=2026-10-01');
    await user.click(screen.getByRole('button', { name: /New event/ }));
    await user.type(field(await screen.findByRole('dialog', { name: 'New event' }), /^Title/), 'Rights lunch');
    act(() => clearSession('forbidden'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    signInAs('editor');
    await act(() => router.navigate('/calendar?view=month&date=2026-10-01'));
    const again = await screen.findByRole('dialog', { name: 'New event' });
    await user.click(within(again).getByRole('button', { name: 'Discard changes' }));
    expect(field(again, /^Title/)).toHaveValue('');
    expect(within(again).queryByRole('status', { name: 'Unsaved changes restored' })).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('draft:'))).toEqual([]);
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => router.navigate('/'));
    await act(() => router.navigate('/calendar?view=month&date=2026-10-01'));
    await screen.findByRole('heading', { level: 2, name: 'October 2026' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the event the address names, with its history, and saves it whole', async () => {
    const { spy, user, router } = await openCalendar('?view=month&date=2026-10-01&event=7');
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    expect(field(dialog, /^Title/)).toHaveValue('Frankfurt Book Fair');
    expect(field(dialog, /^Start/)).toHaveValue('2026-10-14');
    expect(field(dialog, /^End/)).toHaveValue('2026-10-18');
    expect(within(dialog).getByRole('heading', { name: 'History' })).toBeVisible();
    expect(callsOf(spy)).toContain('GET /api/activity');
    await user.clear(field(dialog, 'Location'));
    await user.type(field(dialog, 'Location'), 'Hall 6.1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(spy, 'PUT /api/events/7')).toEqual([{ id: 7, title: 'Frankfurt Book Fair', start: '2026-10-14', end: '2026-10-18', allDay: true, location: 'Hall 6.1' }]);
    expect(router.state.location.search).toBe('?view=month&date=2026-10-01');
  });

  it("creates an event: core's messages as it is typed, a company and one of its contacts picked", async () => {
    const { spy, user } = await openCalendar('?view=month&date=2026-10-01');
    await user.click(screen.getByRole('button', { name: /New event/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    expect(field(dialog, /^Start/)).toHaveValue(todayIso());
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Event title is required')).toBeVisible();
    expect(callsOf(spy)).not.toContain('POST /api/events');
    await user.type(field(dialog, /^Title/), 'Lunch with Gallimard');
    expect(within(dialog).queryByText('Event title is required')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: 'All day' }));
    await user.clear(field(dialog, /^Start/));
    await user.type(field(dialog, /^Start/), '2026-10-15T12:30');
    await user.clear(field(dialog, /^End/));
    await user.type(field(dialog, /^End/), '2026-10-15T11:00');
    expect(within(dialog).getByText('End cannot be before the start')).toBeVisible();
    await user.clear(field(dialog, /^End/));
    await user.type(field(dialog, /^End/), '2026-10-15T14:00');
    const company = within(dialog).getByRole('combobox', { name: /^Company/ });
    for (const ch of 'Gal') await user.type(company, ch);
    await user.click(await within(dialog).findByRole('option', { name: 'Gallimard' }));
    const contact = field(dialog, 'Contact');
    await waitFor(() => expect(within(contact).getByRole('option', { name: 'Anne Leroy – anne@gallimard.example' })).toBeInTheDocument());
    await user.selectOptions(contact, 'Anne Leroy – anne@gallimard.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(spy, 'POST /api/events')).toEqual([
      { title: 'Lunch with Gallimard', allDay: false, start: '2026-10-15T12:30', end: '2026-10-15T14:00', companyId: 4, contactId: 8 },
    ]);
    expect(await screen.findByText('Event created')).toBeVisible();
  }, 20_000);

  it("shows the server's refusal on its field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openCalendar('?event=7', {
      'PUT /api/events/7': () => json(422, { message: 'Validation failed', errors: { location: 'Location must be at most 200 characters' } }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const message = await within(dialog).findByText('Location must be at most 200 characters');
    expect(field(dialog, 'Location').closest('[data-scope="field"][data-part="root"]')).toContainElement(message);
    expect(dialog).toBeVisible();
  });

  it('deletes the event after confirming', async () => {
    const { spy, user } = await openCalendar('?event=7');
    const dialog = await screen.findByRole('dialog', { name: 'Edit event' });
    await user.click(within(dialog).getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this event?' });
    expect(callsOf(spy)).not.toContain('DELETE /api/events/7');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(spy)).toContain('DELETE /api/events/7');
    expect(await screen.findByText('Event deleted')).toBeVisible();
  });

  it('shows viewers the event, and nothing to change it with', async () => {
    await openCalendar('?event=7', {}, 'viewer');
    const dialog = await screen.findByRole('dialog', { name: 'Event' });
    expect(field(dialog, /^Title/)).toHaveAttribute('readonly');
    for (const name of [/Save/, /Delete/]) expect(within(dialog).queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('button', { name: /New event/ })).toBeNull();
  });
});
