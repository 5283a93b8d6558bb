import { useCallback, useState } from 'react';
import { useSearchPatch } from '../../lib/use-search-patch';
import { todayIso } from '../../lib/today';
import { isCalendarView, type CalendarView } from './calendar-views';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where the calendar stands: its view, and a day of the period it shows. */
export interface CalendarPlace {
  view: CalendarView;
  date: string;
}

export const samePlace = (a: CalendarPlace, b: CalendarPlace) => a.view === b.view && a.date === b.date;

/** Whether the screen is narrow: the calendar then opens on the agenda. */
export const isNarrow = () => !window.matchMedia('(min-width: 48em)').matches;

/** The place the address `params` names (its view, else the agenda on a `narrow` screen and the month on others; its day, else today). */
export function placeOf(params: URLSearchParams, narrow: boolean): CalendarPlace {
  const view = params.get('view');
  const date = params.get('date');
  return { view: isCalendarView(view) ? view : narrow ? 'agenda' : 'month', date: date && DAY.test(date) ? date : todayIso() };
}

/**
 * The calendar's state in the address, so a reload, a shared link or Back shows the same thing:
 * `view` (month, week, agenda; the agenda when the page opens on a narrow screen), `date` (a day of
 * the period shown, today when absent) and `event`, the event whose editor is open (the ICS feed and
 * the home page link an event so). Moving to another period or view adds a history entry, as
 * opening an event does, so Back goes back there.
 */
export function useCalendarAddress() {
  const [params, patch] = useSearchPatch();
  const [narrow] = useState(isNarrow);
  const place = placeOf(params, narrow);
  const event = params.get('event');

  return {
    place,
    eventId: event && /^\d+$/.test(event) ? Number(event) : null,
    // At once, not in the router's transition: one started while FullCalendar re-renders was left
    // pending for good (the address changed, the page never followed it, and Back then found the
    // calendar in a view the page did not know).
    moveTo: useCallback((to: CalendarPlace, { push }: { push: boolean }) => patch({ view: to.view, date: to.date }, { push, flushSync: true }), [patch]),
    openEvent: (id: number) => patch({ event: String(id) }, { push: true }),
    closeEvent: () => patch({ event: null }),
  };
}
