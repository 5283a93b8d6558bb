/**
 * Reads the text of a CSV file into rows of cells named by the header, for the imports: the header
 * is checked against the columns an import knows, and every data row keeps the line of the file it
 * starts on, so that each message can say where to look.
 */
import Papa from 'papaparse';
import type { LineError } from './import-plan';
import { unguarded } from '../../lib/csv';

/** One data row: the line of the file it starts on, and its cells by column ('' when missing). */
export interface CsvRow {
  line: number;
  cells: Record<string, string>;
}

/** The columns an import knows, in the order the messages list them, and those it requires. */
export interface CsvShape {
  columns: readonly string[];
  required: readonly string[];
}

export type CsvRead =
  | { ok: true; columns: string[]; rows: CsvRow[]; errors: LineError[] }
  /** The file as a whole cannot be read as this import (a bad header, no rows): one message. */
  | { ok: false; message: string };

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** The header's one message, or undefined when it names only known columns, each once, the required ones too. */
export function headerProblem(header: readonly string[], shape: CsvShape): string | undefined {
  const known = new Map(shape.columns.map((column) => [column.toLowerCase(), column]));
  const seen = new Set<string>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  header.forEach((name, index) => {
    const column = known.get(name.toLowerCase());
    if (!column) unknown.push(name === '' ? `(no name, column ${index + 1})` : name);
    else if (seen.has(column)) repeated.push(column);
    else seen.add(column);
  });
  const missing = shape.required.filter((column) => !seen.has(column));
  if (!unknown.length && !repeated.length && !missing.length) return undefined;
  const problems = [
    unknown.length && `unknown ${unknown.length === 1 ? 'column' : 'columns'} ${quoted(unknown)}`,
    repeated.length && `${quoted(repeated)} more than once`,
    missing.length && `no ${quoted(missing)} column`,
  ].filter(Boolean);
  const optional = shape.columns.filter((column) => !shape.required.includes(column));
  return (
    `The first line of the file must name its columns: ${quoted(shape.required)} and any of ${quoted(optional)}, in any order. ` +
    `This file has ${problems.join('; ')}.`
  );
}

/** Papaparse's row problems that change what a row means; a short row only leaves its last cells empty. */
function rowProblem(error: Papa.ParseError, columns: number): string | undefined {
  switch (error.code) {
    case 'TooManyFields':
      return `More cells than the ${columns} columns of the header (a comma inside a cell needs quotes around the cell)`;
    case 'MissingQuotes':
      return 'A quoted cell is not closed: the rest of the file was read into it';
    case 'InvalidQuotes':
      return 'A quote mark is misplaced: inside a quoted cell, write it twice ("")';
    default:
      return undefined;
  }
}

/**
 * Counts the lines of `text` as an editor numbers them. Rows are found by papaparse; the line a row
 * starts on is worked out from where it ends (papaparse's cursor) less the line breaks inside its
 * quoted cells, so a cell written on several lines does not shift the lines of the rows after it.
 */
class LineCounter {
  private position = 0;
  private breaks = 0;
  private readonly mark: string;
  constructor(
    private readonly text: string,
    private readonly linebreak: string,
  ) {
    // "\r\n" and "\n" files both count "\n"; only old Mac files break lines with "\r" alone.
    this.mark = linebreak === '\r' ? '\r' : '\n';
  }

  /** How many line breaks `value` holds. */
  breaksIn(value: string): number {
    let count = 0;
    for (let at = value.indexOf(this.mark); at !== -1; at = value.indexOf(this.mark, at + 1)) count++;
    return count;
  }

  /**
   * The line (from 1) of a row's last character, the row ending at `end`: its own closing line
   * break left out, unless that break is inside the row's last cell (a quote never closed).
   */
  lastLineBefore(end: number, openQuote: boolean): number {
    const stop = !openQuote && this.text.endsWith(this.linebreak, end) ? end - this.linebreak.length : end;
    if (stop > this.position) {
      this.breaks += this.breaksIn(this.text.slice(this.position, stop));
      this.position = stop;
    }
    return this.breaks + 1;
  }
}

/**
 * Parses `text` (header: true, blank lines skipped) and checks its header against `shape`. Header
 * names are trimmed and matched without regard to case; the rows' cells are keyed by the shape's
 * spelling. A text that is not UTF-8 (decoded with replacement characters) is refused: its
 * accented letters would be stored as "�".
 */
export function readCsv(text: string, shape: CsvShape): CsvRead {
  if (text.includes('\uFFFD')) {
    return { ok: false, message: 'The file is not UTF-8 text. Save it again as "CSV UTF-8" and choose it again.' };
  }
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, message: 'The file is empty.' };
  // Blank lines above the header would make papaparse read an empty header: they are left out,
  // and counted so that the lines stay the file's.
  const blank = /^\uFEFF?(?:[ \t]*(?:\r\n|\n|\r))*/.exec(text)![0];
  const skipped = blank.split(/\r\n|\n|\r/).length - 1;
  const body = text.slice(blank.length);
  const header: string[] = [];
  const known = new Map(shape.columns.map((column) => [column.toLowerCase(), column]));
  const rows: CsvRow[] = [];
  const errors: LineError[] = [];
  let counter: LineCounter | undefined;
  let headerMessage: string | undefined;

  Papa.parse<Record<string, string | string[]>>(body, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
    // Each header cell is keyed by its position, so repeated names reach the header check instead
    // of being renamed by papaparse ("name_1").
    transformHeader: (name, index) => {
      header[index] = name.trim();
      return String(index);
    },
    step: (step, parser) => {
      if (!counter) {
        headerMessage = headerProblem(header, shape);
        if (headerMessage) return parser.abort();
        counter = new LineCounter(body, step.meta.linebreak);
      }
      const lines = counter;
      const cells: Record<string, string> = Object.fromEntries(shape.columns.map((column) => [column, '']));
      let inner = 0;
      for (const [key, value] of Object.entries(step.data)) {
        const values = Array.isArray(value) ? value : [value ?? ''];
        inner += values.reduce((sum, v) => sum + lines.breaksIn(v), 0);
        const column = known.get(header[Number(key)]?.toLowerCase() ?? '');
        // A cell the export guarded against spreadsheet formulas ("'+49 89 ...") reads as it was.
        if (column && typeof value === 'string') cells[column] = unguarded(value);
      }
      const openQuote = step.errors.some((error) => error.code === 'MissingQuotes');
      const line = skipped + lines.lastLineBefore(step.meta.cursor, openQuote) - inner;
      rows.push({ line, cells });
      for (const error of step.errors) {
        const message = rowProblem(error, header.length);
        if (message) errors.push({ line, message });
      }
    },
  });

  if (!counter) {
    // No data row reached the step: a header alone, or a header refused above.
    headerMessage ??= headerProblem(header, shape);
    return { ok: false, message: headerMessage ?? 'The file has a header line but no rows to import.' };
  }
  const columns = header.map((name) => known.get(name.toLowerCase()) ?? name);
  return { ok: true, columns, rows, errors };
}
