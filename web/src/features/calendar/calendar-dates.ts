/**
 * The calendar's dates as the server writes them: `YYYY-MM-DD` for days, `YYYY-MM-DDTHH:MM` for the
 * team's local times (docs/http.md, "Calendar and feed"). FullCalendar hands out Dates in the browser's time zone,
 * so both are read with the local getters, never through UTC.
 */
import { Temporal } from 'temporal-polyfill';
import type { DayRange } from './api/calendar-types';
import type { CalendarView } from './calendar-views';

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

/**
 * The days FullCalendar shows for `view` around the day `date`, as its `datesSet` reports them
 * (team-calendar.tsx; weeks start on Monday, its `firstDay`): the month's six weeks (its
 * `fixedWeekCount`), the week, or the agenda's month. The page asks for them before FullCalendar
 * has drawn (calendar-page.tsx's prefetch).
 */
export function shownDays(view: CalendarView, date: string): DayRange {
  const day = Temporal.PlainDate.from(date);
  const monday = (of: Temporal.PlainDate) => of.subtract({ days: of.dayOfWeek - 1 });
  switch (view) {
    case 'month': {
      const from = monday(day.with({ day: 1 }));
      return { from: from.toString(), to: from.add({ days: 41 }).toString() };
    }
    case 'week': {
      const from = monday(day);
      return { from: from.toString(), to: from.add({ days: 6 }).toString() };
    }
    case 'agenda': {
      const from = day.with({ day: 1 });
      return { from: from.toString(), to: from.add({ months: 1 }).subtract({ days: 1 }).toString() };
    }
  }
}
