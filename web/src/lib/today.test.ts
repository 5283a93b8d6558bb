import { afterEach, describe, expect, it, vi } from 'vitest';
import { plusDays, setTeamTimeZone, thisYear, timeZone, todayIso } from './today';

afterEach(() => {
  setTeamTimeZone(undefined);
  vi.useRealTimers();
});

describe('the one clock', () => {
  it("reads today in the team's time zone, not the browser's", () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T23:30:00Z'), toFake: ['Date'] });
    setTeamTimeZone('Asia/Tokyo');
    expect(timeZone()).toBe('Asia/Tokyo');
    expect(todayIso()).toBe('2027-01-01');
    expect(thisYear()).toBe(2027);
    setTeamTimeZone('America/New_York');
    expect(todayIso()).toBe('2026-12-31');
  });

  it("falls back to the browser's zone before sign-in or for an unknown zone", () => {
    setTeamTimeZone('Mars/Olympus');
    expect(timeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('adds days as calendar dates', () => {
    expect(plusDays('2026-03-10', 30)).toBe('2026-04-09');
    expect(plusDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(plusDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(plusDays('2023-02-29', 1)).toBe('');
    expect(plusDays('soon', 1)).toBe('');
  });
});
