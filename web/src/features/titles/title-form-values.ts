import { normalizeTitle, validateTitle, type FieldErrors } from '../../lib/core';
import type { Title, TitlePayload } from './api/title-types';

/** The form's fields, as typed. */
export interface TitleFormValues {
  name: string;
  author: string;
  publishDate: string;
  description: string;
}

export type TitleField = keyof TitleFormValues;
export const titleFields: readonly TitleField[] = ['name', 'author', 'publishDate', 'description'];

export const emptyTitleValues: TitleFormValues = { name: '', author: '', publishDate: '', description: '' };

/** A stored title as form values (nulls become empty fields). */
export function titleToValues(title: Title): TitleFormValues {
  return {
    name: title.name ?? '',
    author: title.author ?? '',
    publishDate: title.publishDate ?? '',
    description: title.description ?? '',
  };
}

/** What is sent: the core's stored form of the values (trimmed, empty optional fields left out, docs/product.md §5), and the id when editing. */
export function valuesToPayload(values: TitleFormValues, id?: Title['id']): TitlePayload {
  const payload = normalizeTitle<TitlePayload>(values);
  return id === undefined ? payload : { ...payload, id };
}

/** The core's rules (wasm), the same the server applies: `{field: message}`, `{}` when valid. */
export function validateTitleValues(values: TitleFormValues): FieldErrors {
  return validateTitle(valuesToPayload(values));
}
