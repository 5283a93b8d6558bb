import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import { normalizeEvent } from '../../../lib/core';
import type { Prospection } from '../../prospections/api/prospection-types';
import { invalidateAfterProspectionWrite, updateProspection } from '../../prospections/api/save-prospection';
import { movePayload } from '../../prospections/components/move-dialog';
import { movedEntry, type Span } from '../calendar-entries';
import { calendarKeys, type CalendarEntry, type EventPayload, type TeamEvent } from './calendar-types';
import { updateEvent } from './events';

/**
 * A chase moved to `chaseDate`. There is no chase-only call: the prospection is read, then written
 * back as it is (its status unchanged) with the new date, so the server checks it with every other
 * rule (a chase before the sent date is refused). `over`: the prospection as a move saved it, which
 * an Undo writes over instead of reading it again, so that a change someone made since is not lost.
 */
export async function moveChase(id: number, chaseDate: string, over?: Prospection): Promise<Prospection> {
  const prospection = over ?? (await write('move chase', () => api.get<Prospection>(`/prospections/${id}`)));
  return updateProspection(id, movePayload(prospection, prospection.status ?? 'to_send', { chaseDate }), prospection.version);
}

/** An event moved or resized to `span`, the rest of it as stored (or as `over`, the event a move saved: see moveChase). */
export async function moveEvent(id: number, span: Span, over?: TeamEvent): Promise<TeamEvent> {
  const { company, contact, version, ...stored } = over ?? (await write('move event', () => api.get<TeamEvent>(`/events/${id}`)));
  return updateEvent(id, normalizeEvent<EventPayload>({ ...stored, ...span }), version);
}

/** What a move saved: the chase's prospection, or the event. */
export type Moved = Prospection | TeamEvent;

interface Move {
  entry: CalendarEntry;
  span: Span;
  /**
   * Undoing a move: the record as that move saved it (of the entry's kind), written over at its
   * version, so that the server refuses the Undo (412) when someone changed the record since.
   */
  over?: Moved;
}

/**
 * Writes a dragged chase or event back (or back where it was: an Undo). The calendar shows it at its new place at once (every
 * window holding it, in the cache); refused, the windows are put back as they were. Either way the
 * calendar is asked again, and after a chase the prospections too.
 */
export function useMoveEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, span, over }: Move): Promise<Moved> =>
      entry.kind === 'chase' ? moveChase(entry.entityId, span.start, over as Prospection | undefined) : moveEvent(entry.entityId, span, over as TeamEvent | undefined),
    onMutate: async ({ entry, span }: Move) => {
      await queryClient.cancelQueries({ queryKey: calendarKeys.entries() });
      const before = queryClient.getQueriesData<CalendarEntry[]>({ queryKey: calendarKeys.entries() });
      queryClient.setQueriesData<CalendarEntry[]>({ queryKey: calendarKeys.entries() }, (entries) => entries?.map((e) => (e.id === entry.id ? movedEntry(e, span) : e)));
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, entries] of context?.before ?? []) queryClient.setQueryData(key, entries);
    },
    onSettled: (_data, _error, { entry }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.entries() }),
        entry.kind === 'chase'
          ? invalidateAfterProspectionWrite(queryClient)
          : Promise.all([queryClient.invalidateQueries({ queryKey: calendarKeys.event(entry.entityId) }), queryClient.invalidateQueries({ queryKey: calendarKeys.events() })]),
      ]),
  });
}
