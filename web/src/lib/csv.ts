/**
 * CSV export (RFC 4180): fields holding a comma, a double quote, CR or LF are quoted, quotes doubled;
 * records end with CRLF. `downloadCsv` adds a UTF-8 BOM so spreadsheet apps read accents correctly.
 * Text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`, `@`, tab or CR, e.g. a
 * company named `=HYPERLINK(...)`) gets a leading `'`, which spreadsheets show as text (OWASP's
 * advice against CSV injection); numbers stay numbers. The imports read such a cell back without its
 * `'` (`unguarded`), so that an exported file imports as it is (a phone number "+49 89 ...").
 */
import { saveBlob } from './save-file';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

function field(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV text, every record (the last one too) ended by CRLF; '' for no rows. */
export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}

/** Saves `rows` as `fileName` (UTF-8 with BOM, text/csv). */
export function downloadCsv(fileName: string, rows: CsvCell[][]): void {
  saveBlob(new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}

/**
 * A cell as it was before `toCsv` guarded it: without the `'` put before text a spreadsheet would
 * run as a formula. `rightsdesk import` does the same (server/src/import.rs).
 */
export function unguarded(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
