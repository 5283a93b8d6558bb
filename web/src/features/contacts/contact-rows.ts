import { COMPANY_SHAPE } from '../imports/parse-companies';
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
  /** the labels joined with ", " */
  typeLabels: string;
  address: string;
  /** the company's notes */
  notes: string;
  contactId: number | null;
  contactName: string;
  email: string;
  role: string;
  phone: string;
  /** the languages the contact handles, by id and by name, in the contact's order */
  contactLanguageIds: string[];
  contactLanguages: string[];
  contactNotes: string;
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
      address: company.address ?? '',
      notes: company.notes ?? '',
    };
    const contacts = company.contacts ?? [];
    if (contacts.length === 0) return [{ ...base, key: `${company.id}-`, ...NO_CONTACT }];
    return contacts.map((contact) => ({
      ...base,
      key: `${company.id}-${contact.id}`,
      contactId: contact.id,
      contactName: contact.name,
      email: contact.email ?? '',
      role: contact.role ?? '',
      phone: contact.phone ?? '',
      contactLanguageIds: contact.languageIds ?? [],
      contactLanguages: contact.languages ?? [],
      contactNotes: contact.notes ?? '',
    }));
  });
}

const NO_CONTACT = {
  contactId: null,
  contactName: '',
  email: '',
  role: '',
  phone: '',
  contactLanguageIds: [],
  contactLanguages: [],
  contactNotes: '',
} satisfies Partial<ContactRow>;

/** The export's header: the companies import's columns, in its order (core/src/company_csv.rs). */
export const csvHeader = COMPANY_SHAPE.columns;

/**
 * The rows as CSV rows (header first) in the companies import's own columns, so that an exported
 * file imports again as it is (docs/product.md, "CSV"): one row per contact, the company's fields
 * repeated on each; types by label and contact languages by ISO code, each separated by "; ";
 * country and language by ISO code.
 */
export function toCsvRows(rows: ContactRow[]): string[][] {
  return [
    [...csvHeader],
    ...rows.map((r) => {
      const cells: Record<string, string> = {
        name: r.company,
        types: r.typeList.join('; '),
        country: r.countryId,
        language: r.languageId,
        address: r.address,
        notes: r.notes,
        contactName: r.contactName,
        contactEmail: r.email,
        contactRole: r.role,
        contactPhone: r.phone,
        contactLanguages: r.contactLanguageIds.join('; '),
        contactNotes: r.contactNotes,
      };
      return csvHeader.map((column) => cells[column] ?? '');
    }),
  ];
}
