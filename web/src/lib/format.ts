/** Display formatting in the user's locale (spec: dates shown in the user's locale). */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `make`'s value, made on the first call: a formatter made at start costs every first page load
 * its making (the first of each kind loads the locale's data), whether the page formats or not.
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const getDateFormatter = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));

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

/** A date and its time, "Oct 15, 2026, 12:30 PM". */
const dateTimeFormatter = once(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

/** A local date and time (`YYYY-MM-DDTHH:MM`) in the user's locale, "Oct 15, 2026, 12:30 PM"; '' for an empty value. */
export function formatDateTime(local: string | null | undefined): string {
  if (!local) return '';
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return local;
  return dateTimeFormatter().format(date);
}

const counts = once(() => new Intl.NumberFormat());

/** A count in the user's locale, "12,345". */
export const formatCount = (n: number): string => counts().format(n);

const MB = 1024 * 1024;

/**
 * A file size for people: "12 bytes", "640 KB", "1.5 KB", "5.0 MB". Units of 1,024 bytes, as the
 * upload limit (5 MB = 5,242,880 bytes). MB always have one decimal, so a file just over the limit
 * reads "5.0 MB", never "5 MB", the limit's own figure; `formatBytes` gives the exact count.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return formatBytes(bytes);
  if (bytes < MB) return `${new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(bytes / 1024)} KB`;
  return `${new Intl.NumberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / MB)} MB`;
}

/** The exact size, grouped in the user's locale: "5,244,479 bytes". */
export function formatBytes(bytes: number): string {
  return `${formatCount(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An IBAN as it is printed and read aloud, in groups of four (`FR76 3000 6000 …`); core stores it without spaces. */
export const formatIban = (iban: string): string => iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** An amount in its currency in the user's locale ("€1,500.50"); a plain number without a currency. */
export function formatMoney(amount: number | null | undefined, currency?: string | null): string {
  if (amount == null || !Number.isFinite(amount)) return '';
  const key = currency ?? '';
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = currency
        ? new Intl.NumberFormat(undefined, { style: 'currency', currency })
        : new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      format = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

const relative = once(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const DAY = 86_400;
/** Largest first: a time reads in the largest unit it has a whole one of. */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "3 days ago", "yesterday", "now" for an RFC 3339 time; the value as given when unreadable. */
export function relativeTime(at: string, now: number = Date.now()): string {
  const seconds = (Date.parse(at) - now) / 1000;
  if (Number.isNaN(seconds)) return at;
  const [unit, size] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  return relative().format(Math.round(seconds / size), unit);
}

const clock = once(() => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }));
/** The time of a local date and time (`YYYY-MM-DDTHH:MM`), "2:00 PM"; '' for an empty value, the value as given when unreadable. */
export function formatTime(local: string | null | undefined): string {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : clock().format(date);
}

const weekday = once(() => new Intl.DateTimeFormat(undefined, { weekday: 'long' }));
/** Local calendar days from `a` to `b` (by their local dates, so a summer-time change is not a day). */
const daysBetween = (a: Date, b: Date) =>
  Math.round((Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / 86_400_000);

/**
 * When something happened, as people say it, in the user's zone: "5 minutes ago" within the hour,
 * then "today at 10:30", "yesterday at 10:30", "Monday at 10:30" within the week, and "Mar 10, 2026
 * at 10:30" before; the value as given when unreadable.
 */
export function historyTime(at: string, now: number = Date.now()): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const seconds = (now - date.getTime()) / 1000;
  if (seconds >= 0 && seconds < 3_600) return relativeTime(at, now);
  const days = daysBetween(date, new Date(now));
  const time = clock().format(date);
  if (days === 0) return `today at ${time}`;
  if (days === 1) return `yesterday at ${time}`;
  if (days > 1 && days < 7) return `${weekday().format(date)} at ${time}`;
  return `${getDateFormatter().format(date)} at ${time}`;
}

/** The exact date and time in the user's locale and zone ("Mar 10, 2026, 2:05 PM"). */
export function exactTime(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : dateTimeFormatter().format(date);
}

const languageNames = once(() => new Intl.DisplayNames(undefined, { type: 'language', fallback: 'code' }));

/** A language's name in the user's language ("French" for `fr`); the code itself when the browser has no name for it. */
export function languageName(code: string | null | undefined): string {
  if (!code) return '';
  try {
    return languageNames().of(code) ?? code;
  } catch {
    // not a well-formed language tag
    return code;
  }
}
