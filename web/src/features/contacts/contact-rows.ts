import type { Company } from './types';

/**
 * The Contacts screen's rows (docs/product.md §3): the companies list flattened to one row per contact; a
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
  /** the labels joined with ", " (as exported) */
  typeLabels: string;
  contactId: number | null;
  contactName: string;
  email: string;
}

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

export const csvHeader = ['Company', 'Country', 'Language', 'Types', 'Contact', 'E-mail'];

/** The rows as CSV rows (header first). */
export function toCsvRows(rows: ContactRow[]): string[][] {
  return [csvHeader, ...rows.map((r) => [r.company, r.country, r.language, r.typeLabels, r.contactName, r.email])];
}
