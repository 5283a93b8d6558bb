import { ApiError, WriteError } from './api-client';

/**
 * A save refused with 412 (docs/http.md, "Versions"): someone changed the record since the form
 * read it. What the form shows then: the server's message ("This license was changed by Alice
 * Martin at 2026-11-25 14:02 since you opened it") and, field by field, what the other person
 * changed, with which of the two values the next save sends.
 */
export interface Conflict {
  message: string;
  fields: ConflictField[];
}

export interface ConflictField {
  field: string;
  /** The value before either change (what the form read). */
  base: unknown;
  /** The value the user had in the form when the save was refused. */
  mine: unknown;
  /** The value the other person saved. */
  theirs: unknown;
  /** Which of them the form holds now. */
  chosen: 'mine' | 'theirs';
}

/** The record as stored now, from a 412's `{message, current}`; `undefined` for any other failure. */
export function staleRecord(error: unknown): { message: string; current: Record<string, unknown> } | undefined {
  if (!(error instanceof WriteError) || error.status !== 412) return undefined;
  const cause = error.cause instanceof ApiError ? error.cause : undefined;
  const current = (cause?.body as { current?: unknown } | undefined)?.current;
  if (!current || typeof current !== 'object') return undefined;
  return { message: error.serverMessage, current: current as Record<string, unknown> };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields the other person changed (theirs differs from what the form read), among `fields`.
 * A field the user left as read takes theirs at once (keeping it would undo their change without
 * anyone choosing to); a field both changed keeps the user's until they choose. A field both set
 * to the same value is no conflict. A name's picked id (`title` with `titleId`) goes with its name.
 */
export function findConflict<V>(message: string, fields: readonly string[], base: V, mine: V, theirs: V): Conflict {
  const get = (values: V, field: string) => (values as Record<string, unknown>)[field];
  const pair = (values: V, field: string) => [get(values, field), get(values, `${field}Id`)];
  const changed = fields.filter((field) => !same(pair(theirs, field), pair(base, field)) && !same(pair(theirs, field), pair(mine, field)));
  return {
    message,
    fields: changed.map((field) => ({
      field,
      base: get(base, field),
      mine: get(mine, field),
      theirs: get(theirs, field),
      chosen: same(pair(mine, field), pair(base, field)) ? 'theirs' : 'mine',
    })),
  };
}

/** `values` with each conflicting field set to the chosen side (and a name's id with it). */
export function applyChoices<V>(values: V, conflict: Conflict, mine: V, theirs: V): V {
  const next = { ...values } as Record<string, unknown>;
  for (const { field, chosen } of conflict.fields) {
    const from = (chosen === 'mine' ? mine : theirs) as Record<string, unknown>;
    next[field] = from[field];
    if (`${field}Id` in next) next[`${field}Id`] = from[`${field}Id`];
  }
  return next as V;
}

/**
 * The values after the stored record moved from `base` to `next` under a form (another tab of the
 * page saved it): each field the user has not changed from `base` follows `next`; a changed one
 * stays as typed.
 */
export function rebaseValues<V extends object>(mine: V, base: V, next: V): V {
  const merged = { ...mine };
  for (const field of Object.keys(next) as (keyof V)[]) {
    if (JSON.stringify(mine[field]) === JSON.stringify(base[field])) merged[field] = next[field];
  }
  return merged;
}
