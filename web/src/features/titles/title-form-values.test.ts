import { describe, expect, it } from 'vitest';
import { aTitle } from './testing/fake-titles-server';
import { emptyTitleValues, titleFields, titleToValues, validateTitleValues, valuesToPayload } from './title-form-values';

const values = { ...emptyTitleValues, name: 'Dune' };
const noRows = { contributors: [], subjects: [], quotes: [], editions: [] };

describe('the title payload', () => {
  it('leaves empty optional fields out (docs/product.md §5)', () => {
    expect(valuesToPayload(values)).toEqual({ name: 'Dune', ...noRows });
    expect(valuesToPayload({ ...values, author: '   ', description: '\n', pitch: ' ' })).toEqual({ name: 'Dune', ...noRows });
  });

  it('sends filled fields trimmed, the rows, the stored editions, and the id when editing', () => {
    const edition = { isbn: '9780441172719', format: 'paperback', publishDate: null, pages: 412, price: null, currency: null, salesRights: 'World' };
    expect(
      valuesToPayload(
        {
          ...values,
          name: ' Dune ',
          author: ' Frank Herbert',
          publishDate: '1965-08-01',
          description: 'Spice.\n',
          subtitle: ' A novel ',
          originalLanguage: 'en',
          contributors: [{ name: ' Jane Doe ', role: 'translator' }],
          subjects: ['FBA', 'fbas'],
          quotes: [{ text: 'A classic.', source: '' }],
        },
        4,
        [edition],
      ),
    ).toEqual({
      id: 4,
      name: 'Dune',
      subtitle: 'A novel',
      author: 'Frank Herbert',
      originalLanguage: 'en',
      publishDate: '1965-08-01',
      description: 'Spice.',
      contributors: [{ name: 'Jane Doe', role: 'translator' }],
      subjects: ['FBA', 'FBAS'],
      quotes: [{ text: 'A classic.' }],
      editions: [{ isbn: '9780441172719', format: 'paperback', pages: 412, salesRights: 'World' }],
    });
  });

  it('prefills from a stored title, nulls as empty fields', () => {
    expect(titleToValues(aTitle({ id: 1, name: 'Dune', publishDate: '1965-08-01', quotes: [{ text: 'Wow', source: null }] }))).toEqual({
      ...emptyTitleValues,
      name: 'Dune',
      publishDate: '1965-08-01',
      quotes: [{ text: 'Wow', source: '' }],
    });
  });

  it('names every row field by its index, as core and the server do', () => {
    expect(titleFields({ ...values, contributors: [{ name: '', role: '' }], quotes: [{ text: '', source: '' }] })).toEqual(
      expect.arrayContaining(['contributors.0.name', 'contributors.0.role', 'quotes.0.text', 'quotes.0.source', 'subjects', 'pitch']),
    );
  });
});

describe('title validation (the core, through wasm)', () => {
  it('requires a name that is not blank', () => {
    expect(validateTitleValues({ ...values, name: '' })).toEqual({ name: 'Title name is required' });
    expect(validateTitleValues({ ...values, name: '   ' })).toEqual({ name: 'Title name is required' });
    expect(validateTitleValues(values)).toEqual({});
  });

  it('applies the core limits and date rule', () => {
    expect(validateTitleValues({ ...values, name: 'x'.repeat(201) })).toEqual({ name: 'Must be at most 200 characters' });
    expect(validateTitleValues({ ...values, publishDate: '2023-02-29' })).toEqual({ publishDate: 'Enter a valid date (YYYY-MM-DD)' });
    expect(validateTitleValues({ ...values, description: 'd'.repeat(10_001) })).toEqual({ description: 'Must be at most 10,000 characters' });
  });

  it('checks the rows, the subjects and the pitch with their keys', () => {
    const errors = validateTitleValues({
      ...values,
      contributors: [{ name: 'Jane', role: 'translator' }, { name: '', role: '' }],
      subjects: ['FBA', 'not a code'],
      quotes: [{ text: ' ', source: 'The Guardian' }],
      pitch: 'p'.repeat(1001),
    });
    expect(Object.keys(errors).sort()).toEqual(['contributors.1.name', 'contributors.1.role', 'pitch', 'quotes.0.text', 'subjects']);
    expect(errors['contributors.1.name']).toBe('Contributor name is required');
    expect(errors['quotes.0.text']).toBe('Quote text is required');
    expect(errors.subjects).toBe('Enter Thema codes such as FBA or 1DDF');
  });
});
