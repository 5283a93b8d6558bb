import { normalizeTitle, validateTitle, type FieldErrors } from '../../lib/core';
import type { Edition } from '../../generated/Edition';
import type { Title, TitlePayload } from './api/title-types';

/** A contributor row as typed: a name and a role (a ContributorRole wire value, '' for none chosen). */
export interface ContributorValues {
  name: string;
  role: string;
}

/** A quote row as typed. */
export interface QuoteValues {
  text: string;
  source: string;
}

/** The form's fields, as typed (the editions are the Editions tab's, each saved on its own). */
export interface TitleFormValues {
  name: string;
  subtitle: string;
  author: string;
  originalLanguage: string;
  publishDate: string;
  contributors: ContributorValues[];
  subjects: string[];
  pitch: string;
  description: string;
  authorBio: string;
  quotes: QuoteValues[];
}

export type TitleField = Exclude<keyof TitleFormValues, 'contributors' | 'quotes'>;

/** The longest pitch core accepts: the form counts down to it. */
export const PITCH_MAX = 1000;

/**
 * Every key a message can show under, in form order: a row's fields by their index, as core and
 * the server name them (`contributors.1.role`, `quotes.0.text`), and the rows as a whole, which a
 * conflict after a stale save compares.
 */
export function titleFields(values: TitleFormValues): string[] {
  return [
    'name',
    'subtitle',
    'author',
    'originalLanguage',
    'publishDate',
    'contributors',
    ...values.contributors.flatMap((_, index) => [`contributors.${index}.name`, `contributors.${index}.role`]),
    'subjects',
    'pitch',
    'description',
    'authorBio',
    'quotes',
    ...values.quotes.flatMap((_, index) => [`quotes.${index}.text`, `quotes.${index}.source`]),
  ];
}

export const emptyTitleValues: TitleFormValues = {
  name: '',
  subtitle: '',
  author: '',
  originalLanguage: '',
  publishDate: '',
  contributors: [],
  subjects: [],
  pitch: '',
  description: '',
  authorBio: '',
  quotes: [],
};

export const emptyContributor: ContributorValues = { name: '', role: '' };
export const emptyQuote: QuoteValues = { text: '', source: '' };

/** A stored title as form values (nulls become empty fields). */
export function titleToValues(title: Title): TitleFormValues {
  return {
    name: title.name ?? '',
    subtitle: title.subtitle ?? '',
    author: title.author ?? '',
    originalLanguage: title.originalLanguage ?? '',
    publishDate: title.publishDate ?? '',
    contributors: (title.contributors ?? []).map((c) => ({ name: c.name ?? '', role: c.role ?? '' })),
    subjects: [...(title.subjects ?? [])],
    pitch: title.pitch ?? '',
    description: title.description ?? '',
    authorBio: title.authorBio ?? '',
    quotes: (title.quotes ?? []).map((q) => ({ text: q.text ?? '', source: q.source ?? '' })),
  };
}

/**
 * What is sent: the core's stored form of the values (trimmed, empty optional fields left out,
 * docs/product.md §5), the title's editions as stored (the Editions tab changes them), and the id
 * when editing.
 */
export function valuesToPayload(values: TitleFormValues, id?: Title['id'], editions: readonly Edition[] = []): TitlePayload {
  const payload = normalizeTitle<TitlePayload>({ ...values, editions });
  return id === undefined ? payload : { ...payload, id };
}

/** The core's rules (wasm), the same the server applies: `{field: message}`, `{}` when valid. */
export function validateTitleValues(values: TitleFormValues): FieldErrors {
  return validateTitle(valuesToPayload(values));
}

/** The section of a Thema code: its first character ("FBA" is in "F"). */
export const themaSection = (code: string) => code.trim().charAt(0).toUpperCase();
