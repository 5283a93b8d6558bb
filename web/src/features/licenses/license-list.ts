import type { SortState } from '../../components/ui/sort-header';
import { contractTypeLabel } from '../../lib/labels';
import { thisYear } from '../../lib/today';
import type { License, LicenseSortKey } from './api/license-types';

/** Newest contract first, as the server lists them by default. */
export const defaultLicenseSort: SortState<LicenseSortKey> = { key: 'contractDate', direction: 'desc' };

// The licenses table names the contract type as the CSV export does.
export { contractTypeLabel };

/**
 * The years the year filter offers, newest first: next year back to 1970 (the years in use would
 * need the whole list).
 */
export function contractYears(year = thisYear()): string[] {
  const next = year + 1;
  return Array.from({ length: next - 1970 + 1 }, (_, i) => String(next - i));
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

/** The CSV rows (header first) of the licenses: dates as YYYY-MM-DD, advance as a plain number. */
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
