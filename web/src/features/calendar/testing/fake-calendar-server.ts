import { json, type Handler } from '../../../test/fake-server';
import { aliceServer } from '../../../test/server-fixtures';
import type { CalendarEntry, TeamEvent } from '../api/calendar-types';
import { plusDays, todayIso } from '../../../lib/today';

/** A calendar entry: Dune's chase for Gallimard on 2026-10-14 (prospection 5); `fields` override. */
export const anEntry = (fields: Partial<CalendarEntry> = {}): CalendarEntry => ({
  id: 'chase-5',
  kind: 'chase',
  start: '2026-10-14',
  end: '2026-10-14',
  allDay: true,
  title: 'Dune → Gallimard',
  entityType: 'prospection',
  entityId: 5,
  movable: true,
  ...fields,
});

/** A stored event: the Frankfurt Book Fair, 14 to 18 October 2026 (event 7); `fields` override. */
export const anEvent = (fields: Partial<TeamEvent> = {}): TeamEvent => ({
  id: 7,
  version: 1,
  title: 'Frankfurt Book Fair',
  start: '2026-10-14',
  end: '2026-10-18',
  allDay: true,
  location: 'Hall 5.0',
  companyId: null,
  company: null,
  contactId: null,
  contact: null,
  notes: null,
  ...fields,
});

/** The fair as the calendar lists it. */
export const fairEntry = anEntry({ id: 'event-7', kind: 'event', start: '2026-10-14', end: '2026-10-18', title: 'Frankfurt Book Fair', entityType: 'event', entityId: 7 });

export const gallimard = { id: 4, name: 'Gallimard', country: null, countryId: null, types: [], language: null, languageId: null, address: null, notes: null, contacts: [{ id: 8, name: 'Anne Leroy', email: 'anne@gallimard.example' }] };

const history = () => new Response('[]', { headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' } });

/**
 * A fake server with the calendar's `entries` (whatever the window), event 7 (`event`), Gallimard
 * and its contact, the history and the feed; `routes` override.
 */
export function calendarServer(
  entries: CalendarEntry[] = [anEntry(), fairEntry],
  routes: Record<string, Handler> = {},
  event: TeamEvent = anEvent(),
  overdue: CalendarEntry[] = [],
) {
  return aliceServer({
    // the window of the overdue list (up to yesterday) answers `overdue`; any other, `entries`
    'GET /api/calendar': ({ url }) => json(200, new URL(url, 'http://localhost').searchParams.get('to') === plusDays(todayIso(), -1) ? overdue : entries),
    'GET /api/events/7': () => json(200, event),
    'GET /api/companies/4': () => json(200, gallimard),
    'GET /api/companies/complete/Gal': () => json(200, [{ id: 4, name: 'Gallimard' }]),
    'GET /api/activity': history,
    'GET /api/calendar/feed': () => json(200, { url: 'http://127.0.0.1/feeds/first.ics' }),
    ...routes,
  });
}
