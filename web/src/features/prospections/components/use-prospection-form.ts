import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { searchKey, type FieldErrors } from '../../../lib/core';
import { pickName, retypeName, type NamePick } from '../../../lib/name-pick';
import { chooseOrCreate, useForm } from '../../../lib/use-form';
import { companyQueryOptions } from '../../contacts/api/companies';
import type { Id, Prospection } from '../api/prospection-types';
import {
  emptyProspectionValues,
  fieldOfServerKey,
  PROSPECTION_NEW_NAMES,
  prospectionToValues,
  rebaseValues,
  setSentDate,
  statusChoices,
  validateProspectionValues,
  type ProspectionFormValues,
  type TitlePick,
} from '../prospection-form-values';

/**
 * The values with no message of their own: a picked id's shows on its name, the contact's and
 * owner's names are never sent, and the last chase is recorded by "Chased today".
 */
const NO_MESSAGE = new Set<string>(['titleId', 'companyId', 'contact', 'owner', 'lastChasedDate']);

/** Every key a message can be shown under but the added titles' (for "touched on submit"): a new field is one. */
const PROSPECTION_FIELDS = Object.keys(emptyProspectionValues).filter((key) => !NO_MESSAGE.has(key));

/**
 * A title added to a pitch. Its message key stays with it while others are removed before it; the
 * server's batch messages, keyed by position, are mapped to it (`titleFields`).
 */
export interface AddedTitle extends TitlePick {
  field: string;
  /**
   * The search key of the typed name the user chose to create, as the first title's
   * (`newNames`, "Create or match"): a name that names no title stands only once chosen so.
   */
  created: string | null;
}

/** An added title is a name pick of its own. */
const TITLE_PICK: NamePick<AddedTitle> = { name: 'title', id: 'titleId' };

/** Whether an added title's typed name will be created on save: chosen so, no title picked. */
const isNewTitle = (added: AddedTitle) => added.title.trim() !== '' && added.titleId === null && added.created === searchKey(added.title.trim());

/**
 * The prospection form's state: the shared form mechanism (lib/use-form.ts) over the prospection's
 * values, and the titles added to a new pitch, each with its own message. When `prospection`, the
 * stored one, changes under the form (a status step, a chase, an offer), the fields the user has not
 * changed follow it.
 */
const fromRecord = (record: Record<string, unknown>) => prospectionToValues(record as Prospection);

export function useProspectionForm(prospection?: Prospection, readOnly = false, preset?: Partial<ProspectionFormValues>) {
  const queryClient = useQueryClient();
  const [addedTitles, setAddedTitles] = useState<AddedTitle[]>([]);
  const nextTitle = useRef(1);
  const validate = useCallback(
    (values: ProspectionFormValues, unreadable: ReadonlySet<string>) => {
      const errors: FieldErrors = validateProspectionValues(values, unreadable.has('expectedAdvance'));
      for (const added of addedTitles) {
        const typed = added.title.trim();
        const unchosen = typed !== '' && added.titleId === null && !isNewTitle(added);
        const message = validateProspectionValues({ ...values, ...added }).title ?? (unchosen ? chooseOrCreate('title', typed) : undefined);
        if (message) errors[added.field] = message;
      }
      return errors;
    },
    [addedTitles],
  );
  /** The keys of the title inputs, in pitch order: the batch's indexes. */
  const titleFields = ['title', ...addedTitles.map((added) => added.field)];
  const form = useForm({
    initial: () => (prospection ? prospectionToValues(prospection) : { ...emptyProspectionValues, ...preset }),
    validate,
    fields: [...PROSPECTION_FIELDS, ...titleFields.slice(1)],
    newNames: PROSPECTION_NEW_NAMES,
    fieldOfServerKey: (key) => fieldOfServerKey(key, titleFields),
    readOnly,
    version: prospection?.version,
    fromRecord,
    draft: `prospection:${prospection?.id ?? 'new'}`,
  });
  const [stored, setStored] = useState(prospection);
  if (prospection !== stored) {
    setStored(prospection);
    if (prospection && stored) {
      form.setVersion(prospection.version ?? undefined);
      form.setStoredValues(prospectionToValues(prospection));
      form.setValues((v) => {
        const next = rebaseValues(v, prospectionToValues(stored), prospectionToValues(prospection));
        // A status the user chose before the move may not be reachable from the new one, which then stands.
        return statusChoices(prospection.status).some((s) => s.value === next.status) ? next : { ...next, status: prospection.status ?? '' };
      });
    }
  }
  const changeTitle = (field: string, change: (added: AddedTitle) => AddedTitle) => {
    setAddedTitles((titles) => titles.map((added) => (added.field === field ? change(added) : added)));
    form.changed(field);
  };

  return {
    ...form,
    addedTitles,
    titleFields,
    /** The stored status and the moves core allows from it; a new prospection's first two. */
    statusOptions: statusChoices(stored?.status),
    setSentDate(date: string) {
      form.update((v) => setSentDate(v, date), 'sentDate', 'chaseDate');
    },
    setContact(contact: { id: Id; name: string } | null) {
      form.update((v) => ({ ...v, contactId: contact?.id ?? null, contact: contact?.name ?? '' }), 'contactId');
    },
    /**
     * Picks an existing entry. A picked company brings its contacts, and its language while the
     * language is still empty: pitches mostly go out in the publisher's own language.
     */
    pickName(pick: NamePick<ProspectionFormValues>, picked: { id: Id; name: string }) {
      form.pickName(pick, picked);
      if (pick.name !== 'company') return;
      queryClient
        .fetchQuery(companyQueryOptions(picked.id))
        .then((company) => {
          const language = company?.languageId;
          if (language) form.setValues((v) => (v.companyId === picked.id && !v.language ? { ...v, language } : v));
        })
        .catch(() => {}); // unreachable server: the language stays to be chosen
    },
    addTitle() {
      const field = `addedTitle${nextTitle.current++}`;
      setAddedTitles((titles) => [...titles, { field, title: '', titleId: null, created: null }]);
    },
    removeTitle(field: string) {
      setAddedTitles((titles) => titles.filter((added) => added.field !== field));
      // The server placed its title messages by position, which the titles after this one just left.
      const titleKeys = new Set(titleFields);
      form.showServerErrors(Object.fromEntries(Object.entries(form.serverErrors).filter(([key]) => !titleKeys.has(key))));
    },
    typeTitle(field: string, text: string) {
      changeTitle(field, (added) => retypeName(added, TITLE_PICK, text));
    },
    pickTitle(field: string, picked: { id: Id; name: string }) {
      changeTitle(field, (added) => pickName(added, TITLE_PICK, picked));
    },
    /** The user chose to create the typed name of an added title on save. */
    createTitle(field: string) {
      changeTitle(field, (added) => ({ ...added, created: searchKey(added.title.trim()) }));
    },
    isNewTitle,
  };
}

export type ProspectionForm = ReturnType<typeof useProspectionForm>;
