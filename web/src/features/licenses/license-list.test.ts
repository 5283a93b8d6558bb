import { describe, expect, it } from 'vitest';
import type { License } from './api/license-types';
import { advanceTotals, contractYears, licensesCsvRows, revertsSoon } from './license-list';

const license = (id: number, advance: number | null, currency: string | null): License => ({
  id,
  version: 1,
  title: `Title ${id}`,
  titleId: id,
  company: 'House',
  companyId: 1,
  agent: null,
  agentId: null,
  commission: null,
  contractDate: '2024-01-01',
  signed: false,
  status: 'draft',
  reversionDate: null,
  language: null,
  territory: { world: true, include: [], exclude: [] },
  exclusive: true,
  announce: false,
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

describe('advanceTotals', () => {
  it('sums per currency, currencies by code, advances without one last; licenses without an advance count for nothing', () => {
    const list = [license(1, 2400, 'JPY'), license(2, 500, 'EUR'), license(3, null, null), license(4, 700, null), license(5, 3000.5, 'EUR')];
    expect(advanceTotals(list)).toEqual([
      { currency: 'EUR', total: 3500.5, count: 2 },
      { currency: 'JPY', total: 2400, count: 1 },
      { currency: '', total: 700, count: 1 },
    ]);
  });
});

describe('licensesCsvRows', () => {
  it("writes the import's columns and values, the statements' period and days last, so that the file imports again", () => {
    const [header, confidential, announced] = licensesCsvRows([
      { ...license(1, 1500.5, 'EUR'), contractType: 'audio', language: 'de', territory: { world: true, include: [], exclude: ['CH'] }, accountingPeriod: 'year', statementDays: 60 },
      { ...license(2, null, null), announce: true, signed: true, status: 'signed' },
    ]);
    expect(header).toEqual([
      'title', 'company', 'agent', 'commission', 'contractDate', 'signed', 'status', 'contractType', 'language', 'territory', 'exclusive', 'reversionDate',
      'endDate', 'advance', 'currency', 'royalties', 'filesFee', 'publicationDate', 'printRun', 'retailPrice', 'notes', 'announce', 'accountingPeriod', 'statementDays',
    ]);
    const cell = (row: unknown[], column: string) => row[header.indexOf(column)];
    expect(['signed', 'status', 'contractType', 'language', 'territory', 'exclusive', 'advance', 'currency', 'announce', 'accountingPeriod', 'statementDays'].map((c) => cell(confidential, c))).toEqual([
      'false', 'draft', 'audio', 'de', 'World except CH', 'true', 1500.5, 'EUR', 'false', 'year', 60,
    ]);
    expect(['signed', 'status', 'announce'].map((c) => cell(announced, c))).toEqual(['true', 'signed', 'true']);
  });
});

describe('contractYears', () => {
  it('offers next year back to 1970, newest first', () => {
    const years = contractYears(2025);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1970');
    expect(years).toHaveLength(57);
  });
});

describe('revertsSoon', () => {
  const today = '2026-11-26';
  it('is a signed license ending within the next 180 days, today included', () => {
    expect(revertsSoon({ status: 'signed', endDate: '2026-11-26' }, today)).toBe(true);
    expect(revertsSoon({ status: 'signed', endDate: '2027-05-25' }, today)).toBe(true);
    expect(revertsSoon({ status: 'signed', endDate: '2027-05-26' }, today)).toBe(false);
  });
  it('is not one already ended, without an end, or not signed', () => {
    expect(revertsSoon({ status: 'signed', endDate: '2026-11-25' }, today)).toBe(false);
    expect(revertsSoon({ status: 'signed', endDate: null }, today)).toBe(false);
    expect(revertsSoon({ status: 'draft', endDate: '2026-12-01' }, today)).toBe(false);
    expect(revertsSoon({ status: 'expired', endDate: '2026-12-01' }, today)).toBe(false);
  });
});
