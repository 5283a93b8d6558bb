import { normalizeEvent, validateEvent, type FieldErrors } from '../../lib/core';
import type { NamePick } from '../../lib/name-pick';
import type { EventPayload, TeamEvent } from './api/calendar-types';
import { plusHours } from './calendar-dates';
import type { Span } from './calendar-entries';

/** The event editor's fields as typed; `company` is the name shown, `companyId` the company picked. */
export interface EventFormValues {
  title: string;
  allDay: boolean;
  /** `YYYY-MM-DD` when all day, else `YYYY-MM-DDTHH:MM`, as the inputs give them. */
  start: string;
  end: string;
  location: string;
  companyId: number | null;
  company: string;
  contactId: number | null;
  contact: string;
  notes: string;
}

/** The fields a message can be shown under, in form order. */
export const EVENT_FIELDS = ['title', 'start', 'end', 'location', 'companyId', 'contactId', 'notes'] as const;

/** The company is picked from the team's (its messages show under its id); its contact goes with it. */
export const EVENT_COMPANY: NamePick<EventFormValues> = { name: 'company', id: 'companyId', field: 'companyId', resets: { contactId: null, contact: '' } };

/** The server's words for a company that is not one of the team's (api.md): the same for one typed but not picked. */
export const UNKNOWN_COMPANY = 'Unknown company: choose one from the list';

export const eventToValues = (event: TeamEvent): EventFormValues => ({
  title: event.title,
  allDay: event.allDay,
  start: event.start ?? '',
  end: event.end ?? '',
  location: event.location ?? '',
  companyId: event.companyId,
  company: event.company ?? '',
  contactId: event.contactId,
  contact: event.contact ?? '',
  notes: event.notes ?? '',
});

/** A new event over the days or hours picked on the calendar. */
export const newEventValues = (span: Span): EventFormValues => ({
  title: '',
  allDay: span.allDay,
  start: span.start,
  end: span.end ?? '',
  location: '',
  companyId: null,
  company: '',
  contactId: null,
  contact: '',
  notes: '',
});

/**
 * Switches between all day and timed, keeping the days: a timed event's dates lose their times; a
 * day gains 9:00, and its end (when it has one) 10:00, the hours people most often mean.
 */
export function setAllDay(values: EventFormValues, allDay: boolean): EventFormValues {
  if (allDay === values.allDay) return values;
  if (allDay) return { ...values, allDay, start: values.start.slice(0, 10), end: values.end.slice(0, 10) };
  const start = values.start && `${values.start}T09:00`;
  return { ...values, allDay, start, end: values.end ? `${values.end}T10:00` : start && plusHours(start, 1) };
}

/** What is sent: texts trimmed, blank fields left out (core's normalising step). */
export const toEventPayload = ({ title, allDay, start, end, location, companyId, contactId, notes }: EventFormValues): EventPayload =>
  normalizeEvent<EventPayload>({ title, allDay, start, end, location, companyId, contactId, notes });

/** Core's messages for the values, and a company typed without picking one of the team's. */
export function validateEventValues(values: EventFormValues): FieldErrors {
  const errors = validateEvent(toEventPayload(values));
  if (values.company.trim() && values.companyId === null) errors.companyId = UNKNOWN_COMPANY;
  return errors;
}
