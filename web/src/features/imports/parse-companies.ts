/**
 * A companies CSV file read into the companies, with their contacts, that `POST
 * /api/companies/import` takes. Columns `name,types,country,language,address,notes,contactName,
 * contactEmail`, any order, only `name` required; ONE ROW PER CONTACT: the rows whose company names
 * match (case and accents aside, as the lists search) are one company, wherever they are in the
 * file. Its fields come from its first row; every row with a contact name or e-mail adds a contact.
 *
 * `types` holds company types separated by `;`, each a wire value or a label; `country` and
 * `language` an ISO code or the English name, from the reference lists. The companies are then in
 * the core's stored form and checked with the core's rules, every problem on its line.
 */
import type { Company } from '../../generated/Company';
import type { Contact } from '../../generated/Contact';
import type { Country } from '../../generated/Country';
import type { Language } from '../../generated/Language';
import { companyTypes, normalizeCompany, searchKey, validateCompany } from '../../lib/core';
import type { Payload } from '../../lib/wire';
import { placeFieldErrors, sortLineErrors, type ColumnOf, type EntityPlace, type ImportParse, type LineError } from './import-plan';
import { readCsv, type CsvRow, type CsvShape } from './read-csv';

/** A company as the import sends it: new (no ids), country and language by id, empty fields left out. */
export type CompanyImport = Omit<Payload<Company>, 'country' | 'language' | 'types' | 'contacts' | 'removeContacts'> & {
  types?: string[];
  contacts: Payload<Contact>[];
};

export const COMPANY_SHAPE: CsvShape = {
  columns: ['name', 'types', 'country', 'language', 'address', 'notes', 'contactName', 'contactEmail'],
  required: ['name'],
};

/** The countries and languages a file's names and codes are looked up in (GET /api/countries, /api/languages). */
export interface ReferenceLists {
  countries: readonly Country[];
  languages: readonly Language[];
}

const CONTACT_COLUMNS: Record<string, string> = { name: 'contactName', email: 'contactEmail' };
const COMPANY_COLUMNS: Record<string, string> = { countryId: 'country', languageId: 'language' };

/** The CSV column of a company field of the core or the server (`languageId`, `contacts.2.email`). */
export const companyColumnOf: ColumnOf = (field) => {
  const contact = /^contacts\.\d+\.(\w+)$/.exec(field);
  if (contact) return CONTACT_COLUMNS[contact[1]!] ?? field;
  return COMPANY_COLUMNS[field] ?? field;
};

/** Finds an item by ISO code, id or English name, case and accents aside. */
function lookup<T extends { id: string; code: string; name: string }>(items: readonly T[]): (text: string) => T | undefined {
  const byKey = new Map<string, T>();
  // Names first, then codes, so that a code wins over a name that happens to spell it.
  for (const item of items) byKey.set(searchKey(item.name), item);
  for (const item of items) {
    byKey.set(searchKey(item.id), item);
    byKey.set(searchKey(item.code), item);
  }
  return (text) => byKey.get(searchKey(text));
}

/** The lookups of the types, countries and languages a file names, built once per file. */
function lookups(lists: ReferenceLists) {
  const options = companyTypes();
  const types = new Map(options.flatMap(({ value, label }) => [[searchKey(label), value] as const, [searchKey(value), value] as const]));
  return {
    typeLabels: options.map((option) => option.label).join(', '),
    type: (text: string) => types.get(searchKey(text)),
    country: lookup(lists.countries),
    language: lookup(lists.languages),
  };
}

/** Reads a company's fields from its first row; an unknown type, country or language is an error on that row. */
function companyFields({ line, cells }: CsvRow, find: ReturnType<typeof lookups>, errors: LineError[]) {
  const types: string[] = [];
  for (const text of (cells.types ?? '').split(';').map((t) => t.trim()).filter(Boolean)) {
    const value = find.type(text);
    if (value) types.push(value);
    else errors.push({ line, field: 'types', message: `Unknown company type "${text}": use ${find.typeLabels}, separated by ";"` });
  }
  const reference = (column: 'country' | 'language', example: string) => {
    const text = (cells[column] ?? '').trim();
    if (!text) return null;
    const found = find[column](text);
    if (!found) errors.push({ line, field: column, message: `Unknown ${column} "${text}": use its ISO code or English name (${example})` });
    return found?.id ?? null;
  };
  return {
    name: cells.name ?? '',
    types,
    countryId: reference('country', 'FR or France'),
    languageId: reference('language', 'fr or French'),
    address: cells.address || null,
    notes: cells.notes || null,
  };
}

export function parseCompanies(text: string, lists: ReferenceLists): ImportParse<CompanyImport> {
  const read = readCsv(text, COMPANY_SHAPE);
  if (!read.ok) return read;
  const errors: LineError[] = [...read.errors];

  // Rows grouped by company, in the order each company first appears. A row without a name is a
  // company of its own, so its error stays on its line.
  const groups: { first: CsvRow; contactRows: CsvRow[] }[] = [];
  const byName = new Map<string, (typeof groups)[number]>();
  for (const row of read.rows) {
    const key = searchKey(row.cells.name ?? '');
    let group = key ? byName.get(key) : undefined;
    if (!group) {
      group = { first: row, contactRows: [] };
      groups.push(group);
      if (key) byName.set(key, group);
    }
    if ((row.cells.contactName ?? '').trim() || (row.cells.contactEmail ?? '').trim()) group.contactRows.push(row);
  }

  const find = lookups(lists);
  const entities: CompanyImport[] = [];
  const places: EntityPlace[] = groups.map(({ first, contactRows }) => {
    const company = {
      id: null,
      ...companyFields(first, find, errors),
      // A contact's e-mail without its name is left to the core, which answers "Contact name is required".
      contacts: contactRows.map(({ cells }) => ({ id: null, name: cells.contactName ?? '', email: cells.contactEmail || null })),
    };
    const place = { line: first.line, contactLines: contactRows.map((row) => row.line) };
    errors.push(...placeFieldErrors(validateCompany(company), place, companyColumnOf));
    const stored = normalizeCompany<CompanyImport>(company);
    if (!stored.types?.length) delete stored.types;
    entities.push(stored);
    return place;
  });
  return { ok: true, columns: read.columns, rows: read.rows, entities, places, errors: sortLineErrors(errors, COMPANY_SHAPE.columns) };
}
