import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { JUST_FETCHED_MS } from '../../../lib/query-client';
import { calendarKeys, type CalendarEntry, type DayRange } from './calendar-types';

/** GET /calendar?from=&to=: what is due in the window (at most 400 days), and the team's events. */
export const getCalendar = ({ from, to }: DayRange, signal?: AbortSignal): Promise<CalendarEntry[]> =>
  api.get<CalendarEntry[]>(`/calendar?from=${from}&to=${to}`, signal);

/**
 * The entries of the days `range`. Other pages' writes (a chase date changed on its prospection)
 * do not know this query: asked again each time the calendar shows it, unless just fetched (the
 * page's prefetch, app/app.tsx's startApp).
 */
export const calendarQueryOptions = (range: DayRange) =>
  queryOptions({ queryKey: calendarKeys.window(range), queryFn: ({ signal }) => getCalendar(range, signal), staleTime: JUST_FETCHED_MS });

/**
 * The entries of the days shown; while the next window loads (a click on "next month") the last
 * one's stay, so the grid does not empty and refill.
 */
export const useCalendar = (range: DayRange | null) =>
  useQuery({
    ...calendarQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
