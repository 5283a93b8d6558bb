/**
 * The browser's one clock: what "today" is for the signed-in team, in the team's time zone (its
 * setting on the team page, the server's zone until an admin chooses one; `GET /api/me` carries
 * it as `timeZone`). The server reads its "today" the same way (server/src/clock.rs), so a chase
 * the browser calls due today is the one the server's overdue list holds. Until the zone is known
 * (before sign-in), the browser's own zone stands in.
 *
 * Written on the browser's own `Intl` and `Date` rather than the Temporal polyfill the calendar
 * and the fair planner use: every page reads today, and the polyfill (some 60 KB of script) would
 * then be part of every first load; a calendar date in a zone and a count of days need no more.
 */
let teamTimeZone: string | undefined;

/** Takes the team's time zone (an IANA name) from `GET /api/me`; `undefined` forgets it. */
export function setTeamTimeZone(zone: string | undefined): void {
  teamTimeZone = zone && isTimeZone(zone) ? zone : undefined;
}

/** The zone "today" is read in: the team's, else the browser's. */
export const timeZone = (): string => teamTimeZone ?? browserTimeZone();

let browserZone: string | undefined;
/** The browser's own zone, read once. */
const browserTimeZone = (): string => (browserZone ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);

/** Whether `zone` is an IANA time zone name this browser knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date formatter of each zone read so far (making one costs more than using it). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's year, month and day in the team's time zone. */
function today(): { year: number; month: number; day: number } {
  const zone = timeZone();
  let format = dateFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', calendar: 'iso8601', numberingSystem: 'latn' });
    dateFormats.set(zone, format);
  }
  const parts = format.formatToParts(Date.now());
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value('year'), month: value('month'), day: value('day') };
}

/** The UTC midnight of a calendar date (years below 100 too, which `Date.UTC` would take as 19xx). */
function utcDate(year: number, month: number, day: number): Date {
  const utc = new Date(Date.UTC(2000, month - 1, day));
  utc.setUTCFullYear(year);
  return utc;
}

/** `YYYY-MM-DD` of a UTC midnight. */
const isoOf = (utc: Date): string => utc.toISOString().slice(0, 10);

/** Today's date in the team's time zone, `YYYY-MM-DD`. */
export function todayIso(): string {
  const { year, month, day } = today();
  return isoOf(utcDate(year, month, day));
}

/** The current year in the team's time zone. */
export const thisYear = (): number => today().year;

/** `date` (`YYYY-MM-DD`) plus `days` (fewer when negative), as a calendar date; '' for an unreadable date. */
export function plusDays(date: string, days: number): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!parts) return '';
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const utc = utcDate(year, month, day);
  // Date rolls 2023-02-29 over to March: a date it had to roll is not one
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return '';
  utc.setUTCDate(utc.getUTCDate() + days);
  return isoOf(utc);
}
