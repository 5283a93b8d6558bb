import { describe, expect, it } from 'vitest';
import type { Edition } from '../../generated/Edition';
import { aTitle } from './testing/fake-titles-server';
import { editionErrors, editionFieldOf, editionsWith, editionsWithout, editionToValues, emptyEditionValues, titleWithEditions, valuesToEdition } from './edition-form-values';

const hardback: Edition = { isbn: '9780441172719', format: 'hardback', publishDate: null, pages: 412, price: 24.5, currency: 'EUR', salesRights: 'World' };
const ebook: Edition = { isbn: '9780441013593', format: 'ebook', publishDate: null, pages: null, price: null, currency: null, salesRights: null };
const dune = aTitle({ id: 4, name: 'Dune', editions: [hardback, ebook], cover: 7 });

describe('the editions rows', () => {
  it('replaces the edition at its place, or adds one after the last', () => {
    expect(editionsWith([hardback, ebook], 1, hardback)).toEqual([hardback, hardback]);
    expect(editionsWith([hardback], 1, ebook)).toEqual([hardback, ebook]);
    expect(editionsWithout([hardback, ebook], 0)).toEqual([ebook]);
  });

  it('reads an edition as typed values and back, its sales rights kept from the stored one', () => {
    const values = editionToValues(hardback);
    expect(values).toEqual({ isbn: '9780441172719', format: 'hardback', publishDate: '', pages: '412', price: '24.5', currency: 'EUR' });
    expect(valuesToEdition({ ...values, pages: '' }, hardback)).toEqual({ ...hardback, pages: null });
    expect(valuesToEdition(emptyEditionValues).salesRights).toBeNull();
  });

  it('sends the whole title with its new editions, without its read-only cover and version', () => {
    const payload = titleWithEditions(dune, [ebook]);
    expect(payload).toMatchObject({ id: 4, name: 'Dune', editions: [{ isbn: '9780441013593', format: 'ebook' }] });
    expect(payload).not.toHaveProperty('cover');
    expect(payload).not.toHaveProperty('version');
  });

  it('names a server message of its edition by the edition’s field', () => {
    expect(editionFieldOf('editions.2.isbn', 2)).toBe('isbn');
    expect(editionFieldOf('editions.0.isbn', 2)).toBe('editions.0.isbn');
    expect(editionFieldOf('name', 2)).toBe('name');
  });
});

describe('the ISBN message (core, through wasm)', () => {
  it('says "This is not a valid ISBN-13" for a wrong check digit, and nothing for an ISBN-10 or hyphens', () => {
    expect(editionErrors(dune, 2, { ...emptyEditionValues, isbn: '978-0-441-17271-8' })).toEqual({ isbn: 'This is not a valid ISBN-13' });
    expect(editionErrors(dune, 2, { ...emptyEditionValues, isbn: '0-306-40615-2' })).toEqual({});
    expect(editionErrors(dune, 2, { ...emptyEditionValues, isbn: '978-3-16-148410-0' })).toEqual({});
  });

  it('requires an ISBN, and catches one listed twice on the title', () => {
    expect(editionErrors(dune, 2, emptyEditionValues)).toEqual({ isbn: 'ISBN is required' });
    expect(editionErrors(dune, 2, { ...emptyEditionValues, isbn: '978-0-441-17271-9' })).toEqual({ isbn: 'This ISBN is listed twice' });
    // editing the edition itself is not a second listing
    expect(editionErrors(dune, 0, editionToValues(hardback))).toEqual({});
  });

  it('checks the other fields by their names', () => {
    const errors = editionErrors(dune, 2, { ...emptyEditionValues, isbn: '9780306406157', pages: '0', price: '10' });
    expect(Object.keys(errors).sort()).toEqual(['currency', 'pages']);
  });
});
