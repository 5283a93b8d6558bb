import { describe, expect, it } from 'vitest';
import { exactTime, formatBytes, formatDate, formatDateTime, formatFileSize, formatIban, historyTime, languageName, relativeTime } from './format';

describe('formatDate', () => {
  it('is empty for an empty value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
  });

  it("shows a calendar date in the user's locale, on that very day", () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(1862, 3, 3));
    expect(formatDate('1862-04-03')).toBe(expected);
    expect(formatDate('2024-01-01')).toContain('2024');
    expect(formatDate('2024-01-01')).not.toContain('2023');
  });

  it('gives back what it cannot read', () => {
    expect(formatDate('someday')).toBe('someday');
  });
});

describe('formatDateTime', () => {
  it("shows a local date and time in the user's locale, and gives back what it cannot read", () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(2026, 9, 15, 12, 30));
    expect(formatDateTime('2026-10-15T12:30')).toBe(expected);
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });
});

describe('formatFileSize', () => {
  // The tests' locale groups and decimals the way en does; the app uses the user's.
  const n = (value: number, digits = 0) => new Intl.NumberFormat(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);

  it('shows bytes, then KB, then MB of 1,048,576 bytes with one decimal', () => {
    expect(formatFileSize(12)).toBe('12 bytes');
    expect(formatFileSize(4096)).toBe('4 KB');
    expect(formatFileSize(1536)).toBe(`${n(1.5, 1)} KB`);
    expect(formatFileSize(1_258_291)).toBe(`${n(1.2, 1)} MB`);
  });

  it('never shows a file over 5 MB as "5 MB", the figure of the limit', () => {
    expect(formatFileSize(5_242_880)).toBe(`${n(5, 1)} MB`);
    expect(formatFileSize(5_244_479)).not.toBe('5 MB');
    expect(formatFileSize(5_244_479)).toBe(`${n(5, 1)} MB`);
  });

  it('formatBytes gives the exact count, grouped', () => {
    expect(formatBytes(5_244_479)).toBe(`${n(5_244_479)} bytes`);
    expect(formatBytes(1)).toBe('1 byte');
  });
});

describe('times', () => {
  const now = Date.parse('2026-03-13T12:00:00Z');

  it('reads relative to now in the largest whole unit', () => {
    expect(relativeTime('2026-03-10T12:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2026-03-12T12:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-03-13T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-13T12:00:00Z', now)).toBe('now');
    expect(relativeTime('2025-01-13T12:00:00Z', now)).toBe('last year');
  });

  it('keeps an unreadable time as given', () => {
    expect(relativeTime('soon', now)).toBe('soon');
    expect(exactTime('soon')).toBe('soon');
  });
});

describe('historyTime', () => {
  // Local times, as the user reads them: Friday 13 March 2026, 12:00.
  const now = new Date(2026, 2, 13, 12, 0).getTime();
  const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();
  const clock = (hours: number, minutes: number) => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(2026, 0, 1, hours, minutes));

  it('says minutes within the hour, then the day in words and the local time', () => {
    expect(historyTime(at(2026, 2, 13, 11, 55), now)).toBe('5 minutes ago');
    expect(historyTime(at(2026, 2, 13, 8, 5), now)).toBe(`today at ${clock(8, 5)}`);
    expect(historyTime(at(2026, 2, 12, 10, 30), now)).toBe(`yesterday at ${clock(10, 30)}`);
    expect(historyTime(at(2026, 2, 12, 23, 59), now)).toBe(`yesterday at ${clock(23, 59)}`);
    expect(historyTime(at(2026, 2, 9, 10, 30), now)).toBe(`Monday at ${clock(10, 30)}`);
    const older = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(2026, 2, 2));
    expect(historyTime(at(2026, 2, 2, 10, 30), now)).toBe(`${older} at ${clock(10, 30)}`);
  });

  it('never shows the raw value of a readable time, and keeps an unreadable one', () => {
    expect(historyTime('2026-03-12T10:30:00Z', now)).not.toContain('2026-03-12T');
    expect(historyTime('soon', now)).toBe('soon');
  });
});

describe('formatIban', () => {
  it('writes an IBAN in groups of four, the last one shorter', () => {
    expect(formatIban('GB82WEST12345698765432')).toBe('GB82 WEST 1234 5698 7654 32');
    expect(formatIban('FR76 3000 6000 0112 3456 7890 189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('languageName', () => {
  it('names a language code in words, keeping what it cannot name', () => {
    expect(languageName('es')).toBe('Spanish');
    expect(languageName('de')).toBe('German');
    expect(languageName('')).toBe('');
    expect(languageName(null)).toBe('');
    expect(languageName('not a tag!')).toBe('not a tag!');
  });
});
