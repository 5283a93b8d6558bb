import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import type { FieldErrors } from '../../../lib/core';
import { useFieldMessages } from '../../../lib/field-messages';
import { companyQueryOptions } from '../../contacts/api/companies';
import type { Id, Prospection } from '../api/prospection-types';
import {
  emptyProspectionValues,
  pickName,
  prospectionToValues,
  rebaseValues,
  retypeName,
  retypeTitle,
  setSentDate,
  statusChoices,
  validateProspectionValues,
  type NameField,
  type ProspectionFormValues,
  type TitlePick,
} from '../prospection-form-values';

/** Every key a message can be shown under but the added titles', in form order (for "touched on submit"). */
export const PROSPECTION_FIELDS = [
  'title',
  'company',
  'contactId',
  'contractType',
  'language',
  'territory',
  'source',
  'material',
  'status',
  'sentDate',
  'chaseDate',
  'optionExpiry',
  'declineReason',
  'ownerId',
  'expectedAdvance',
  'currency',
  'notes',
] as const;

/**
 * A title added to a pitch. Its message key stays with it while others are removed before it; the
 * server's batch messages, keyed by position, are mapped to it (`titleFields`).
 */
export interface AddedTitle extends TitlePick {
  field: string;
}

/**
 * The prospection form's state: values, the titles added to a new pitch, and the messages.
 * Validation (core, via wasm) runs on every change; which messages show is useFieldMessages' rule,
 * shared with every form. When `prospection`, the stored one, changes under the form (a status step,
 * a chase, an offer), the fields the user has not changed follow it.
 */
export function useProspectionForm(prospection?: Prospection) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ProspectionFormValues>(() => (prospection ? prospectionToValues(prospection) : emptyProspectionValues));
  const [stored, setStored] = useState(prospection);
  if (prospection !== stored) {
    setStored(prospection);
    if (prospection && stored) {
      setValues((v) => {
        const next = rebaseValues(v, prospectionToValues(stored), prospectionToValues(prospection));
        // A status the user chose before the move may not be reachable from the new one, which then stands.
        return statusChoices(prospection.status).some((s) => s.value === next.status) ? next : { ...next, status: prospection.status ?? '' };
      });
    }
  }
  const [addedTitles, setAddedTitles] = useState<AddedTitle[]>([]);
  const nextTitle = useRef(1);
  const [advanceUnreadable, setAdvanceUnreadable] = useState(false);

  const clientErrors = useMemo(() => {
    const errors: FieldErrors = validateProspectionValues(values, advanceUnreadable);
    for (const added of addedTitles) {
      const message = validateProspectionValues({ ...values, ...added }).title;
      if (message) errors[added.field] = message;
    }
    return errors;
  }, [values, advanceUnreadable, addedTitles]);
  const messages = useFieldMessages(clientErrors);
  // Submit waits while any message stands, the server's included, until its field changes.
  const blocked = Object.keys(clientErrors).length > 0 || Object.keys(messages.serverErrors).length > 0;
  const change = <K extends keyof ProspectionFormValues>(field: K, value: ProspectionFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    messages.changed(field);
  };

  return {
    values,
    addedTitles,
    /** The keys of the title inputs, in pitch order: the batch's indexes. */
    titleFields: ['title', ...addedTitles.map((added) => added.field)],
    /** The stored status and the moves core allows from it; a new prospection's first two. */
    statusOptions: statusChoices(stored?.status),
    errorOf: messages.errorOf,
    setField: change,
    setExpectedAdvance(text: string, unreadable: boolean) {
      setValues((v) => ({ ...v, expectedAdvance: text }));
      setAdvanceUnreadable(unreadable);
      messages.changed('expectedAdvance');
    },
    setSentDate(date: string) {
      setValues((v) => setSentDate(v, date));
      messages.changed('sentDate', 'chaseDate');
    },
    setContact(contact: { id: Id; name: string } | null) {
      setValues((v) => ({ ...v, contactId: contact?.id ?? null, contact: contact?.name ?? '' }));
      messages.changed('contactId');
    },
    typeName(field: NameField, text: string) {
      setValues((v) => retypeName(v, field, text));
      messages.changed(field);
    },
    /**
     * Picks an existing entry. A picked company brings its contacts, and its language while the
     * language is still empty: pitches mostly go out in the publisher's own language.
     */
    pickName(field: NameField, picked: { id: Id; name: string }) {
      setValues((v) => pickName(v, field, picked));
      messages.changed(field);
      if (field !== 'company') return;
      queryClient
        .fetchQuery(companyQueryOptions(picked.id))
        .then((company) => {
          const language = company?.languageId;
          if (language) setValues((v) => (v.companyId === picked.id && !v.language ? { ...v, language } : v));
        })
        .catch(() => {}); // unreachable server: the language stays to be chosen
    },
    addTitle() {
      const field = `addedTitle${nextTitle.current++}`;
      setAddedTitles((titles) => [...titles, { field, title: '', titleId: null }]);
    },
    removeTitle(field: string) {
      setAddedTitles((titles) => titles.filter((added) => added.field !== field));
      // The server placed its title messages by position, which the titles after this one just left.
      const titleKeys = new Set(['title', ...addedTitles.map((added) => added.field)]);
      messages.showServerErrors(Object.fromEntries(Object.entries(messages.serverErrors).filter(([key]) => !titleKeys.has(key))));
    },
    typeTitle(field: string, text: string) {
      setAddedTitles((titles) => titles.map((added) => (added.field === field ? { ...added, ...retypeTitle(added, text) } : added)));
      messages.changed(field);
    },
    pickTitle(field: string, picked: { id: Id; name: string }) {
      setAddedTitles((titles) => titles.map((added) => (added.field === field ? { ...added, title: picked.name, titleId: picked.id } : added)));
      messages.changed(field);
    },
    blur: messages.blurred,
    /** Marks every field touched; true when the form may be sent. */
    touchAll(): boolean {
      messages.touchAll([...PROSPECTION_FIELDS, ...addedTitles.map((added) => added.field)]);
      return !blocked;
    },
    /** A 422's field messages, shown on their fields. */
    showServerErrors: messages.showServerErrors,
  };
}

export type ProspectionForm = ReturnType<typeof useProspectionForm>;
