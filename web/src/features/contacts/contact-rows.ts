import type { SortState } from '../../components/ui/sort-header';
import { compareText } from '../../lib/format';
import type { Company } from './types';

/**
 * The Contacts screen's rows (spec §3): the companies list flattened to one row per contact; a
 * company without contacts gives one row with empty contact cells.
 */
export interface ContactRow {
  /** Unique per row: `<companyId>-<contactId>`, or `<companyId>-` for a company without contacts. */
  key: string;
  companyId: number;
  company: string;
  countryId: string;
  country: string;
  languageId: string;
  language: string;
  /** wire values, as stored */
  types: string[];
  /** their labels (core's companyTypes()), in the stored order */
  typeList: string[];
  /** the labels joined with ", " (as searched, sorted and exported) */
  typeLabels: string;
  contactId: number | null;
  contactName: string;
  email: string;
}

export type ContactSortKey = 'company' | 'country' | 'language' | 'types' | 'contactName' | 'email';

export const defaultSort: SortState<ContactSortKey> = { key: 'company', direction: 'asc' };

/** value -> label, e.g. `literary_agency` -> `Literary Agency`; an unknown value is shown as it is. */
export type TypeLabels = ReadonlyMap<string, string>;

export function typeLabelsOf(options: { value: string; label: string }[]): TypeLabels {
  return new Map(options.map((o) => [o.value, o.label]));
}

export function flattenCompanies(companies: Company[], labels: TypeLabels): ContactRow[] {
  return companies.flatMap((company): ContactRow[] => {
    const typeList = (company.types ?? []).map((t) => labels.get(t) ?? t);
    const base = {
      companyId: company.id,
      company: company.name,
      countryId: company.countryId ?? '',
      country: company.country ?? '',
      languageId: company.languageId ?? '',
      language: company.language ?? '',
      types: company.types ?? [],
      typeList,
      typeLabels: typeList.join(', '),
    };
    const contacts = company.contacts ?? [];
    if (contacts.length === 0) return [{ ...base, key: `${company.id}-`, contactId: null, contactName: '', email: '' }];
    return contacts.map((contact) => ({
      ...base,
      key: `${company.id}-${contact.id}`,
      contactId: contact.id,
      contactName: contact.name,
      email: contact.email ?? '',
    }));
  });
}

export interface ContactFilters {
  /** free text, matched (case- and accent-insensitively through `key`) against company and contact fields */
  search: string;
  /** a country id, '' for any */
  countryId: string;
  /** a company type wire value, '' for any */
  type: string;
}

/** Keeps the rows matching every filter; `key` is the normalising function (core's searchKey). */
export function filterRows(rows: ContactRow[], filters: ContactFilters, key: (text: string) => string): ContactRow[] {
  const needle = key(filters.search);
  return rows.filter((row) => {
    if (filters.countryId && row.countryId !== filters.countryId) return false;
    if (filters.type && !row.types.includes(filters.type)) return false;
    if (!needle) return true;
    const haystack = [row.company, row.country, row.language, row.typeLabels, row.contactName, row.email];
    return haystack.some((text) => text && key(text).includes(needle));
  });
}

const sortValue = (row: ContactRow, key: ContactSortKey): string => (key === 'types' ? row.typeLabels : row[key]);

/**
 * Sorted by one column (locale-aware, empty last in both directions), then by company and contact
 * name, so a company's contacts stay together and the order is stable.
 */
export function sortRows(rows: ContactRow[], sort: SortState<ContactSortKey>): ContactRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const av = sortValue(a, sort.key);
    const bv = sortValue(b, sort.key);
    const aEmpty = !av.trim();
    const bEmpty = !bv.trim();
    if (aEmpty !== bEmpty) return aEmpty ? 1 : -1;
    return sign * compareText(av, bv) || compareText(a.company, b.company) || compareText(a.contactName, b.contactName) || a.companyId - b.companyId;
  });
}

export const csvHeader = ['Company', 'Country', 'Language', 'Types', 'Contact', 'E-mail'];

/** What the screen shows, as CSV rows (header first). */
export function toCsvRows(rows: ContactRow[]): string[][] {
  return [csvHeader, ...rows.map((r) => [r.company, r.country, r.language, r.typeLabels, r.contactName, r.email])];
}

/** The countries the rows use, for the country filter: [{id, name}] sorted by name. */
export function countriesOf(rows: ContactRow[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const row of rows) if (row.countryId && !seen.has(row.countryId)) seen.set(row.countryId, row.country || row.countryId);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => compareText(a.name, b.name));
}
