import { describe, expect, it } from 'vitest';
import { plusHours } from './calendar-dates';

describe('plusHours', () => {
  it('adds hours on the wall clock, past midnight and month ends', () => {
    expect(plusHours('2026-10-12T09:30', 1)).toBe('2026-10-12T10:30');
    expect(plusHours('2026-10-31T23:30', 1)).toBe('2026-11-01T00:30');
    expect(plusHours('2026-10-12T09:30', -10)).toBe('2026-10-11T23:30');
  });

  it('knows no time zone: the night clocks go forward is an ordinary night', () => {
    expect(plusHours('2026-03-29T01:30', 1)).toBe('2026-03-29T02:30');
  });

  it("gives '' for what is not a date and time", () => {
    expect(plusHours('', 1)).toBe('');
    expect(plusHours('2026-02-30T10:00', 1)).toBe('');
    expect(plusHours('soon', 1)).toBe('');
  });
});
