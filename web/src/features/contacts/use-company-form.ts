import { useCallback, useMemo, useState } from 'react';
import { validateCompany } from '../../lib/core';
import { useForm } from '../../lib/use-form';
import {
  allFields,
  CONTACT_FIELDS,
  contactField,
  emptyContact,
  fieldOfKey,
  keyErrors,
  toDraft,
  toInput,
  type CompanyDraft,
  type ContactTextField,
} from './company-draft';

// After a 412 the company's own fields are compared (lib/conflict.ts); the contacts are not: the
// server keeps a contact someone else added, since a save only removes those listed as removed.
const fromRecord = (record: Record<string, unknown>) => toDraft(record as unknown as Company);
import type { Company } from './types';

type ScalarField = 'name' | 'countryId' | 'languageId' | 'address' | 'notes';

/** The editor's name among the drafts (lib/drafts.ts): `company:new`, `company:12`. */
export const companyDraft = (id: number | null) => `company:${id ?? 'new'}`;

/**
 * The company editor's state: the shared form mechanism (lib/use-form.ts) over the draft, whose
 * contact rows carry keys of their own (core and the server name them by index, `contacts.1.email`),
 * and the messages that no field of the editor shows (a body the core could not read), said above it.
 * What is typed is kept as a draft until saved or discarded.
 */
export function useCompanyForm(original: Company | null, readOnly = false) {
  const validate = useCallback((draft: CompanyDraft) => keyErrors(validateCompany(toInput(draft, original)), draft.contacts), [original]);
  const form = useForm({
    initial: () => toDraft(original),
    validate,
    fields: allFields,
    fieldOfServerKey: (key, draft) => fieldOfKey(key, draft.contacts),
    // The same draft may be sent again: the server's last answer holds nothing back.
    serverErrorsBlock: false,
    readOnly,
    version: original?.version,
    fromRecord,
    draft: companyDraft(original?.id ?? null),
  });
  const draft = form.values;
  const [otherServerErrors, setOtherServerErrors] = useState<string[]>([]);
  const shown = new Set(allFields(draft));
  const otherErrors = Object.entries(form.clientErrors)
    .filter(([field]) => !shown.has(field))
    .map(([, message]) => message);

  return {
    ...form,
    draft,
    input: useMemo(() => toInput(draft, original), [draft, original]),
    /** The messages not tied to a field shown in the editor: the core's now, the server's last. */
    otherErrors: [...new Set([...otherErrors, ...otherServerErrors])],
    /** The server's last messages for no field of the editor. */
    setOtherServerErrors,
    setField(field: ScalarField, value: string) {
      form.set(field, value);
    },
    setTypes(types: string[]) {
      form.set('types', types);
    },
    setContact(key: string, field: ContactTextField, value: string) {
      form.update((d) => ({ ...d, contacts: d.contacts.map((c) => (c.key === key ? { ...c, [field]: value } : c)) }), contactField(key, field));
    },
    setContactLanguages(key: string, languageIds: string[]) {
      form.update((d) => ({ ...d, contacts: d.contacts.map((c) => (c.key === key ? { ...c, languageIds } : c)) }), contactField(key, 'languageIds'));
    },
    addContact() {
      form.update((d) => ({ ...d, contacts: [...d.contacts, emptyContact()] }));
    },
    removeContact(key: string) {
      // its server messages go with it
      form.update((d) => ({ ...d, contacts: d.contacts.filter((c) => c.key !== key) }), ...CONTACT_FIELDS.map((field) => contactField(key, field)));
    },
  };
}
