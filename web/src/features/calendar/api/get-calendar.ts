import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { calendarKeys, type CalendarEntry, type DayRange } from './calendar-types';

/** GET /calendar?from=&to=: what is due in the window (at most 400 days), and the team's events. */
export const getCalendar = ({ from, to }: DayRange, signal?: AbortSignal): Promise<CalendarEntry[]> =>
  api.get<CalendarEntry[]>(`/calendar?from=${from}&to=${to}`, signal);

/**
 * The entries of the days shown; while the next window loads (a click on "next month") the last
 * one's stay, so the grid does not empty and refill.
 */
export const useCalendar = (range: DayRange | null) =>
  useQuery({
    queryKey: calendarKeys.window(range ?? { from: '', to: '' }),
    queryFn: ({ signal }) => getCalendar(range!, signal),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    // Other pages' writes (a chase date changed on its prospection) do not know this query: asked
    // again each time the calendar shows it.
    staleTime: 0,
  });
