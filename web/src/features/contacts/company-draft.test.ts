import { describe, expect, it } from 'vitest';
import { validateCompany } from '../../lib/core';
import { contactField, emptyContact, keyErrors, removedContactIds, toDraft, toInput } from './company-draft';
import type { Company } from './types';

const stored: Company = {
  id: 7,
  version: 1,
  name: 'Gallimard',
  countryId: 'FR',
  country: 'France',
  languageId: 'fr',
  language: 'French',
  types: ['publisher'],
  address: '5 rue Gaston-Gallimard',
  notes: null,
  contacts: [
    { id: 1, name: 'Anne', email: 'anne@gallimard.fr', role: null, phone: null, languages: [], languageIds: [], notes: null },
    { id: 2, name: 'Marc', email: null, role: null, phone: null, languages: [], languageIds: [], notes: null },
    { id: 3, name: 'Zoé', email: 'zoe@gallimard.fr', role: null, phone: null, languages: [], languageIds: [], notes: null },
  ],
};

describe('removedContactIds', () => {
  it('is empty when every stored contact is still there (edited or not)', () => {
    const draft = toDraft(stored);
    draft.contacts[0].name = 'Anne Dupont';
    expect(removedContactIds(stored, draft)).toEqual([]);
  });

  it('names every stored contact the user removed, whatever rows were added', () => {
    const draft = toDraft(stored);
    draft.contacts = [draft.contacts[1], { ...emptyContact(), name: 'New' }];
    expect(removedContactIds(stored, draft)).toEqual([1, 3]);
  });

  it('names all of them when every row was removed', () => {
    expect(removedContactIds(stored, { contacts: [] })).toEqual([1, 2, 3]);
  });

  it('is empty for a new company', () => {
    expect(removedContactIds(null, { contacts: [{ ...emptyContact(), name: 'A' }] })).toEqual([]);
  });
});

describe('toInput', () => {
  it('builds a new company: trimmed, empty optional fields left out, contacts without ids', () => {
    const draft = toDraft(null);
    draft.name = '  Actes Sud ';
    draft.contacts = [
      { ...emptyContact(), name: ' Léa ', email: ' lea@actes-sud.fr ' },
      { ...emptyContact(), name: 'Paul', email: '  ' },
    ];
    expect(toInput(draft)).toEqual({
      name: 'Actes Sud',
      contacts: [{ name: 'Léa', email: 'lea@actes-sud.fr' }, { name: 'Paul' }],
    });
  });

  it('builds an update: the id, contacts with ids updated, new ones without, removeContacts for the removed', () => {
    const draft = toDraft(stored);
    draft.contacts[0].email = 'anne.d@gallimard.fr';
    draft.contacts.splice(1, 1); // Marc removed
    draft.contacts.push({ ...emptyContact(), name: 'Nina' });
    draft.address = '';
    draft.types = ['publisher', 'producer'];
    expect(toInput(draft, stored)).toEqual({
      id: 7,
      name: 'Gallimard',
      countryId: 'FR',
      languageId: 'fr',
      types: ['publisher', 'producer'],
      contacts: [
        { id: 1, name: 'Anne', email: 'anne.d@gallimard.fr' },
        { id: 3, name: 'Zoé', email: 'zoe@gallimard.fr' },
        { name: 'Nina' },
      ],
      removeContacts: [2],
    });
  });

  it('leaves removeContacts out when nothing was removed', () => {
    expect(toInput(toDraft(stored), stored)).not.toHaveProperty('removeContacts');
  });
});

describe('validation through core, keyed by row', () => {
  it('puts contacts.{i}.* errors on the row at that index, and passes other fields through', () => {
    const draft = toDraft(null);
    draft.contacts = [{ ...emptyContact(), name: 'A' }, { ...emptyContact(), name: ' ', email: 'not-an-address' }];
    const errors = validateCompany(toInput(draft));
    expect(errors).toEqual({
      name: 'Company name is required',
      'contacts.1.name': 'Contact name is required',
      'contacts.1.email': 'Enter a valid e-mail address',
    });
    const row = draft.contacts[1].key;
    expect(keyErrors(errors, draft.contacts)).toEqual({
      name: 'Company name is required',
      [contactField(row, 'name')]: 'Contact name is required',
      [contactField(row, 'email')]: 'Enter a valid e-mail address',
    });
  });

  it('keeps a server error for a row that no longer exists under its original name', () => {
    expect(keyErrors({ 'contacts.5.name': 'x' }, [])).toEqual({ 'contacts.5.name': 'x' });
  });
});
