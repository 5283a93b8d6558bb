import { useMemo, useState } from 'react';
import { touchesOnBlur, type BlurEvent } from '../../lib/blur';
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
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const input = useMemo(() => toInput(draft, original), [draft, original]);
  const clientErrors = useMemo(() => keyErrors(validateCompany(input), draft.contacts), [input, draft.contacts]);

  const touch = (...fields: string[]) =>
    setTouched((prev) => (fields.every((f) => prev.has(f)) ? prev : new Set([...prev, ...fields])));
  const clearServerError = (field: string) =>
    setServerErrors((prev) => {
      if (!(field in prev)) return prev;
      const { [field]: _, ...rest } = prev;
      return rest;
    });
  const changed = (field: string) => {
    touch(field);
    clearServerError(field);
  };

  /** What a field shows: the core's message once touched, else (or then) the server's. */
  const errorOf = (field: string): string | undefined => (touched.has(field) ? clientErrors[field] : undefined) ?? serverErrors[field];

  /** Errors not tied to a field shown in the editor (e.g. a body the core could not read). */
  const shown = new Set(allFields(draft));
  const otherErrors = Object.entries({ ...clientErrors, ...serverErrors })
    .filter(([field]) => !shown.has(field))
    .map(([, message]) => message);

  return {
    draft,
    input,
    errorOf,
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
      clearServerError(contactField(key, 'name'));
      clearServerError(contactField(key, 'email'));
    },
    blur(field: string, event?: BlurEvent) {
      if (touchesOnBlur(event)) touch(field);
    },
    /** Marks every field touched; true when the draft may be sent. */
    beginSubmit(): boolean {
      touch(...allFields(draft));
      return Object.keys(clientErrors).length === 0;
    },
    /** Puts a 422's `{field: message}` (indices as sent) on the editor's fields. */
    setServerErrors(errors: Record<string, string>) {
      setServerErrors(keyErrors(errors, draft.contacts));
    },
  };
}

export type CompanyForm = ReturnType<typeof useCompanyForm>;
