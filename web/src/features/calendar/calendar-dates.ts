/**
 * The calendar's dates as the server writes them: `YYYY-MM-DD` for days, `YYYY-MM-DDTHH:MM` for the
 * team's local times (api.md "Calendar"). FullCalendar hands out Dates in the browser's time zone,
 * so both are read with the local getters, never through UTC.
 */
import { Temporal } from 'temporal-polyfill';

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of `date`, `YYYY-MM-DD`. */
export const dayOf = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The local day and time of `date` to the minute, `YYYY-MM-DDTHH:MM`. */
export const dateTimeOf = (date: Date): string => `${dayOf(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;

/**
 * `YYYY-MM-DDTHH:MM` plus `hours`, as a local time on the wall clock (Temporal's PlainDateTime: no
 * time zone, so no daylight-saving jump); '' for an unreadable one.
 */
export function plusHours(dateTime: string, hours: number): string {
  try {
    return Temporal.PlainDateTime.from(dateTime, { overflow: 'reject' }).add({ hours }).toString({ smallestUnit: 'minute' });
  } catch {
    return '';
  }
}
