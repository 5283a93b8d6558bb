import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiList, write } from '../../../lib/api-client';
import { calendarKeys, type DayRange, type EventPayload, type TeamEvent } from './calendar-types';

const path = (id: number) => `/events/${encodeURIComponent(String(id))}`;

/** GET /events/{id}: the event on 200; another answer (404: deleted, or another team's) is logged and gives null. */
export async function getEvent(id: number, signal?: AbortSignal): Promise<TeamEvent | null> {
  try {
    return await api.get<TeamEvent>(path(id), signal);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status !== 404) console.error('get event error', error);
    return null;
  }
}

export const useEvent = (id: number | null) =>
  useQuery({ queryKey: calendarKeys.event(id ?? 0), queryFn: ({ signal }) => getEvent(id!, signal), enabled: id !== null });

/** GET /events?from=&to=&companyId=: the events with one company that cover a day of `range`, by start. Errors are the caller's. */
export async function getCompanyEvents(companyId: number, range: DayRange, signal?: AbortSignal): Promise<TeamEvent[]> {
  const { rows } = await apiList<TeamEvent>('/events', { filters: { ...range, companyId: String(companyId) } }, signal);
  return rows;
}

/** A company's events in `range` (its page), kept fresh by the event writes. */
export const useCompanyEvents = (companyId: number, range: DayRange) =>
  useQuery({ queryKey: calendarKeys.companyEvents(companyId, range), queryFn: ({ signal }) => getCompanyEvents(companyId, range, signal) });

/** POST /events. */
export const createEvent = (event: EventPayload): Promise<TeamEvent> => write('create event', () => api.post<TeamEvent>('/events', event));

/** PUT /events/{id}: every field as sent, the id in the body too, over `version` (the one read). */
export const updateEvent = (id: number, event: EventPayload, version?: number | null): Promise<TeamEvent> =>
  write('update event', () => api.put<TeamEvent>(path(id), { ...event, id }, version ?? undefined));

/** DELETE /events/{id}, over `version`. */
export const deleteEvent = ({ id, version }: { id: number; version?: number | null }): Promise<unknown> =>
  write('delete event', () => api.delete(path(id), undefined, version ?? undefined));

/** Creates (`id` absent) or replaces an event; the calendar is asked again. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, event, version }: { id?: number; event: EventPayload; version?: number }) =>
      id === undefined ? createEvent(event) : updateEvent(id, event, version),
    onSuccess: async (saved) => {
      queryClient.setQueryData(calendarKeys.event(saved.id), saved);
      await Promise.all([queryClient.invalidateQueries({ queryKey: calendarKeys.entries() }), queryClient.invalidateQueries({ queryKey: calendarKeys.events() })]);
    },
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: calendarKeys.event(id) });
      return Promise.all([queryClient.invalidateQueries({ queryKey: calendarKeys.entries() }), queryClient.invalidateQueries({ queryKey: calendarKeys.events() })]);
    },
  });
}
