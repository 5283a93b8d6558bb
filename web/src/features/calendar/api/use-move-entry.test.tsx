import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WriteError } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { callsOf, json } from '../../../test/fake-server';
import { aProspection, bodiesOf } from '../../prospections/testing/fake-prospections-server';
import { anEntry, anEvent, calendarServer, fairEntry } from '../testing/fake-calendar-server';
import { calendarKeys } from './calendar-types';
import { useMoveEntry } from './use-move-entry';

afterEach(() => vi.restoreAllMocks());

const october = { from: '2026-09-28', to: '2026-11-08' };

/** The hook over a cache holding October's entries. */
function renderMove() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(calendarKeys.window(october), [anEntry(), fairEntry]);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useMoveEntry(), { wrapper });
  const shown = () => queryClient.getQueryData<ReturnType<typeof anEntry>[]>(calendarKeys.window(october))!;
  return { result, shown };
}

const chase = aProspection({ id: 5, title: 'Dune', company: 'Gallimard', sentDate: '2026-09-01', chaseDate: '2026-10-14', notes: 'Keen' });

describe('useMoveEntry', () => {
  it('moves a chase by reading the prospection, then writing it back with the new date', async () => {
    let put: unknown;
    const { spy } = calendarServer([anEntry(), fairEntry], {
      'GET /api/prospections/5': () => json(200, chase),
      'PUT /api/prospections/5': ({ body }) => {
        put = body;
        return json(200, { ...chase, chaseDate: '2026-10-20' });
      },
    });
    const { result, shown } = renderMove();
    let moving!: Promise<unknown>;
    act(() => {
      moving = result.current.mutateAsync({ entry: anEntry(), span: { start: '2026-10-20', end: null, allDay: true } });
    });
    await act(() => moving);
    expect(callsOf(spy).filter((call) => call.includes('/prospections/'))).toEqual(['GET /api/prospections/5', 'PUT /api/prospections/5']);
    expect(put).toMatchObject({ id: 5, title: 'Dune', status: 'sent', sentDate: '2026-09-01', chaseDate: '2026-10-20', notes: 'Keen' });
    expect(shown()[0]).toMatchObject({ id: 'chase-5', start: '2026-10-20', end: '2026-10-20' });
  });

  it('shows the move at once, and puts the chase back when the server refuses it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer!: (response: Response) => void;
    calendarServer([anEntry(), fairEntry], {
      'GET /api/prospections/5': () => json(200, chase),
      'PUT /api/prospections/5': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { result, shown } = renderMove();
    let moving!: Promise<unknown>;
    act(() => {
      moving = result.current.mutateAsync({ entry: anEntry(), span: { start: '2026-08-20', end: null, allDay: true } }).catch((error: unknown) => error);
    });
    await vi.waitFor(() => expect(shown()[0]).toMatchObject({ start: '2026-08-20' }));
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer(json(422, { message: 'Validation failed', errors: { chaseDate: 'Chase date cannot be before the sent date' } }));
    const error = await act(() => moving);
    expect(error).toBeInstanceOf(WriteError);
    expect((error as WriteError).fieldErrors).toEqual({ chaseDate: 'Chase date cannot be before the sent date' });
    expect(shown()[0]).toMatchObject({ id: 'chase-5', start: '2026-10-14' });
  });

  it('moves an event with every other field as stored', async () => {
    const { spy } = calendarServer([anEntry(), fairEntry], {
      'PUT /api/events/7': ({ body }) => json(200, { ...anEvent(), ...(body as object) }),
    }, anEvent({ companyId: 4, company: 'Gallimard', notes: 'Stand B12' }));
    const { result } = renderMove();
    await act(() => result.current.mutateAsync({ entry: fairEntry, span: { start: '2026-10-15', end: '2026-10-19', allDay: true } }));
    expect(bodiesOf(spy, 'PUT /api/events/7')).toEqual([
      { id: 7, title: 'Frankfurt Book Fair', start: '2026-10-15', end: '2026-10-19', allDay: true, location: 'Hall 5.0', companyId: 4, notes: 'Stand B12' },
    ]);
  });

  it('undoes a move over the version that move saved, without reading the event again', async () => {
    const moved = anEvent({ version: 2, start: '2026-10-15', end: '2026-10-19', notes: 'Stand B12' });
    let ifMatch: string | null = null;
    const { spy } = calendarServer([anEntry(), fairEntry], {
      'PUT /api/events/7': ({ body, headers }) => {
        ifMatch = headers.get('If-Match');
        return json(200, { ...moved, ...(body as object), version: 3 });
      },
    });
    const { result } = renderMove();
    await act(() => result.current.mutateAsync({ entry: fairEntry, span: { start: '2026-10-14', end: '2026-10-18', allDay: true }, over: moved }));
    expect(callsOf(spy).filter((call) => call.includes('/events/'))).toEqual(['PUT /api/events/7']);
    expect(ifMatch).toBe('"2"');
    expect(bodiesOf(spy, 'PUT /api/events/7')).toEqual([
      { id: 7, title: 'Frankfurt Book Fair', start: '2026-10-14', end: '2026-10-18', allDay: true, location: 'Hall 5.0', notes: 'Stand B12' },
    ]);
  });
});
