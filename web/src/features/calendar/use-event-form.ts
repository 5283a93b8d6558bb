import { useMemo, useState } from 'react';
import { useFieldMessages } from '../../lib/field-messages';
import { EVENT_FIELDS, setAllDay, validateEventValues, type EventFormValues } from './event-form-values';

type TextField = 'title' | 'start' | 'end' | 'location' | 'notes';

/**
 * The event editor's state: its values and the messages to show (core's, through wasm, on every
 * change; which of them show is useFieldMessages' rule, shared with every form).
 */
export function useEventForm(initial: EventFormValues) {
  const [values, setValues] = useState(initial);
  const clientErrors = useMemo(() => validateEventValues(values), [values]);
  const messages = useFieldMessages(clientErrors);
  const blocked = Object.keys(clientErrors).length > 0 || Object.keys(messages.serverErrors).length > 0;

  return {
    values,
    errorOf: messages.errorOf,
    blur: messages.blurred,
    setField(field: TextField, value: string) {
      setValues((v) => ({ ...v, [field]: value }));
      messages.changed(field);
    },
    setAllDay(allDay: boolean) {
      setValues((v) => setAllDay(v, allDay));
      messages.changed('start', 'end');
    },
    /** A typed company name: the picked company (and so its contact) no longer holds. */
    typeCompany(text: string) {
      setValues((v) => (text === v.company ? v : { ...v, company: text, companyId: null, contactId: null, contact: '' }));
      messages.changed('companyId', 'contactId');
    },
    pickCompany(picked: { id: number; name: string }) {
      setValues((v) => ({ ...v, company: picked.name, companyId: picked.id, contactId: v.companyId === picked.id ? v.contactId : null }));
      messages.changed('companyId', 'contactId');
    },
    setContact(contact: { id: number; name: string } | null) {
      setValues((v) => ({ ...v, contactId: contact?.id ?? null, contact: contact?.name ?? '' }));
      messages.changed('contactId');
    },
    /** Marks every field touched; true when the event may be sent. */
    touchAll(): boolean {
      messages.touchAll(EVENT_FIELDS);
      return !blocked;
    },
    showServerErrors: messages.showServerErrors,
  };
}

export type EventForm = ReturnType<typeof useEventForm>;
