import type { EventInput } from '@fullcalendar/react';
import { describe, expect, it } from 'vitest';
import type { Meeting } from './api/fair-types';
import { plannerEvents, toPlannerEvent } from './planner-events';

const meeting = (id: number, memberIds: number[], patch: Partial<Meeting> = {}): Meeting => ({
  id,
  version: 1,
  fairId: 1,
  start: '2026-10-14T10:30',
  minutes: 30,
  memberIds,
  members: memberIds.map((m) => ({ id: m, name: `Member ${m}` })),
  companyId: 7,
  company: 'Hanser Verlag',
  contactIds: [],
  contacts: [],
  table: '12',
  status: 'confirmed',
  titles: [],
  notes: null,
  followUps: [],
  warnings: [],
  ...patch,
});

describe('planner events', () => {
  it('shows a meeting on its wall clock, its end from its minutes, coloured by status', () => {
    const event = toPlannerEvent(meeting(3, [1], { minutes: 45 }), true);
    expect(event).toMatchObject({ id: '3', title: 'Hanser Verlag', start: '2026-10-14T10:30', end: '2026-10-14T11:15', editable: true, durationEditable: false });
    expect(event.color).toBe('var(--chakra-colors-blue-solid)');
    expect(toPlannerEvent(meeting(3, [1], { status: 'requested' }), true).color).toBe('var(--chakra-colors-orange-solid)');
  });

  it('moves neither for a viewer nor when cancelled', () => {
    expect(toPlannerEvent(meeting(3, [1]), false).editable).toBe(false);
    const cancelled = toPlannerEvent(meeting(3, [1], { status: 'cancelled' }), true);
    expect(cancelled.editable).toBe(false);
    expect(cancelled.classNames).toEqual(['meeting-cancelled']);
  });

  it("keeps one member's meetings, or everyone's", () => {
    const meetings = [meeting(1, [1]), meeting(2, [2]), meeting(3, [1, 2])];
    const made = new WeakMap<Meeting, EventInput>();
    expect(plannerEvents(meetings, 1, true, made).map((e) => e.id)).toEqual(['1', '3']);
    expect(plannerEvents(meetings, null, true, made).map((e) => e.id)).toEqual(['1', '2', '3']);
  });

  it('hands back the same event for a meeting that did not change', () => {
    const meetings = [meeting(1, [1]), meeting(2, [1])];
    const made = new WeakMap<Meeting, EventInput>();
    const first = plannerEvents(meetings, null, true, made);
    const moved = [meetings[0], { ...meetings[1], start: '2026-10-14T12:00' }];
    const second = plannerEvents(moved, null, true, made);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1].start).toBe('2026-10-14T12:00');
  });
});
