/**
 * A titles CSV file read into the titles `POST /api/titles/import` takes: each in the core's
 * stored form, checked with the core's rules, every problem on its line. Only `name` is required;
 * columns in any order.
 *
 * One row per edition, as core's `TitleRows` (core/src/csv_rows.rs) reads the command line's
 * files: a row with the name of the title on the row before it adds its edition (`isbn`, `format`,
 * `editionDate`, `pages`, `price`, `currency`) to that title, whose other cells come from its first
 * row and are left empty or repeated on the next ones. `subjects` are Thema codes separated by `;`,
 * `contributors` `Name (role)` separated by `;`, `quotes` one per line of the cell, each
 * `words — source`; an edition's `salesRights` is kept as it is.
 */
import type { Contributor } from '../../generated/Contributor';
import type { Edition } from '../../generated/Edition';
import type { Quote } from '../../generated/Quote';
import type { Title } from '../../generated/Title';
import { normalizeTitle, searchKey, validateTitle } from '../../lib/core';
import type { Payload } from '../../lib/wire';
import { placeFieldErrors, sortLineErrors, type ColumnOf, type EntityPlace, type ImportParse, type LineError } from './import-plan';
import { readCsv, type CsvShape } from './read-csv';

/** A title as the import sends it: the core's stored form, empty fields left out. */
export type TitleImport = Payload<Title>;

const TITLE_CELLS = ['name', 'author', 'publishDate', 'description', 'subtitle', 'originalLanguage', 'subjects', 'pitch', 'authorBio', 'contributors', 'quotes'];
const EDITION_CELLS = ['isbn', 'format', 'editionDate', 'pages', 'price', 'currency', 'salesRights'];

/** The spaced em dash before a quote's source (core's `quotes_of`). */
export const QUOTE_SOURCE_MARK = ' — ';

/** core's `TITLE_COLUMNS`: the title's columns, then its edition's. */
export const TITLE_SHAPE: CsvShape = { columns: [...TITLE_CELLS, ...EDITION_CELLS], required: ['name'] };

/** A title's fields are its CSV columns, but a contributor's (`contributors`) and an edition's (`editions.0.publishDate` → `editionDate`). */
export const titleColumnOf: ColumnOf = (field) => {
  if (field.startsWith('contributors.')) return 'contributors';
  if (field.startsWith('quotes.')) return 'quotes';
  const edition = /^editions\.\d+\.(.+)$/.exec(field);
  if (!edition) return field;
  return edition[1] === 'publishDate' ? 'editionDate' : edition[1]!;
};

// core's messages of the CSV's own cells (core/src/messages.rs).
const PAGES_RANGE = 'Pages must be a whole number from 1 to 100000';
const PRICE_NOT_NUMBER = 'Price must be a number';
const sameNameAsLine = (line: number) => `Same name as line ${line}`;
const otherTitleDetailsThanLine = (line: number) => `Same name as line ${line} but other title details`;

const orNull = (text: string | undefined) => (text ? text : null);

/** A number cell as Rust's `parse` reads it: `undefined` when blank, `null` when it is not a number. */
function numberOf(cell: string | undefined, whole: boolean): number | null | undefined {
  const text = (cell ?? '').trim();
  if (!text) return undefined;
  const shape = whole ? /^[+-]?\d+$/ : /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
  return shape.test(text) ? Number(text) : null;
}

/** `Name (role); Name (role)`; a name without a role in brackets has an empty role, which core names. */
function contributorsOf(cell: string | undefined): Contributor[] {
  return (cell ?? '')
    .split(';')
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => {
      const bracketed = /^(.*)\(([^()]*)\)$/.exec(text);
      return bracketed ? { name: bracketed[1]!.trim(), role: bracketed[2]!.trim().toLowerCase() } : { name: text, role: '' };
    });
}

/** One quote per line of the cell, `words — source` (the source after the last spaced em dash), as core's `quotes_of`. */
function quotesOf(cell: string | undefined): Quote[] {
  return (cell ?? '')
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf(QUOTE_SOURCE_MARK);
      return at < 0 ? { text: line, source: null } : { text: line.slice(0, at).trim(), source: line.slice(at + QUOTE_SOURCE_MARK.length).trim() };
    });
}

/** The title being read: its name key, its first line, its stored fields and its ISBNs so far. */
interface Current {
  key: string;
  line: number;
  title: TitleImport;
  isbns: string[];
  /** Its index in `entities`. */
  index: number;
}

