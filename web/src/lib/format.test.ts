import { describe, expect, it } from 'vitest';
import { compareText, formatDate } from './format';

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

describe('compareText', () => {
  it('orders locale-aware, case- and accent-blind, numbers naturally', () => {
    expect(['b', 'É', 'a', 'e'].sort(compareText)).toEqual(['a', 'b', 'É', 'e']);
    expect(['Vol 10', 'Vol 2'].sort(compareText)).toEqual(['Vol 2', 'Vol 10']);
  });

  it('puts empty values last', () => {
    expect(['', 'b', null, 'a', ' '].sort(compareText)).toEqual(['a', 'b', '', null, ' ']);
    expect(compareText(undefined, 'a')).toBeGreaterThan(0);
    expect(compareText('a', undefined)).toBeLessThan(0);
    expect(compareText(null, '')).toBe(0);
  });
});
