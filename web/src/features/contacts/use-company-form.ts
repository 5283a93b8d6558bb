import { useMemo, useState } from 'react';
import { useFieldMessages } from '../../lib/field-messages';
import { validateCompany } from '../../lib/core';
import { allFields, contactField, emptyContact, keyErrors, toDraft, toInput, type CompanyDraft } from './company-draft';
import type { Company } from './types';

type ScalarField = 'name' | 'countryId' | 'languageId' | 'address' | 'notes';

/**
 * The company editor's state: the draft, which fields were touched, the core's errors (via wasm) on
 * every change, and the server's 422 errors on the same fields until the field changes again.
 */
export function useCompanyForm(original: Company | null) {
  const [draft, setDraft] = useState<CompanyDraft>(() => toDraft(original));

  const input = useMemo(() => toInput(draft, original), [draft, original]);
  const clientErrors = useMemo(() => keyErrors(validateCompany(input), draft.contacts), [input, draft.contacts]);

  const messages = useFieldMessages(clientErrors);
  const { changed, serverErrors } = messages;

  /** Errors not tied to a field shown in the editor (e.g. a body the core could not read). */
  const shown = new Set(allFields(draft));
  const otherErrors = Object.entries({ ...clientErrors, ...serverErrors })
    .filter(([field]) => !shown.has(field))
    .map(([, message]) => message);

  return {
    draft,
    input,
    errorOf: messages.errorOf,
    otherErrors: [...new Set(otherErrors)],
    hasErrors: Object.keys(clientErrors).length > 0,
    dirty: JSON.stringify(input) !== JSON.stringify(toInput(toDraft(original), original)),
    setField(field: ScalarField, value: string) {
      setDraft((d) => ({ ...d, [field]: value }));
      changed(field);
    },
    setTypes(types: string[]) {
      setDraft((d) => ({ ...d, types }));
      changed('types');
    },
    setContact(key: string, field: 'name' | 'email', value: string) {
      setDraft((d) => ({ ...d, contacts: d.contacts.map((c) => (c.key === key ? { ...c, [field]: value } : c)) }));
      changed(contactField(key, field));
    },
    addContact() {
      setDraft((d) => ({ ...d, contacts: [...d.contacts, emptyContact()] }));
    },
    removeContact(key: string) {
      setDraft((d) => ({ ...d, contacts: d.contacts.filter((c) => c.key !== key) }));
      // its server messages go with it
      changed(contactField(key, 'name'), contactField(key, 'email'));
    },
    blur: messages.blurred,
    /** Marks every field touched; true when the draft may be sent. */
    beginSubmit(): boolean {
      messages.touchAll(allFields(draft));
      return Object.keys(clientErrors).length === 0;
    },
    /** Puts a 422's `{field: message}` (indices as sent) on the editor's fields. */
    setServerErrors(errors: Record<string, string>) {
      messages.showServerErrors(keyErrors(errors, draft.contacts));
    },
  };
}
