import { describe, expect, it } from 'vitest';
import { fairDays, localOf, minutesAsDuration, plusMinutes, withinFair } from './meeting-times';

const fair = { startDate: '2026-10-14', endDate: '2026-10-16', dayStart: '09:00', dayEnd: '18:00', slotMinutes: 30 };

describe('meeting times', () => {
  it('lists the fair days, both ends included, across a month', () => {
    expect(fairDays(fair)).toEqual(['2026-10-14', '2026-10-15', '2026-10-16']);
    expect(fairDays({ startDate: '2026-03-30', endDate: '2026-04-01' })).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
    expect(fairDays({ startDate: '2026-10-14', endDate: 'soon' })).toEqual([]);
  });

  it('adds minutes on the wall clock, through a daylight-saving night unchanged', () => {
    expect(plusMinutes('2026-10-14T10:30', 30)).toBe('2026-10-14T11:00');
    expect(plusMinutes('2026-10-24T23:45', 30)).toBe('2026-10-25T00:15');
    expect(plusMinutes('2026-03-29T01:30', 60)).toBe('2026-03-29T02:30');
    expect(plusMinutes('not a time', 30)).toBe('');
  });

  it("reads the planner's dates through their UTC fields", () => {
    expect(localOf(new Date('2026-10-14T10:30:00Z'))).toBe('2026-10-14T10:30');
  });

  it('writes a slot length as a duration', () => {
    expect(minutesAsDuration(30)).toBe('00:30:00');
    expect(minutesAsDuration(90)).toBe('01:30:00');
    expect(minutesAsDuration(5)).toBe('00:05:00');
  });

  it("keeps a meeting within the fair's days and hours", () => {
    expect(withinFair(fair, '2026-10-14T09:00', 30)).toBe(true);
    expect(withinFair(fair, '2026-10-16T17:30', 30)).toBe(true);
    expect(withinFair(fair, '2026-10-16T17:45', 30)).toBe(false);
    expect(withinFair(fair, '2026-10-14T08:30', 30)).toBe(false);
    expect(withinFair(fair, '2026-10-17T10:00', 30)).toBe(false);
    expect(withinFair(fair, '2026-10-13T10:00', 30)).toBe(false);
  });
});
