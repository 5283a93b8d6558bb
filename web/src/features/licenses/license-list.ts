import type { SortState } from '../../components/ui/sort-header';
import { contractTypes, searchKey } from '../../lib/core';
import { compareText } from '../../lib/format';
import type { License } from './api/license-types';

export type LicenseSortKey = 'title' | 'company' | 'agent' | 'contractType' | 'contractDate' | 'signed' | 'advance' | 'endDate';

export const defaultLicenseSort: SortState<LicenseSortKey> = { key: 'contractDate', direction: 'desc' };

/** '' in a filter means "all". */
export interface LicenseFilters {
  search: string;
  contractType: string;
  /** 'yes' | 'no' | '' */
  signed: string;
  currency: string;
  /** year of the contract date, e.g. "2024" */
  year: string;
}

export const noLicenseFilters: Readonly<LicenseFilters> = Object.freeze({ search: '', contractType: '', signed: '', currency: '', year: '' });

/** The label of a contract type wire value ("foreign_rights" -> "Foreign Rights"); the value itself when unknown. */
export function contractTypeLabel(value: string | null | undefined): string {
  if (!value) return '';
  return contractTypes().find((option) => option.value === value)?.label ?? value;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in its currency in the user's locale ("€1,500.50"); a plain number without a currency. */
export function formatMoney(amount: number | null | undefined, currency?: string | null): string {
  if (amount == null || !Number.isFinite(amount)) return '';
  const key = currency ?? '';
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = currency
        ? new Intl.NumberFormat(undefined, { style: 'currency', currency })
        : new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      format = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

/** The year of a YYYY-MM-DD date, or ''. */
export const yearOf = (date: string | null | undefined): string => (date && /^\d{4}-/.test(date) ? date.slice(0, 4) : '');

/** The contract-date years present in the list, newest first. */
export function licenseYears(licenses: License[]): string[] {
  return [...new Set(licenses.map((l) => yearOf(l.contractDate)).filter(Boolean))].sort((a, b) => b.localeCompare(a));
}

/** The texts the search box looks through, accent- and case-insensitively. */
function searchableText(license: License): string {
  return searchKey(
    [license.title, license.company, license.agent, contractTypeLabel(license.contractType), license.commission, license.royalties, license.notes, license.file?.name]
      .filter(Boolean)
      .join(' \u0001 '),
  );
}

export function filterLicenses(licenses: License[], filters: LicenseFilters): License[] {
  const words = searchKey(filters.search).split(/\s+/).filter(Boolean);
  return licenses.filter((license) => {
    if (filters.contractType && license.contractType !== filters.contractType) return false;
    if (filters.signed && license.signed !== (filters.signed === 'yes')) return false;
    if (filters.currency && license.currency !== filters.currency) return false;
    if (filters.year && yearOf(license.contractDate) !== filters.year) return false;
    if (words.length) {
      const text = searchableText(license);
      if (!words.every((word) => text.includes(word))) return false;
    }
    return true;
  });
}

/** Empty values last, whatever the direction. */
function compareOptional<T>(a: T | null | undefined, b: T | null | undefined, compare: (a: T, b: T) => number, direction: 1 | -1): number {
  const aEmpty = a == null || a === '';
  const bEmpty = b == null || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  return direction * compare(a, b);
}

export function sortLicenses(licenses: License[], sort: SortState<LicenseSortKey>): License[] {
  const dir = sort.direction === 'asc' ? 1 : -1;
  const text = (a?: string | null, b?: string | null) => {
    const emptyA = !a?.trim();
    const emptyB = !b?.trim();
    if (emptyA || emptyB) return compareText(a, b);
    return dir * compareText(a, b);
  };
  const byKey = (a: License, b: License): number => {
    switch (sort.key) {
      case 'title':
      case 'company':
      case 'agent':
        return text(a[sort.key], b[sort.key]);
      case 'contractType':
        return text(contractTypeLabel(a.contractType), contractTypeLabel(b.contractType));
      case 'contractDate':
      case 'endDate':
        return compareOptional(a[sort.key], b[sort.key], (x, y) => x.localeCompare(y), dir);
      case 'signed':
        return dir * (Number(a.signed) - Number(b.signed));
      case 'advance': {
        // Amounts compare only within one currency (2,400 JPY is not more than 1,000 EUR): grouped
        // by currency, A to Z in either direction and those without one last, then by amount.
        if (a.advance == null || b.advance == null) return compareOptional(a.advance, b.advance, (x, y) => x - y, dir);
        return compareOptional(a.currency, b.currency, (x, y) => x.localeCompare(y), 1) || dir * (a.advance - b.advance);
      }
    }
  };
  return [...licenses].sort((a, b) => byKey(a, b) || compareText(a.title, b.title));
}

/** Sum of the advances per currency ('' for advances without a currency), currencies in name order. */
export function advanceTotals(licenses: License[]): { currency: string; total: number; count: number }[] {
  const totals = new Map<string, { total: number; count: number }>();
  for (const license of licenses) {
    if (license.advance == null) continue;
    const key = license.currency ?? '';
    const entry = totals.get(key) ?? { total: 0, count: 0 };
    entry.total += license.advance;
    entry.count += 1;
    totals.set(key, entry);
  }
  return [...totals.entries()]
    .map(([currency, { total, count }]) => ({ currency, total, count }))
    .sort((a, b) => (a.currency === '' ? 1 : b.currency === '' ? -1 : a.currency.localeCompare(b.currency)));
}

export const licenseCsvHeader = [
  'Title',
  'Company',
  'Agent',
  'Commission',
  'Contract date',
  'Signed',
  'Contract type',
  'End date',
  'Advance',
  'Currency',
  'Royalties',
  'Files fee',
  'Publication date',
  'Print run',
  'Retail price',
  'Notes',
  'PDF file',
];

/** The CSV rows (header first) of the licenses shown: dates as YYYY-MM-DD, advance as a plain number. */
export function licensesCsvRows(licenses: License[]): (string | number | null | undefined)[][] {
  return [
    licenseCsvHeader,
    ...licenses.map((l) => [
      l.title,
      l.company,
      l.agent,
      l.commission,
      l.contractDate,
      l.signed ? 'Yes' : 'No',
      contractTypeLabel(l.contractType),
      l.endDate,
      l.advance,
      l.currency,
      l.royalties,
      l.filesFee,
      l.publicationDate,
      l.printRun,
      l.retailPrice,
      l.notes,
      l.file?.name,
    ]),
  ];
}
