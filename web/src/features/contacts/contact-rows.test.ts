import { describe, expect, it } from 'vitest';
import { companyTypes, searchKey } from '../../lib/core';
import { countriesOf, filterRows, flattenCompanies, sortRows, toCsvRows, typeLabelsOf } from './contact-rows';
import type { Company } from './types';

const labels = typeLabelsOf(companyTypes());

const gallimard: Company = {
  id: 1,
  name: 'Éditions Gallimard',
  country: 'France',
  countryId: 'FR',
  language: 'French',
  languageId: 'fr',
  types: ['publisher', 'literary_agency'],
  address: '5 rue Gaston-Gallimard',
  notes: null,
  contacts: [
    { id: 10, name: 'Anne Dupont', email: 'anne@gallimard.fr' },
    { id: 11, name: 'Marc Zéro', email: null },
  ],
};
const solo: Company = {
  id: 2,
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
  name: 'Penguin',
  country: 'United Kingdom',
  countryId: 'GB',
  language: 'English',
  languageId: 'en',
  types: ['publisher'],
  address: null,
  notes: null,
  contacts: [{ id: 30, name: 'Bob Anders', email: 'bob@penguin.example' }],
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
      contactId: 10,
      contactName: 'Anne Dupont',
      email: 'anne@gallimard.fr',
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
      contactId: null,
      contactName: '',
      email: '',
    });
  });

  it('shows an unknown type as it is stored', () => {
    expect(flattenCompanies([{ ...solo, types: ['pirate'] }], labels)[0].typeLabels).toBe('pirate');
  });

  it('gives unique keys', () => {
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });
});

describe('filterRows', () => {
  const search = (text: string) => filterRows(rows, { search: text, countryId: '', type: '' }, searchKey).map((r) => r.key);

  it('matches company and contact fields, ignoring case and accents', () => {
    expect(search('editions')).toEqual(['1-10', '1-11']);
    expect(search('ZERO')).toEqual(['1-11']);
    expect(search('bob@PENGUIN')).toEqual(['3-30']);
    expect(search('united king')).toEqual(['3-30']);
    expect(search('literary')).toEqual(['1-10', '1-11']);
    expect(search('  ')).toHaveLength(4);
    expect(search('nobody')).toEqual([]);
  });

  it('filters by country and by type, together with the search', () => {
    expect(filterRows(rows, { search: '', countryId: 'GB', type: '' }, searchKey).map((r) => r.key)).toEqual(['3-30']);
    expect(filterRows(rows, { search: '', countryId: '', type: 'publisher' }, searchKey).map((r) => r.key)).toEqual(['1-10', '1-11', '3-30']);
    expect(filterRows(rows, { search: 'anne', countryId: '', type: 'publisher' }, searchKey).map((r) => r.key)).toEqual(['1-10']);
    expect(filterRows(rows, { search: '', countryId: 'FR', type: 'producer' }, searchKey)).toEqual([]);
  });
});

describe('sortRows', () => {
  it('sorts by a column in both directions, empty values last, a company\'s contacts kept together', () => {
    expect(sortRows(rows, { key: 'company', direction: 'asc' }).map((r) => r.key)).toEqual(['2-', '1-10', '1-11', '3-30']);
    expect(sortRows(rows, { key: 'company', direction: 'desc' }).map((r) => r.key)).toEqual(['3-30', '1-10', '1-11', '2-']);
    expect(sortRows(rows, { key: 'country', direction: 'asc' }).map((r) => r.key)).toEqual(['1-10', '1-11', '3-30', '2-']);
    expect(sortRows(rows, { key: 'country', direction: 'desc' }).map((r) => r.key)).toEqual(['3-30', '1-10', '1-11', '2-']);
    // both e-mails empty: then by company name
    expect(sortRows(rows, { key: 'email', direction: 'asc' }).map((r) => r.key)).toEqual(['1-10', '3-30', '2-', '1-11']);
    expect(sortRows(rows, { key: 'contactName', direction: 'desc' }).map((r) => r.key)).toEqual(['1-11', '3-30', '1-10', '2-']);
  });

  it('does not change the given array', () => {
    const copy = [...rows];
    sortRows(rows, { key: 'email', direction: 'desc' });
    expect(rows).toEqual(copy);
  });
});

describe('toCsvRows and countriesOf', () => {
  it('exports the shown columns with a header, in the given order', () => {
    expect(toCsvRows(rows.slice(1, 3))).toEqual([
      ['Company', 'Country', 'Language', 'Types', 'Contact', 'E-mail'],
      ['Éditions Gallimard', 'France', 'French', 'Publisher, Literary Agency', 'Marc Zéro', ''],
      ['Agence Solo', '', '', '', '', ''],
    ]);
  });

  it('lists the countries in use once, by name', () => {
    expect(countriesOf(rows)).toEqual([
      { id: 'FR', name: 'France' },
      { id: 'GB', name: 'United Kingdom' },
    ]);
  });
});
