import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { WriteError } from './api-client';
import { dropDraft, readDraft, saveDraft } from './drafts';
import { getSession } from './session';
import { applyChoices, findConflict, staleRecord, type Conflict } from './conflict';
import { searchKey, type FieldErrors } from './core';
import { useFieldMessages, type BlurEvent } from './field-messages';
import { useFocusFirstError } from './focus-first-error';
import { namePickFields, pickName, retypeName, type NamePick, type Picked } from './name-pick';

// Why a hook of our own and not react-hook-form (with a resolver calling core through wasm):
// - every control here is controlled (Chakra's comboboxes, selects, checkbox groups, the name picks
//   that set two values at once); react-hook-form's strength, uncontrolled inputs registered by ref,
//   would be a `Controller` around nearly each of them;
// - the messages' rule is ours (docs/product.md §5, lib/field-messages.ts): shown once a field was changed or
//   left, except when focus leaves for a button, and a server message held until its field changes;
//   react-hook-form's modes (onBlur, onTouched...) do not say that, so it would be rebuilt around it;
// - the validation is already one call into core per form (wasm), which is all its resolver would
//   wrap; and it would add ~10 KB gzipped to the chunks of the pages with forms for what ~150 lines do.
// So the forms' shared parts (field list, "blocked", name picks, amounts, 422 placement, focusing
// the first error) live here once, and each form keeps only its values, its core call and its words.

/** A server refusal split as the form shows it. */
export interface PlacedErrors {
  /** On a field of the form (its key as the form knows it): shown under that field. */
  onFields: FieldErrors;
  /** The messages of keys the form has no field for: the form says them another way (a toast). */
  other: string[];
}

export interface FormOptions<V> {
  /** The values the form starts from (a function: called once). */
  initial: V | (() => V);
  /**
   * Core's messages (wasm) for the values, `{field: message}`, `{}` when they may be sent; run on
   * every change. Keep it stable (module level, or `useCallback` when it reads more than the values).
   * `unreadable`: the amount fields whose text the browser cannot read as a number.
   */
  validate: (values: V, unreadable: ReadonlySet<string>) => FieldErrors;
  /**
   * Every key a message can show under, in form order: a submit touches them, a server message lands
   * only on them. A function when they follow the values (one pair per contact row).
   */
  fields: readonly string[] | ((values: V) => readonly string[]);
  /** The field a server key is shown on (an id on its name, a row's index on its row's key); the key itself by default. */
  fieldOfServerKey?: (key: string, values: V) => string;
  /**
   * Whether a server message keeps Submit waiting until its field changes (the default); false for
   * forms that let the same values be sent again (a title's, a company's, your account's).
   */
  serverErrorsBlock?: boolean;
  /** Nothing is sent (a viewer's form). */
  readOnly?: boolean;
  /**
   * The name fields whose typed name the server would create (a title, a company): a name that
   * names no picked entry stands only once the user chose to create it (`confirmNewName`); until
   * then its field says to choose (docs/product.md §5, "Create or match").
   */
  newNames?: readonly NewName<V>[];
  /** The version of the record the values were read from (an edit form): sent with the save, as `If-Match`. */
  version?: number | null;
  /**
   * The form's values of a record: with it, a save refused because someone changed the record
   * since (412) shows what they changed, field by field (lib/conflict.ts), and the next save is
   * made over their version.
   */
  fromRecord?: (record: Record<string, unknown>) => V;
  /**
   * The form's name among the drafts (lib/drafts.ts): `license:new`, `license:12`. With it, what
   * is typed is kept until saved or discarded, and the form opens with it again (`restored`).
   */
  draft?: string;
  /**
   * The form stays open after a save (a guide's builder) rather than leaving for its list: once
   * saved, what is typed next is unsaved again, kept as a draft and asked about before leaving.
   */
  staysOpen?: boolean;
}

/** The keys of `V` that hold text, which `text(field)` binds to an input. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** A server refusal's field messages, placed on the form's fields or left for it to say otherwise. */
/** A name field whose new names are created on save, and what it names ("title"). */
export interface NewName<V> {
  pick: NamePick<V>;
  noun: string;
}

const NO_NEW_NAMES: readonly never[] = [];

/** The message of a typed name not yet chosen: neither picked nor confirmed as new. */
export const chooseOrCreate = (noun: string, name: string) => `Choose a ${noun} from the list, or create “${name}”`;

export function placeServerErrors(errors: FieldErrors, fields: readonly string[], fieldOfServerKey: (key: string) => string = (key) => key): PlacedErrors {
  const onFields: FieldErrors = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(errors)) {
    const field = fieldOfServerKey(key);
    if (fields.includes(field)) onFields[field] ??= message;
    else other.push(message);
  }
  return { onFields, other };
}

