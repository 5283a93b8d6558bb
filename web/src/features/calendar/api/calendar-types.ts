import type { CalendarEntry } from '../../../generated/CalendarEntry';
import type { CalendarKind } from '../../../generated/CalendarKind';
import type { Event as WireEvent } from '../../../generated/Event';
import type { Payload, Stored } from '../../../lib/wire';

export type { CalendarEntry, CalendarKind };

/** A team event as the server answers it (docs/http.md, "Calendar and feed"), with its company's and contact's names. */
export type TeamEvent = Stored<WireEvent>;

/** The body of a create or update: the names of company and contact are the server's; `id` only on update. */
export type EventPayload = Payload<Omit<WireEvent, 'company' | 'contact'>>;

/** Days from `from` to `to`, both included, `YYYY-MM-DD`: what the calendar shows. */
export interface DayRange {
  from: string;
  to: string;
}

/** The query-key root of every calendar query. */
const CALENDAR_KEY = ['calendar'] as const;

export const calendarKeys = {
  /** Every window of entries. */
  entries: () => [...CALENDAR_KEY, 'entries'] as const,
  window: (range: DayRange) => [...CALENDAR_KEY, 'entries', range] as const,
  event: (id: number) => [...CALENDAR_KEY, 'event', id] as const,
  /** Every list of events (a company's page), which event writes refresh. */
  events: () => [...CALENDAR_KEY, 'events'] as const,
  companyEvents: (companyId: number, range: DayRange) => [...CALENDAR_KEY, 'events', companyId, range] as const,
  feed: () => [...CALENDAR_KEY, 'feed'] as const,
};
