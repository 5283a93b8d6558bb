import { describe, expect, it } from 'vitest';
import { movedEntry, spanOf, toEventInput } from './calendar-entries';
import { anEntry, fairEntry } from './testing/fake-calendar-server';

const today = '2026-10-10';
const writer = { today, writer: true };

describe('toEventInput', () => {
  it("ends an all-day entry the day after its last (FullCalendar's end is exclusive)", () => {
    expect(toEventInput(fairEntry, writer)).toMatchObject({ start: '2026-10-14', end: '2026-10-19', allDay: true });
    expect(toEventInput(anEntry(), writer)).toMatchObject({ start: '2026-10-14', end: '2026-10-15', allDay: true });
  });

  it('keeps a timed end, and leaves none when the event ends as it starts', () => {
    const lunch = anEntry({ id: 'event-8', kind: 'event', entityType: 'event', entityId: 8, allDay: false, start: '2026-10-15T12:30', end: '2026-10-15T14:00' });
    expect(toEventInput(lunch, writer)).toMatchObject({ start: '2026-10-15T12:30', end: '2026-10-15T14:00', allDay: false });
    expect(toEventInput({ ...lunch, end: lunch.start }, writer).end).toBeUndefined();
  });

  it("colours each kind with its palette, an overdue chase red, in Chakra's variables", () => {
    expect(toEventInput(anEntry(), writer)).toMatchObject({ color: 'var(--chakra-colors-blue-solid)', contrastColor: 'var(--chakra-colors-blue-contrast)' });
    expect(toEventInput(fairEntry, writer).color).toBe('var(--chakra-colors-brand-solid)');
    expect(toEventInput(anEntry({ id: 'license_end-4', kind: 'license_end', entityType: 'license', movable: false }), writer).color).toBe('var(--chakra-colors-purple-solid)');
    const overdue = toEventInput(anEntry({ start: '2026-10-09', end: '2026-10-09' }), writer);
    expect(overdue.color).toBe('var(--chakra-colors-red-solid)');
    expect(overdue.extendedProps).toMatchObject({ overdue: true });
    expect(toEventInput(anEntry({ start: today, end: today }), writer).extendedProps).toMatchObject({ overdue: false });
  });

  it('lets writers drag chases and events, resize events only, and nobody move the other dates', () => {
    expect(toEventInput(anEntry(), writer)).toMatchObject({ editable: true, durationEditable: false });
    expect(toEventInput(fairEntry, writer)).toMatchObject({ editable: true, durationEditable: true });
    const ending = anEntry({ id: 'license_end-4', kind: 'license_end', entityType: 'license', movable: false });
    expect(toEventInput(ending, writer)).toMatchObject({ editable: false, durationEditable: false });
    expect(toEventInput(fairEntry, { today, writer: false })).toMatchObject({ editable: false, durationEditable: false });
  });
});

describe('spanOf', () => {
  it('gives the last day of an all-day span, and no end for a single day', () => {
    expect(spanOf({ start: new Date(2026, 9, 14), end: new Date(2026, 9, 19), allDay: true })).toEqual({ start: '2026-10-14', end: '2026-10-18', allDay: true });
    expect(spanOf({ start: new Date(2026, 9, 14), end: new Date(2026, 9, 15), allDay: true })).toEqual({ start: '2026-10-14', end: null, allDay: true });
    expect(spanOf({ start: new Date(2026, 9, 14), end: null, allDay: true })).toEqual({ start: '2026-10-14', end: null, allDay: true });
  });

  it('gives local times to the minute for a timed span', () => {
    expect(spanOf({ start: new Date(2026, 9, 15, 12, 30), end: new Date(2026, 9, 15, 14, 0), allDay: false })).toEqual({ start: '2026-10-15T12:30', end: '2026-10-15T14:00', allDay: false });
    expect(spanOf({ start: new Date(2026, 9, 15, 9, 5), end: null, allDay: false })).toEqual({ start: '2026-10-15T09:05', end: null, allDay: false });
  });

  it('is where the server will have the entry after the move', () => {
    expect(movedEntry(anEntry(), { start: '2026-10-16', end: null, allDay: true })).toMatchObject({ start: '2026-10-16', end: '2026-10-16' });
    expect(movedEntry(fairEntry, { start: '2026-10-15', end: '2026-10-19', allDay: true })).toMatchObject({ start: '2026-10-15', end: '2026-10-19' });
  });
});