/**
 * One form's state, the same for every form: its values, the core's messages and which of them show
 * (lib/field-messages.ts), name picks, amounts, and a submit that touches every field, waits while a
 * message stands, sends, and places a server 422 on the fields (then focuses the first in error).
 */
export function useForm<V>({ initial, validate, fields: fieldsOf, fieldOfServerKey, serverErrorsBlock = true, readOnly = false, version: readVersion, fromRecord, draft, newNames = NO_NEW_NAMES, staysOpen = false }: FormOptions<V>) {
  const user = getSession().user_id;
  const draftName = readOnly ? undefined : draft;
  // The record as the form first read it, and what was typed over it and not saved, if anything.
  const [start] = useState(() => {
    const record = typeof initial === 'function' ? (initial as () => V)() : initial;
    const draft = draftName === undefined ? undefined : readDraft<V>(user, draftName, readVersion ?? null);
    // A draft typed before the form gained a field (a title's contributors) has none for it: the record's stands.
    const typed = draft === undefined ? undefined : { ...record, ...draft };
    return { record, typed };
  });
  const [values, setValues] = useState<V>(start.typed ?? start.record);
  const [restored, setRestored] = useState(start.typed !== undefined);
  // The record as the form last read it (at first, or from a 412), its version, and what the
  // other person changed since, with the two sides each choice picks from.
  const [base, setBase] = useState<V>(start.record);
  const [version, setVersion] = useState(readVersion ?? undefined);
  const [conflict, setConflict] = useState<(Conflict & { mine: V; theirs: V }) | null>(null);
  const fields = typeof fieldsOf === 'function' ? fieldsOf(values) : fieldsOf;
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  // The new names the user chose to create, by name field: the search key of the name chosen.
  const [confirmed, setConfirmed] = useState<Readonly<Record<string, string>>>({});
  const unchosen = (name: NewName<V>) => {
    const typed = String(values[name.pick.name] ?? '').trim();
    return typed !== '' && values[name.pick.id] == null && confirmed[name.pick.name] !== searchKey(typed);
  };
  const clientErrors = useMemo(() => {
    const errors = { ...validate(values, unreadable) };
    for (const name of newNames) {
      const field = name.pick.field ?? name.pick.name;
      if (!errors[field] && !readOnly && unchosen(name)) errors[field] = chooseOrCreate(name.noun, String(values[name.pick.name]).trim());
    }
    return errors;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `unchosen` reads only values and confirmed
  }, [validate, values, unreadable, confirmed, newNames, readOnly]);
  const messages = useFieldMessages(clientErrors);
  // The <form> element, set by its callback ref: state, not a ref object, so that the helpers
  // returned beside it may be called while rendering.
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);
  const focusFirstError = useFocusFirstError(formElement);
  const blocked = Object.keys(clientErrors).length > 0 || (serverErrorsBlock && Object.keys(messages.serverErrors).length > 0);
  // Typed and not saved: what leaving would lose, and what the draft keeps meanwhile.
  const dirty = !readOnly && JSON.stringify(values) !== JSON.stringify(base);
  // Set during a save, through its navigation away: nothing to keep or ask about then.
  const saving = useRef(false);
  useEffect(() => {
    if (draftName === undefined || saving.current) return;
    if (dirty) saveDraft(user, draftName, values, version ?? null);
    else dropDraft(user, draftName);
  }, [draftName, user, dirty, values, version]);

  const update = (change: (values: V) => V, ...changed: string[]) => {
    setValues(change);
    messages.changed(...changed);
  };
  const set = <K extends keyof V & string>(field: K, value: V[K]) => update((v) => ({ ...v, [field]: value }), field);
  // A write refused because someone changed the record since (412): their version comes in,
  // what they changed is shown field by field, and the next write is made over it.
  const takeStale = (error: unknown): boolean => {
    const stale = fromRecord && staleRecord(error);
    if (!stale) return false;
    const theirs = fromRecord(stale.current);
    const found = findConflict(stale.message, fields, base, values, theirs);
    setConflict({ ...found, mine: values, theirs });
    setValues(applyChoices(values, found, values, theirs));
    setBase(theirs);
    setVersion(typeof stale.current.version === 'number' ? stale.current.version : undefined);
    return true;
  };

  return {
    values,
    /** Something was typed and not saved. */
    dirty,
    /** The form opened with a draft: what was typed before, not saved (lib/drafts.ts). */
    restored,
    /** Back to the record as stored, the draft dropped. */
    discardDraft() {
      if (draftName !== undefined) dropDraft(user, draftName);
      setValues(base);
      setRestored(false);
    },
    /** Whether a save is under way (a ref, for a navigation guard to read when it is asked). */
    saving,
    /** Replaces the values without touching a field: the stored record changed under the form. */
    setValues,
    /** The stored record the form follows is now at `version` (its values taken in with `setValues`). */
    setVersion,
    /** The stored record the form follows now has these values: what "unsaved" is measured from. */
    setStoredValues: setBase,
    /**
     * The `<form>`'s callback ref: where the first field in error is looked for. Take it out of the
     * form first (`const { setFormElement } = form`): React's lint reads `ref={form.x}` as `form`
     * being a ref, and then flags every `form.errorOf(...)` of the render.
     */
    setFormElement,
    submitting,
    clientErrors,
    serverErrors: messages.serverErrors,
    /** The message to show under `field` now. */
    errorOf: messages.errorOf,
    /** One field changed. */
    set,
    /** Several values changed at once by a rule (a sent date moving the chase date): `changed` are the fields touched. */
    update,
    /** The user changed `fields` another way (a row removed): their server messages go. */
    changed: messages.changed,
    /** An AmountInput changed: its text, and whether the browser could not read it as a number. */
    setAmount(field: keyof V & string, text: string, isUnreadable: boolean) {
      setUnreadable((prev) => (prev.has(field) === isUnreadable ? prev : new Set(isUnreadable ? [...prev, field] : [...prev].filter((f) => f !== field))));
      set(field, text as V[typeof field]);
    },
    /** Typed in a name field: a different name drops the picked id (and what belongs to it). */
    typeName(pick: NamePick<V>, text: string) {
      update((v) => retypeName(v, pick, text), ...namePickFields(pick));
    },
    /** The user chose to create the typed name of a name field (a new title, company) on save. */
    confirmNewName(pick: NamePick<V>) {
      setConfirmed((prev) => ({ ...prev, [pick.name]: searchKey(String(values[pick.name] ?? '').trim()) }));
      messages.changed(pick.field ?? pick.name);
    },
    /** Whether the typed name of a name field will be created on save (chosen so, nothing picked). */
    isNewName(pick: NamePick<V>): boolean {
      const typed = String(values[pick.name] ?? '').trim();
      return typed !== '' && values[pick.id] == null && confirmed[pick.name] === searchKey(typed);
    },
    /** Picked an existing entry for a name field. */
    pickName(pick: NamePick<V>, picked: Picked) {
      update((v) => pickName(v, pick, picked), ...namePickFields(pick));
    },
    /** Focus left `field`. */
    blur: messages.blurred,
    /** An input's props for a text field: its name, value, change and blur. */
    text(field: TextKey<V>) {
      return {
        name: field,
        value: values[field] as string,
        onChange: (event: { target: { value: string } }) => set(field, event.target.value as V[typeof field]),
        onBlur: (event: BlurEvent) => messages.blurred(field, event),
      };
    },
    /** Shows messages from elsewhere (a 413's on the file), keyed as the form's fields. */
    showServerErrors: messages.showServerErrors,
    /** Brings the first field in error into view once its message has rendered. */
    focusFirstError,
    /** The version of the record the next save is made over (an edit form's). */
    version,
    /**
     * Another write of the record (a delete) refused with 412: shows what changed as a save's 412
     * does, and answers true; false for any other failure.
     */
    takeStale,
    /** What someone else changed since the form read the record (after a 412), or null. */
    conflict: conflict as Conflict | null,
    /** Takes one side of a conflicting field: the user's value or the other person's. */
    choose(field: string, chosen: 'mine' | 'theirs') {
      if (!conflict) return;
      const next = { ...conflict, fields: conflict.fields.map((f) => (f.field === field ? { ...f, chosen } : f)) };
      setConflict(next);
      update((v) => applyChoices(v, next, conflict.mine, conflict.theirs), field);
    },
    /**
     * The form's submit: touches every field; while a message stands, focuses the first in error
     * and sends nothing; else `send`s the values. A refusal's field messages go on their fields (the
     * first then focused) and `onFailure` is told the rest, to say them its own way.
     */
    async submit(event: FormEvent, send: (values: V, version: number | undefined) => Promise<unknown>, onFailure?: (error: unknown, placed: PlacedErrors) => void) {
      event.preventDefault();
      if (readOnly || submitting) return;
      messages.touchAll(fields);
      if (blocked) {
        focusFirstError();
        return;
      }
      setSubmitting(true);
      saving.current = true;
      try {
        await send(values, version);
        setConflict(null);
        if (draftName !== undefined) dropDraft(user, draftName);
        if (staysOpen) saving.current = false;
      } catch (error) {
        saving.current = false;
        if (takeStale(error)) return;
        const errors = error instanceof WriteError ? error.fieldErrors : {};
        const placed = placeServerErrors(errors, fields, fieldOfServerKey && ((key) => fieldOfServerKey(key, values)));
        if (Object.keys(errors).length > 0) messages.showServerErrors(placed.onFields);
        if (Object.keys(placed.onFields).length > 0) focusFirstError();
        onFailure?.(error, placed);
      } finally {
        setSubmitting(false);
      }
    },
  };
}

export type Form<V> = ReturnType<typeof useForm<V>>;
