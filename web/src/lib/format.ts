/** Display formatting in the user's locale (spec: dates shown in the user's locale). */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

let dateFormatter: Intl.DateTimeFormat | undefined;
function getDateFormatter(): Intl.DateTimeFormat {
  dateFormatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
  return dateFormatter;
}

/**
 * A date for display in the user's locale; '' for an empty value.
 * `YYYY-MM-DD` is read as a calendar date (local midnight, not UTC midnight, so it never shifts by a
 * day west of Greenwich); anything else is handed to `Date`; an unreadable value is shown as given.
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = iso.trim();
  if (!value) return '';
  const m = CALENDAR_DATE.exec(value);
  const date = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(value);
  if (Number.isNaN(date.getTime())) return iso;
  return getDateFormatter().format(date);
}

let collator: Intl.Collator | undefined;
function getCollator(): Intl.Collator {
  collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  return collator;
}

/** Locale-aware comparison for sorting text; empty (null, undefined, blank) values sort last. */
export function compareText(a?: string | null, b?: string | null): number {
  const aEmpty = !a || !a.trim();
  const bEmpty = !b || !b.trim();
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  return getCollator().compare(a, b);
}
