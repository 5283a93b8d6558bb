import { readDraft } from '../../lib/drafts';
import { getSession } from '../../lib/session';
import { todayIso } from '../../lib/today';
import { useForm } from '../../lib/use-form';
import type { TeamEvent } from './api/calendar-types';
import type { Span } from './calendar-entries';
import { EVENT_FIELDS, EVENT_COMPANY, eventToValues, setAllDay, validateEventValues, type EventFormValues } from './event-form-values';

const fromRecord = (record: Record<string, unknown>) => eventToValues(record as TeamEvent);

/** The editor's name among the drafts (lib/drafts.ts): `event:new`, `event:7`. */
export const eventDraft = (id: number | null) => `event:${id ?? 'new'}`;

/**
 * The days of a new event typed and not saved (its draft), for the calendar to open the editor
 * on them again when the user comes back (after signing in again: nothing else reopens a dialog
 * that only the page's state held); null without one. The editor then restores the draft itself.
 */
export function pendingNewEvent(): Span | null {
  const typed = readDraft<EventFormValues>(getSession().user_id, eventDraft(null), null);
  if (!typed) return null;
  return { start: typed.start || todayIso(), end: typed.end || null, allDay: typed.allDay };
}

/**
 * The event editor's state: the shared form mechanism (lib/use-form.ts) over the values of event
 * `id` (null: a new one), kept as a draft until saved or discarded; a switch between all day and
 * timed moves both dates.
 */
export function useEventForm(id: number | null, initial: EventFormValues, readOnly = false, version?: number | null) {
  const form = useForm({ initial, validate: validateEventValues, fields: EVENT_FIELDS, readOnly, version, fromRecord, draft: eventDraft(id) });
  return {
    ...form,
    setAllDay(allDay: boolean) {
      form.update((v) => setAllDay(v, allDay), 'start', 'end');
    },
    /** A typed company name: the picked company (and so its contact) no longer holds. */
    typeCompany(text: string) {
      form.typeName(EVENT_COMPANY, text);
    },
    pickCompany(picked: { id: number; name: string }) {
      form.pickName(EVENT_COMPANY, picked);
    },
    setContact(contact: { id: number; name: string } | null) {
      form.update((v) => ({ ...v, contactId: contact?.id ?? null, contact: contact?.name ?? '' }), 'contactId');
    },
  };
}

export type EventForm = ReturnType<typeof useEventForm>;
