import { describe, expect, it } from 'vitest';
import { companyTypes } from '../../lib/core';
import { toCsv } from '../../lib/csv';
import { normalizeCompany } from '../../lib/core';
import { parseCompanies, type CompanyImport } from '../imports/parse-companies';
import { countries, languages } from '../../test/server-fixtures';
import { flattenCompanies, toCsvRows, typeLabelsOf } from './contact-rows';
import type { Company } from './types';

const labels = typeLabelsOf(companyTypes());

const gallimard: Company = {
  id: 1,
  version: 1,
  name: 'Éditions Gallimard',
  country: 'France',
  countryId: 'FR',
  language: 'French',
  languageId: 'fr',
  types: ['publisher', 'literary_agency'],
  address: '5 rue Gaston-Gallimard',
  notes: null,
  contacts: [
    {
      id: 10,
      name: 'Anne Dupont',
      email: 'anne@gallimard.fr',
      role: 'Rights director',
      phone: '+33 1 49 54 42 00',
      languages: ['French', 'English'],
      languageIds: ['fr', 'en'],
      notes: 'Mornings, "never" Fridays',
    },
    { id: 11, name: 'Marc Zéro', email: null, role: null, phone: null, languages: [], languageIds: [], notes: null },
  ],
};
const solo: Company = {
  id: 2,
  version: 1,
  name: 'Agence Solo',
  country: null,
  countryId: null,
  language: null,
  languageId: null,
  types: [],
  address: null,
  notes: null,
  contacts: [],
};
const penguin: Company = {
  id: 3,
  version: 1,
  name: 'Penguin',
  country: 'United Kingdom',
  countryId: 'GB',
  language: 'English',
  languageId: 'en',
  types: ['publisher'],
  address: null,
  notes: null,
  contacts: [{ id: 30, name: 'Bob Anders', email: 'bob@penguin.example', role: null, phone: null, languages: [], languageIds: [], notes: null }],
};

const rows = flattenCompanies([gallimard, solo, penguin], labels);

describe('flattenCompanies', () => {
  it('gives one row per contact, with the company fields and the type labels from core', () => {
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual({
      key: '1-10',
      companyId: 1,
      company: 'Éditions Gallimard',
      countryId: 'FR',
      country: 'France',
      languageId: 'fr',
      language: 'French',
      types: ['publisher', 'literary_agency'],
      typeList: ['Publisher', 'Literary Agency'],
      typeLabels: 'Publisher, Literary Agency',
      address: '5 rue Gaston-Gallimard',
      notes: '',
      contactId: 10,
      contactName: 'Anne Dupont',
      email: 'anne@gallimard.fr',
      role: 'Rights director',
      phone: '+33 1 49 54 42 00',
      contactLanguageIds: ['fr', 'en'],
      contactLanguages: ['French', 'English'],
      contactNotes: 'Mornings, "never" Fridays',
    });
    expect(rows[1]).toMatchObject({ key: '1-11', company: 'Éditions Gallimard', contactName: 'Marc Zéro', email: '' });
  });

  it('gives a company without contacts one row with empty contact cells', () => {
    expect(rows[2]).toEqual({
      key: '2-',
      companyId: 2,
      company: 'Agence Solo',
      countryId: '',
      country: '',
      languageId: '',
      language: '',
      types: [],
      typeList: [],
      typeLabels: '',
      address: '',
      notes: '',
      contactId: null,
      contactName: '',
      email: '',
      role: '',
      phone: '',
      contactLanguageIds: [],
      contactLanguages: [],
      contactNotes: '',
    });
  });

  it('shows an unknown type as it is stored', () => {
    expect(flattenCompanies([{ ...solo, types: ['pirate'] }], labels)[0].typeLabels).toBe('pirate');
  });

  it('gives unique keys', () => {
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });
});

describe('toCsvRows', () => {
  it("writes the companies import's columns, one row per contact, the company's fields on each", () => {
    expect(toCsvRows(rows.slice(0, 3))).toEqual([
      ['name', 'types', 'country', 'language', 'address', 'notes', 'contactName', 'contactEmail', 'contactRole', 'contactPhone', 'contactLanguages', 'contactNotes'],
      [
        'Éditions Gallimard',
        'Publisher; Literary Agency',
        'FR',
        'fr',
        '5 rue Gaston-Gallimard',
        '',
        'Anne Dupont',
        'anne@gallimard.fr',
        'Rights director',
        '+33 1 49 54 42 00',
        'fr; en',
        'Mornings, "never" Fridays',
      ],
      ['Éditions Gallimard', 'Publisher; Literary Agency', 'FR', 'fr', '5 rue Gaston-Gallimard', '', 'Marc Zéro', '', '', '', '', ''],
      ['Agence Solo', '', '', '', '', '', '', '', '', '', '', ''],
    ]);
  });

  it('imports again as it is: the exported file read by the import gives the same companies and contacts', () => {
    const text = toCsv(toCsvRows(flattenCompanies([gallimard, solo, penguin], labels)));
    const parsed = parseCompanies(text, { countries: [...countries, { id: 'GB', code: 'GB', name: 'United Kingdom', aliases: [] }], languages });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.errors).toEqual([]);
    const asSent = (company: Company) => {
      const { id: _id, version: _version, country: _country, language: _language, ...fields } = company;
      return normalizeCompany<CompanyImport>({
        ...fields,
        contacts: company.contacts.map(({ id: _contactId, languages: _languages, ...contact }) => contact),
      });
    };
    const expected = [gallimard, solo, penguin].map(asSent).map((company) => {
      if (!company.types?.length) delete company.types;
      for (const contact of company.contacts) {
        delete contact.languages;
        if (!contact.languageIds?.length) delete contact.languageIds;
      }
      return company;
    });
    expect(parsed.entities).toEqual(expected);
  });
});
