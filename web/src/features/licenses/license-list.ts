import type { SortState } from '../../components/ui/sort-header';
import { licenseStatuses, territoryText } from '../../lib/core';
import { contractTypeLabel, labelOf } from '../../lib/labels';
import { plusDays, thisYear, todayIso } from '../../lib/today';
import type { License, LicenseSortKey } from './api/license-types';

/** Newest contract first, as the server lists them by default. */
export const defaultLicenseSort: SortState<LicenseSortKey> = { key: 'contractDate', direction: 'desc' };

// The licenses table names the contract type by its label.
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

/**
 * The columns of the licenses import (`rightsdesk import licenses`), as core's `license::CSV_COLUMNS`
 * names them: the export writes them so that a file exported, edited and imported again keeps every
 * license's fields (docs/product.md, "CSV").
 */
export const LICENSE_CSV_COLUMNS = [
  'title',
  'company',
  'agent',
  'commission',
  'contractDate',
  'signed',
  'status',
  'contractType',
  'language',
  'territory',
  'exclusive',
  'reversionDate',
  'endDate',
  'advance',
  'currency',
  'royalties',
  'filesFee',
  'publicationDate',
  'printRun',
  'retailPrice',
  'notes',
  'announce',
  'accountingPeriod',
  'statementDays',
] as const;

type LicenseCsvColumn = (typeof LICENSE_CSV_COLUMNS)[number];

/**
 * The CSV rows (header first) of the licenses in the import's columns and its values: dates as
 * YYYY-MM-DD, flags as `true`/`false`, the status, contract type and accounting period by their
 * codes, the language by its ISO 639-1 code, the territory as core writes it ("World except CH"),
 * the advance as a plain number.
 */
export function licensesCsvRows(licenses: License[]): (string | number | null | undefined)[][] {
  return [
    [...LICENSE_CSV_COLUMNS],
    ...licenses.map((l) => {
      const cells: Record<LicenseCsvColumn, string | number | null | undefined> = {
        title: l.title,
        company: l.company,
        agent: l.agent,
        commission: l.commission,
        contractDate: l.contractDate,
        signed: String(l.signed),
        status: l.status,
        contractType: l.contractType,
        language: l.language,
        territory: territoryText(l.territory),
        exclusive: String(l.exclusive !== false),
        reversionDate: l.reversionDate,
        endDate: l.endDate,
        advance: l.advance,
        currency: l.currency,
        royalties: l.royalties,
        filesFee: l.filesFee,
        publicationDate: l.publicationDate,
        printRun: l.printRun,
        retailPrice: l.retailPrice,
        notes: l.notes,
        announce: String(l.announce),
        accountingPeriod: l.accountingPeriod,
        statementDays: l.statementDays,
      };
      return LICENSE_CSV_COLUMNS.map((column) => cells[column]);
    }),
  ];
}

/** How far ahead a signed license's end is announced: the rights come back within six months. */
const REVERTS_SOON_DAYS = 180;

/** Signed and ending within the next six months: its rights come back to be sold again. */
export const revertsSoon = (license: Pick<License, 'status' | 'endDate'>, today = todayIso()): boolean =>
  license.status === 'signed' && license.endDate !== null && license.endDate >= today && license.endDate <= plusDays(today, REVERTS_SOON_DAYS);
