/**
 * A fair's times as the planner needs them. A meeting's `start` is a local date and time in the
 * fair's zone (`2026-10-14T10:30`), not an instant: the planner shows it on that wall clock
 * whatever the browser's zone, by running FullCalendar in UTC and handing it the local times as if
 * they were UTC ones (no daylight-saving jump either: a fair's day is the day as printed on its
 * agenda). Dates FullCalendar hands back are read the same way, through their UTC fields.
 */
import { Temporal } from 'temporal-polyfill';

/** The parts of a fair these helpers read. */
export interface FairHours {
  startDate: string;
  endDate: string;
  /** `HH:MM` */
  dayStart: string;
  dayEnd: string;
  slotMinutes: number;
}

/** The fair's days, `YYYY-MM-DD`, first to last; [] for unreadable dates. */
export function fairDays({ startDate, endDate }: Pick<FairHours, 'startDate' | 'endDate'>): string[] {
  try {
    const last = Temporal.PlainDate.from(endDate, { overflow: 'reject' });
    const days: string[] = [];
    for (let day = Temporal.PlainDate.from(startDate, { overflow: 'reject' }); Temporal.PlainDate.compare(day, last) <= 0 && days.length < 366; day = day.add({ days: 1 })) {
      days.push(day.toString());
    }
    return days;
  } catch {
    return [];
  }
}

/** `start` plus `minutes`, `YYYY-MM-DDTHH:MM` on the same wall clock; '' when unreadable. */
export function plusMinutes(start: string, minutes: number): string {
  try {
    return Temporal.PlainDateTime.from(start, { overflow: 'reject' }).add({ minutes }).toString({ smallestUnit: 'minute' });
  } catch {
    return '';
  }
}

/** The wall-clock time a Date of the planner stands for (see the header), `YYYY-MM-DDTHH:MM`. */
export const localOf = (date: Date): string => date.toISOString().slice(0, 16);

/** The day of a local date and time. */
export const dayOfStart = (start: string): string => start.slice(0, 10);

/** The time of a local date and time, `HH:MM`. */
export const timeOfStart = (start: string): string => start.slice(11, 16);

/** `HH:MM` as FullCalendar's duration `HH:MM:00`. */
export const asDuration = (time: string): string => `${time}:00`;

/** Minutes as FullCalendar's duration `HH:MM:00` (a slot's length). */
export function minutesAsDuration(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
}

/**
 * Whether a meeting from `start` for `minutes` is within the fair's days and hours: the server's
 * rule ("The meeting must be within the fair's days and hours"), checked while a meeting is
 * dragged so that it cannot be dropped where it would be refused.
 */
export function withinFair(fair: FairHours, start: string, minutes: number): boolean {
  const end = plusMinutes(start, minutes);
  if (!end) return false;
  const day = dayOfStart(start);
  return day >= fair.startDate && day <= fair.endDate && dayOfStart(end) === day && timeOfStart(start) >= fair.dayStart && timeOfStart(end) <= fair.dayEnd;
}

/** Where a new meeting starts when nobody picked a slot: the fair's first day, at its day start. */
export const firstSlot = (fair: Pick<FairHours, 'startDate' | 'dayStart'>): string => `${fair.startDate}T${fair.dayStart}`;

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone: 'UTC' });
const asUtc = (local: string) => new Date(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);

/** A fair's day for people: "Wed, Oct 14". */
export const formatFairDay = (day: string): string => dayFormat.format(asUtc(day));

/** A meeting's time for people, on the fair's clock: "10:30 AM". */
export const formatFairTime = (start: string): string => timeFormat.format(asUtc(start));

/** A meeting's day and time span: "Wed, Oct 14, 10:30 AM – 11:00 AM". */
export const formatMeetingSpan = (start: string, minutes: number): string =>
  `${formatFairDay(dayOfStart(start))}, ${formatFairTime(start)} – ${formatFairTime(plusMinutes(start, minutes))}`;

/** The fair's dates for people: "Oct 14 – 18, 2026" as the browser's locale puts a range. */
export function formatFairDates(startDate: string, endDate: string): string {
  const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
  return format.formatRange(asUtc(startDate), asUtc(endDate));
}
