import { describe, expect, it } from 'vitest';
import { fairPayload, fairValues, withStartDate } from './fair-form-values';

describe('fair form values', () => {
  it("starts a new fair in the team's zone with the server's day hours and slot length", () => {
    expect(fairValues(undefined, 'Europe/Berlin')).toMatchObject({ timeZone: 'Europe/Berlin', dayStart: '09:00', dayEnd: '18:00', slotMinutes: 30, attendeeIds: [] });
  });

  it('sends trimmed texts, leaves empty ones out and the slot length as a number', () => {
    const values = { ...fairValues(undefined, 'Europe/Berlin'), name: ' Frankfurt 2026 ', startDate: '2026-10-14', endDate: '2026-10-18', place: ' ', stand: 'Hall 6.0 B12', slotMinutes: 20, attendeeIds: [3] };
    expect(fairPayload(values)).toEqual({
      name: 'Frankfurt 2026',
      startDate: '2026-10-14',
      endDate: '2026-10-18',
      timeZone: 'Europe/Berlin',
      stand: 'Hall 6.0 B12',
      dayStart: '09:00',
      dayEnd: '18:00',
      slotMinutes: 20,
      attendeeIds: [3],
    });
    expect(fairPayload(values, 9).id).toBe(9);
  });

  it('moves the end date along with a later start', () => {
    const values = fairValues(undefined, 'UTC');
    expect(withStartDate(values, '2026-10-14').endDate).toBe('2026-10-14');
    expect(withStartDate({ ...values, endDate: '2026-10-18' }, '2026-10-14').endDate).toBe('2026-10-18');
    expect(withStartDate({ ...values, endDate: '2026-10-10' }, '2026-10-14').endDate).toBe('2026-10-14');
  });
});
