import { describe, expect, it } from 'vitest';
import type { Fair } from './api/fair-types';
import { splitFairs } from './fair-list';

const fair = (name: string, startDate: string, endDate: string) => ({ id: name.length, name, startDate, endDate }) as Fair;

describe('fairs list', () => {
  it('puts the fairs to come first, the next first, then the past ones, the latest first', () => {
    const fairs = [fair('Bologna', '2026-04-13', '2026-04-16'), fair('London', '2026-03-10', '2026-03-12'), fair('Frankfurt', '2026-10-14', '2026-10-18'), fair('Guadalajara', '2026-11-28', '2026-12-06')];
    const { upcoming, past } = splitFairs(fairs, '2026-04-14');
    expect(upcoming.map((f) => f.name)).toEqual(['Bologna', 'Frankfurt', 'Guadalajara']);
    expect(past.map((f) => f.name)).toEqual(['London']);
  });
});
