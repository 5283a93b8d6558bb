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

let dateTimeFormatter: Intl.DateTimeFormat | undefined;

/** A local date and time (`YYYY-MM-DDTHH:MM`) in the user's locale, "Oct 15, 2026, 12:30 PM"; '' for an empty value. */
export function formatDateTime(local: string | null | undefined): string {
  if (!local) return '';
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return local;
  dateTimeFormatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormatter.format(date);
}

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
  return `${new Intl.NumberFormat().format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

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
