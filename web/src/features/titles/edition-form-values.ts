import type { Edition } from '../../generated/Edition';
import { parseAmount } from '../../lib/amount';
import { normalizeTitle, validateTitle, type FieldErrors } from '../../lib/core';
import type { Title, TitlePayload } from './api/title-types';

/** An edition's fields as typed (pages and price as text). */
export interface EditionValues {
  isbn: string;
  format: string;
  publishDate: string;
  pages: string;
  price: string;
  currency: string;
}

export const EDITION_FIELDS = ['isbn', 'format', 'publishDate', 'pages', 'price', 'currency'] as const;

export const emptyEditionValues: EditionValues = { isbn: '', format: '', publishDate: '', pages: '', price: '', currency: '' };

/** A stored edition as form values (nulls become empty fields); none: an empty edition. */
export function editionToValues(edition?: Edition | null): EditionValues {
  if (!edition) return emptyEditionValues;
  return {
    isbn: edition.isbn ?? '',
    format: edition.format ?? '',
    publishDate: edition.publishDate ?? '',
    pages: edition.pages == null ? '' : String(edition.pages),
    price: edition.price == null ? '' : String(edition.price),
    currency: edition.currency ?? '',
  };
}

/**
 * The edition the values make; its sales rights are the stored edition's (an ONIX import's, never
 * typed). Pages and price that are no number stay NaN: core refuses them with its message.
 */
export function valuesToEdition(values: EditionValues, stored?: Edition | null): Edition {
  const text = (value: string) => (value.trim() ? value : null);
  return {
    isbn: values.isbn,
    format: text(values.format),
    publishDate: text(values.publishDate),
    pages: parseAmount(values.pages) ?? null,
    price: parseAmount(values.price) ?? null,
    currency: text(values.currency),
    salesRights: stored?.salesRights ?? null,
  };
}

/** The editions with `edition` at `index`: replacing the one there, or added after the last. */
export const editionsWith = (editions: readonly Edition[], index: number, edition: Edition): Edition[] =>
  index >= editions.length ? [...editions, edition] : editions.map((other, i) => (i === index ? edition : other));

/** The editions without the one at `index`. */
export const editionsWithout = (editions: readonly Edition[], index: number): Edition[] => editions.filter((_, i) => i !== index);

/**
 * The title as a save sends it, with `editions` in place of its own: the stored title's fields in
 * core's stored form, its read-only cover left out.
 */
export function titleWithEditions(title: Title, editions: readonly Edition[]): TitlePayload & { id: number } {
  const { id, version: _version, cover: _cover, ...fields } = title;
  return { ...normalizeTitle<TitlePayload>({ ...fields, editions }), id };
}

/** The prefix of the edition at `index`'s keys among the title's messages (`editions.2.`). */
const prefixOf = (index: number) => `editions.${index}.`;

/** A title's message key as the edition form at `index` names it (`editions.2.isbn` is `isbn`); other keys as they are. */
export const editionFieldOf = (key: string, index: number) => (key.startsWith(prefixOf(index)) ? key.slice(prefixOf(index).length) : key);

/**
 * Core's messages (wasm) for the edition at `index` of the title, as the title would be saved
 * with it (so an ISBN listed twice is caught too), keyed by the edition's fields: `{isbn: "This is
 * not a valid ISBN-13"}`.
 */
export function editionErrors(title: Title, index: number, values: EditionValues): FieldErrors {
  const edition = valuesToEdition(values, title.editions[index]);
  const errors = validateTitle(titleWithEditions(title, editionsWith(title.editions, index, edition)));
  const mine: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefixOf(index))) mine[editionFieldOf(key, index)] = message;
  return mine;
}
