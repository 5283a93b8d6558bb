import { describe, expect, it } from 'vitest';
import type { License } from './api/license-types';
import { sortLicenses } from './license-list';

const license = (id: number, title: string, advance: number | null, currency: string | null): License => ({
  id,
  title,
  titleId: id,
  company: 'House',
  companyId: 1,
  agent: null,
  agentId: null,
  commission: null,
  contractDate: '2024-01-01',
  signed: false,
  contractType: null,
  endDate: null,
  advance,
  currency,
  royalties: null,
  filesFee: null,
  publicationDate: null,
  printRun: null,
  retailPrice: null,
  notes: null,
  file: null,
});

describe('sortLicenses by advance', () => {
  // 2,400 yen are not more than 1,000 euros: amounts are only compared within one currency.
  const list = [
    license(1, 'Yen big', 2400, 'JPY'),
    license(2, 'Euro small', 500, 'EUR'),
    license(3, 'No advance', null, null),
    license(4, 'Dollar', 1000, 'USD'),
    license(5, 'Euro big', 3000, 'EUR'),
    license(6, 'No currency', 700, null),
  ];
  const titles = (direction: 'asc' | 'desc') => sortLicenses(list, { key: 'advance', direction }).map((l) => l.title);

  it('groups by currency (A to Z), then orders the amounts; no currency, then no advance, last', () => {
    expect(titles('asc')).toEqual(['Euro small', 'Euro big', 'Yen big', 'Dollar', 'No currency', 'No advance']);
  });

  it('descending, the largest amount of each currency first; the currency groups stay in order', () => {
    expect(titles('desc')).toEqual(['Euro big', 'Euro small', 'Yen big', 'Dollar', 'No currency', 'No advance']);
  });
});
