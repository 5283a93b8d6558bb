/**
 * A companies CSV file read into the companies, with their contacts, that `POST
 * /api/companies/import` takes. Columns `name,types,country,language,address,notes,contactName,
 * contactEmail,contactRole,contactPhone,contactLanguages,contactNotes`, any order, only `name`
 * required; ONE ROW PER CONTACT. The rows are made into
 * companies by the core (`readCompanies`, the mapping `rightsdesk import companies` runs too; see
 * core/src/company_csv.rs): the rows of one company name, case and accents aside, are one company
 * with the fields of its first row and a contact per row; types, countries and languages are looked
 * up by code, wire value or English name; every problem is on its line.
 */
import type { Company } from '../../generated/Company';
import type { Contact } from '../../generated/Contact';
import type { Country } from '../../generated/Country';
import type { Language } from '../../generated/Language';
import { readCompanies } from '../../lib/core';
import type { Payload } from '../../lib/wire';
import { sortLineErrors, type ColumnOf, type ImportParse } from './import-plan';
import { readCsv, type CsvShape } from './read-csv';

/** A company as the import sends it: new (no ids), country and language by id, empty fields left out. */
export type CompanyImport = Omit<Payload<Company>, 'country' | 'language' | 'types' | 'contacts' | 'removeContacts'> & {
  types?: string[];
  contacts: (Omit<Payload<Contact>, 'languages' | 'languageIds'> & { languages?: string[]; languageIds?: string[] })[];
};

/** The columns of core's `company_csv::COLUMNS`, in its order; the Contacts export writes them all. */
export const COMPANY_SHAPE: CsvShape = {
  columns: ['name', 'types', 'country', 'language', 'address', 'notes', 'contactName', 'contactEmail', 'contactRole', 'contactPhone', 'contactLanguages', 'contactNotes'],
  required: ['name'],
};

/** The countries and languages a file's names and codes are looked up in (GET /api/countries, /api/languages). */
export interface ReferenceLists {
  countries: readonly Country[];
  languages: readonly Language[];
}

const CONTACT_COLUMNS: Record<string, string> = {
  name: 'contactName',
  email: 'contactEmail',
  role: 'contactRole',
  phone: 'contactPhone',
  languageIds: 'contactLanguages',
  notes: 'contactNotes',
};
const COMPANY_COLUMNS: Record<string, string> = { countryId: 'country', languageId: 'language' };

/** The CSV column of a company field of the server's 422 (`languageId`, `contacts.2.email`). */
export const companyColumnOf: ColumnOf = (field) => {
  const contact = /^contacts\.\d+\.(\w+)$/.exec(field);
  if (contact) return CONTACT_COLUMNS[contact[1]!] ?? field;
  return COMPANY_COLUMNS[field] ?? field;
};

export function parseCompanies(text: string, lists: ReferenceLists): ImportParse<CompanyImport> {
  const read = readCsv(text, COMPANY_SHAPE);
  if (!read.ok) return read;
  const companies = readCompanies<CompanyImport>({ rows: read.rows, ...lists });
  const entities = companies.map(({ company }) => {
    // The import's payload leaves an empty list of types out, as every other empty field.
    if (!company.types?.length) delete company.types;
    // Nor does it send a contact's empty languages (nor their names, which are the server's).
    for (const contact of company.contacts) {
      delete contact.languages;
      if (!contact.languageIds?.length) delete contact.languageIds;
    }
    return company;
  });
  const places = companies.map(({ line, contactLines }) => ({ line, contactLines }));
  const errors = [...read.errors, ...companies.flatMap((company) => company.errors)];
  return { ok: true, columns: read.columns, rows: read.rows, entities, places, errors: sortLineErrors(errors, COMPANY_SHAPE.columns) };
}
