import { useForm } from '../../lib/use-form';
import { EVENT_FIELDS, EVENT_COMPANY, setAllDay, validateEventValues, type EventFormValues } from './event-form-values';

/**
 * The event editor's state: the shared form mechanism (lib/use-form.ts) over the event's values; a
 * switch between all day and timed moves both dates.
 */
export function useEventForm(initial: EventFormValues, readOnly = false) {
  const form = useForm({ initial, validate: validateEventValues, fields: EVENT_FIELDS, readOnly });
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
