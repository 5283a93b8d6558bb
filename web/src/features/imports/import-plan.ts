/**
 * What reading a CSV file gives an import: the entities to send, where each came from in the file,
 * and every problem placed on a line, whether the core found it in the browser or the server
 * answered it in a 422.
 */
import type { FieldErrors } from '../../lib/core';

/** A problem in the file: on a line (1 = the header) and a CSV column when it concerns one. */
export interface LineError {
  line?: number;
  field?: string;
  message: string;
}

/** Where an entity came from: the line of its (first) row; for a company, the line of each contact's row; for a title, of each edition's. */
export interface EntityPlace {
  line: number;
  contactLines?: number[];
  editionLines?: number[];
}

/** The CSV column an entity's field was read from (`countryId` → `country`, `contacts.0.email` → `contactEmail`). */
export type ColumnOf = (field: string) => string;

/** A file read for an import. Any error means nothing can be sent. */
export interface ImportPlan<T> {
  /** The file's columns, in its order. */
  columns: string[];
  /** Its data rows (not counting the header), cells by column. */
  rows: { line: number; cells: Record<string, string> }[];
  /** What the import sends, in file order; `places[i]` says where `entities[i]` came from. */
  entities: T[];
  places: EntityPlace[];
  /** Sorted by line, then by column. */
  errors: LineError[];
}

/** A plan, or the one message of a file that cannot be read as this import at all (bad header, no rows). */
export type ImportParse<T> = ({ ok: true } & ImportPlan<T>) | { ok: false; message: string };

const CONTACT_FIELD = /^contacts\.(\d+)\./;
const EDITION_FIELD = /^editions\.(\d+)\./;
const ROW_FIELD = /^(\d+)\.(.+)$/;

/** An entity's field errors (`{field: message}`, the core's or a 422's) placed on the lines of the file. */
export function placeFieldErrors(errors: FieldErrors, place: EntityPlace, columnOf: ColumnOf): LineError[] {
  return Object.entries(errors).map(([field, message]) => {
    const contact = CONTACT_FIELD.exec(field);
    const edition = EDITION_FIELD.exec(field);
    const line = (contact && place.contactLines?.[Number(contact[1])]) || (edition && place.editionLines?.[Number(edition[1])]) || place.line;
    return field === '_' ? { line, message } : { line, field: columnOf(field), message };
  });
}

/** Sorts errors by line (those without a line first), then by the column's place in `columns`. */
export function sortLineErrors(errors: LineError[], columns: readonly string[]): LineError[] {
  const rank = (field?: string) => (field === undefined ? -1 : columns.indexOf(field) === -1 ? columns.length : columns.indexOf(field));
  return [...errors].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || rank(a.field) - rank(b.field));
}

/**
 * A server 422's `errors`, keyed `<index>.<field>` by the entity's index in the array sent
 * (`4.name`, `3.contacts.0.email`), placed on the lines of the file. A key that names no entity
 * sent is kept as it is, without a line.
 */
export function serverLineErrors(errors: FieldErrors, places: EntityPlace[], columnOf: ColumnOf, columns: readonly string[]): LineError[] {
  const placed = Object.entries(errors).flatMap(([key, message]): LineError[] => {
    const row = ROW_FIELD.exec(key);
    const place = row ? places[Number(row[1])] : undefined;
    if (row && place) return placeFieldErrors({ [row[2]!]: message }, place, columnOf);
    return [key === '_' || key === '' ? { message } : { field: key, message }];
  });
  return sortLineErrors(placed, columns);
}

/** "Line 4: name: A title with this name already exists". */
export function formatLineError({ line, field, message }: LineError): string {
  return [line === undefined ? undefined : `Line ${line}`, field, message].filter(Boolean).join(': ');
}

/** How many rows of the file the errors concern (an error without a line counts as one). */
export function rowsWithErrors(errors: LineError[]): number {
  const lines = new Set(errors.map((error) => error.line ?? 'file'));
  return lines.size;
}
