import { Temporal } from 'temporal-polyfill';

/**
 * The browser's one clock: what "today" is for the signed-in team, in the team's time zone (its
 * setting on the team page, the server's zone until an admin chooses one; `GET /api/me` carries
 * it as `timeZone`). The server reads its "today" the same way (server/src/clock.rs), so a chase
 * the browser calls due today is the one the server's overdue list holds. Until the zone is known
 * (before sign-in), the browser's own zone stands in.
 */
let teamTimeZone: string | undefined;

/** Takes the team's time zone (an IANA name) from `GET /api/me`; `undefined` forgets it. */
export function setTeamTimeZone(zone: string | undefined): void {
  teamTimeZone = zone && isTimeZone(zone) ? zone : undefined;
}

/** The zone "today" is read in: the team's, else the browser's. */
export const timeZone = (): string => teamTimeZone ?? Temporal.Now.timeZoneId();

/** Whether `zone` is an IANA time zone name this browser knows. */
export function isTimeZone(zone: string): boolean {
  try {
    Temporal.Now.plainDateISO(zone);
    return true;
  } catch {
    return false;
  }
}

/** Today's date in the team's time zone, `YYYY-MM-DD`. */
export const todayIso = (): string => Temporal.Now.plainDateISO(timeZone()).toString();

/** The current year in the team's time zone. */
export const thisYear = (): number => Temporal.Now.plainDateISO(timeZone()).year;

/** `date` (`YYYY-MM-DD`) plus `days` (fewer when negative), as a calendar date; '' for an unreadable date. */
export function plusDays(date: string, days: number): string {
  try {
    return Temporal.PlainDate.from(date, { overflow: 'reject' }).add({ days }).toString();
  } catch {
    return '';
  }
}
