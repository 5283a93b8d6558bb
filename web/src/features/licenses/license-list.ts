import type { SortState } from '../../components/ui/sort-header';
import { licenseStatuses, territoryText } from '../../lib/core';
import { contractTypeLabel, labelOf } from '../../lib/labels';
import { plusDays, thisYear, todayIso } from '../../lib/today';
import type { License, LicenseSortKey } from './api/license-types';

/** Newest contract first, as the server lists them by default. */
export const defaultLicenseSort: SortState<LicenseSortKey> = { key: 'contractDate', direction: 'desc' };

// The licenses table names the contract type as the CSV export does.
export { contractTypeLabel };

/** The language filter's value for the licenses without a language (`GET /licenses?language=none`). */
export const LANGUAGE_NONE = 'none';

/** The label of a license status ("sent" -> "Out for signature"); the value itself when unknown. */
export const licenseStatusLabel = (status: string | null | undefined): string => labelOf(licenseStatuses(), status);

/** The colour of a status's badge: signed green, out for signature orange, ended grey, terminated red, reverted purple. */
export const LICENSE_STATUS_PALETTE: Record<string, string> = {
  draft: 'gray',
  sent: 'orange',
  signed: 'green',
  expired: 'gray',
  terminated: 'red',
  reverted: 'purple',
};

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
  // the rights' fields, after the first release's columns so that a sheet reading those by place still can
  'Status',
  'Language',
  'Territory',
  'Exclusive',
  'Announce',
];

/**
 * The CSV rows (header first) of the licenses: dates as YYYY-MM-DD, advance as a plain number, the
 * status by its label, the language by its ISO 639-1 code, the territory as the list says it.
 */
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
      licenseStatusLabel(l.status),
      l.language,
      territoryText(l.territory),
      l.exclusive === false ? 'No' : 'Yes',
      l.announce ? 'Yes' : 'No',
    ]),
  ];
}

/** How far ahead a signed license's end is announced: the rights come back within six months. */
const REVERTS_SOON_DAYS = 180;

/** Signed and ending within the next six months: its rights come back to be sold again. */
export const revertsSoon = (license: Pick<License, 'status' | 'endDate'>, today = todayIso()): boolean =>
  license.status === 'signed' && license.endDate !== null && license.endDate >= today && license.endDate <= plusDays(today, REVERTS_SOON_DAYS);
