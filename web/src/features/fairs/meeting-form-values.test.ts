import { describe, expect, it } from 'vitest';
import type { Meeting } from './api/fair-types';
import { meetingFieldOfServerKey, meetingPayloadOf, meetingValues, slotTimes } from './meeting-form-values';

const fair = { startDate: '2026-10-14', dayStart: '09:00', dayEnd: '12:00', slotMinutes: 30 };

describe('meeting form values', () => {
  it('books from the slot clicked, for the member shown, for one slot, requested', () => {
    expect(meetingValues(undefined, fair, { start: '2026-10-15T10:30', memberId: 4 })).toMatchObject({ day: '2026-10-15', time: '10:30', minutes: 30, memberIds: [4], status: 'requested' });
    expect(meetingValues(undefined, fair)).toMatchObject({ day: '2026-10-14', time: '09:00', memberIds: [] });
  });

  it('sends the start on the fair clock, trimmed texts, every title row (a message then lands on its row) with its note and outcome', () => {
    const stored = { start: '2026-10-14T10:30', minutes: 30, memberIds: [1], companyId: 7, company: 'Hanser', contactIds: [3], table: null, status: 'held', notes: null, titles: [{ titleId: 5, title: 'Dune', note: 'Loved it', outcome: 'interested' }] } as unknown as Meeting;
    const values = meetingValues(stored, fair);
    values.titles.push({ title: 'Emma', titleId: 6, note: ' ', outcome: '' }, { title: 'Not picked', titleId: null, note: '', outcome: '' });
    values.table = ' 12 ';
    expect(meetingPayloadOf(values, 9)).toEqual({
      id: 9,
      start: '2026-10-14T10:30',
      minutes: 30,
      memberIds: [1],
      companyId: 7,
      contactIds: [3],
      table: '12',
      status: 'held',
      titles: [{ titleId: 5, note: 'Loved it', outcome: 'interested' }, { titleId: 6 }, {}],
    });
  });

  it("puts the server's messages of a title row under its title", () => {
    expect(meetingFieldOfServerKey('titles.1.titleId')).toBe('titles.1.titleId');
    expect(meetingFieldOfServerKey('titles.2.note')).toBe('titles.2.titleId');
    expect(meetingFieldOfServerKey('company')).toBe('companyId');
    expect(meetingFieldOfServerKey('memberIds')).toBe('memberIds');
  });

  it("offers the day's slots, and a stored start off them", () => {
    expect(slotTimes(fair, '')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(slotTimes(fair, '10:15')).toEqual(['09:00', '09:30', '10:00', '10:15', '10:30', '11:00', '11:30']);
  });
});