/** Whether a later row of a title says other than its first row in a title cell it fills. */
function otherDetails(first: TitleImport, row: TitleImport): boolean {
  const cells = ['author', 'publishDate', 'description', 'subtitle', 'originalLanguage', 'pitch', 'authorBio'] as const;
  const differs = (a: unknown, b: unknown) => JSON.stringify(a ?? []) !== JSON.stringify(b ?? []);
  return (
    cells.some((cell) => row[cell] !== undefined && row[cell] !== first[cell]) ||
    (row.contributors.length > 0 && differs(row.contributors, first.contributors)) ||
    (row.subjects.length > 0 && differs(row.subjects, first.subjects)) ||
    (row.quotes.length > 0 && differs(row.quotes, first.quotes))
  );
}

export function parseTitles(text: string): ImportParse<TitleImport> {
  const read = readCsv(text, TITLE_SHAPE);
  if (!read.ok) return read;
  const errors: LineError[] = [...read.errors];
  const firstLineOf = new Map<string, number>();
  const entities: TitleImport[] = [];
  const places: EntityPlace[] = [];
  let current: Current | undefined;
  for (const { line, cells } of read.rows) {
    const rowErrors: LineError[] = [];
    const hasEdition = EDITION_CELLS.some((column) => (cells[column] ?? '').trim() !== '');
    const pages = numberOf(cells.pages, true);
    const price = numberOf(cells.price, false);
    if (pages === null) rowErrors.push({ line, field: 'pages', message: PAGES_RANGE });
    if (price === null) rowErrors.push({ line, field: 'price', message: PRICE_NOT_NUMBER });
    const edition: Edition | undefined = hasEdition
      ? {
          isbn: cells.isbn ?? '',
          format: orNull(cells.format),
          publishDate: orNull(cells.editionDate),
          pages: pages ?? null,
          price: price ?? null,
          currency: orNull(cells.currency),
          salesRights: orNull(cells.salesRights),
        }
      : undefined;
    const title: Title = {
      id: null,
      version: null,
      name: cells.name ?? '',
      author: orNull(cells.author),
      publishDate: orNull(cells.publishDate),
      description: orNull(cells.description),
      subtitle: orNull(cells.subtitle),
      originalLanguage: orNull(cells.originalLanguage),
      contributors: contributorsOf(cells.contributors),
      subjects: (cells.subjects ?? '').split(';'),
      pitch: orNull(cells.pitch),
      authorBio: orNull(cells.authorBio),
      quotes: quotesOf(cells.quotes),
      editions: [],
      cover: null,
      coverLink: null,
    };
    const stored = normalizeTitle<TitleImport>(title);
    const key = searchKey(stored.name);
    // A cell already refused (a price that is not a number) is not named a second time.
    const place = (found: LineError[]) => rowErrors.push(...found.filter((error) => !rowErrors.some((known) => known.field === error.field)));

    if (current && key && current.key === key) {
      const first = current;
      if (otherDetails(first.title, stored)) rowErrors.push({ line, field: 'name', message: otherTitleDetailsThanLine(first.line) });
      if (!edition) {
        // A row that adds nothing to the title is the same title twice.
        if (rowErrors.length === 0) rowErrors.push({ line, field: 'name', message: sameNameAsLine(first.line) });
      } else {
        const alone = { ...title, name: first.title.name, editions: [edition] };
        place(placeFieldErrors(validateTitle(alone), { line }, titleColumnOf));
        const added = normalizeTitle<TitleImport>(alone).editions[0]!;
        // core's ISBN_TWICE, which core's rules say of one title's editions.
        if (added.isbn && first.isbns.includes(added.isbn)) rowErrors.push({ line, field: 'isbn', message: 'This ISBN is listed twice' });
        first.isbns.push(added.isbn);
        entities[first.index]!.editions.push(added);
        places[first.index]!.editionLines!.push(line);
      }
      errors.push(...rowErrors);
      continue;
    }

    const withEdition = { ...title, editions: edition ? [edition] : [] };
    place(placeFieldErrors(validateTitle(withEdition), { line }, titleColumnOf));
    const full = normalizeTitle<TitleImport>(withEdition);
    // The server refuses a name twice in one import; saying so here names both lines.
    const firstLine = firstLineOf.get(key);
    if (key && firstLine !== undefined) rowErrors.push({ line, field: 'name', message: sameNameAsLine(firstLine) });
    else if (key) firstLineOf.set(key, line);
    current = { key, line, title: full, isbns: full.editions.map((e) => e.isbn), index: entities.length };
    entities.push(full);
    places.push({ line, editionLines: full.editions.map(() => line) });
    errors.push(...rowErrors);
  }
  return { ok: true, columns: read.columns, rows: read.rows, entities, places, errors: sortLineErrors(errors, TITLE_SHAPE.columns) };
}
