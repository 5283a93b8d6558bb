/**
 * A titles CSV file (`name,author,publishDate,description`, one title per row, only `name`
 * required, columns in any order) read into the titles `POST /api/titles/import` takes: each in the
 * core's stored form, checked with the core's rules, every problem on its line.
 */
import type { Title } from '../../generated/Title';
import { normalizeTitle, searchKey, validateTitle } from '../../lib/core';
import type { Payload } from '../../lib/wire';
import { placeFieldErrors, sortLineErrors, type ColumnOf, type ImportParse, type LineError } from './import-plan';
import { readCsv, type CsvShape } from './read-csv';

/** A title as the import sends it: the core's stored form, empty fields left out. */
export type TitleImport = Payload<Title>;

export const TITLE_SHAPE: CsvShape = { columns: ['name', 'author', 'publishDate', 'description'], required: ['name'] };

/** A title's fields are its CSV columns. */
export const titleColumnOf: ColumnOf = (field) => field;

const orNull = (text: string | undefined) => (text ? text : null);

/** The stored form without the catalogue's lists a CSV file has no columns for (empty, as the server takes an absent list). */
function withoutEmptyLists<T extends object>(title: T): T {
  return Object.fromEntries(Object.entries(title).filter(([, value]) => !(Array.isArray(value) && value.length === 0))) as T;
}

export function parseTitles(text: string): ImportParse<TitleImport> {
  const read = readCsv(text, TITLE_SHAPE);
  if (!read.ok) return read;
  const errors: LineError[] = [...read.errors];
  const firstLineOf = new Map<string, number>();
  const entities: TitleImport[] = [];
  const places = read.rows.map(({ line, cells }) => {
    const title: Title = {
      id: null,
      version: null,
      name: cells.name ?? '',
      author: orNull(cells.author),
      publishDate: orNull(cells.publishDate),
      description: orNull(cells.description),
      subtitle: null,
      originalLanguage: null,
      contributors: [],
      subjects: [],
      pitch: null,
      authorBio: null,
      quotes: [],
      editions: [],
      cover: null,
    };
    const place = { line };
    errors.push(...placeFieldErrors(validateTitle(title), place, titleColumnOf));
    const stored = withoutEmptyLists(normalizeTitle<TitleImport>(title));
    // The server refuses a name twice in one import; saying so here names both lines.
    const key = searchKey(stored.name);
    const first = firstLineOf.get(key);
    if (key && first !== undefined) errors.push({ line, field: 'name', message: `Same name as line ${first}` });
    else if (key) firstLineOf.set(key, line);
    entities.push(stored);
    return place;
  });
  return { ok: true, columns: read.columns, rows: read.rows, entities, places, errors: sortLineErrors(errors, TITLE_SHAPE.columns) };
}
