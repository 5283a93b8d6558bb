import { describe, expect, it } from 'vitest';
import { companyTypes } from '../../lib/core';
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
    { id: 10, name: 'Anne Dupont', email: 'anne@gallimard.fr' },
    { id: 11, name: 'Marc Zéro', email: null },
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

describe('toCsvRows', () => {
  it('exports the shown columns with a header, in the given order', () => {
    expect(toCsvRows(rows.slice(1, 3))).toEqual([
      ['Company', 'Country', 'Language', 'Types', 'Contact', 'E-mail'],
      ['Éditions Gallimard', 'France', 'French', 'Publisher, Literary Agency', 'Marc Zéro', ''],
      ['Agence Solo', '', '', '', '', ''],
    ]);
  });
});
