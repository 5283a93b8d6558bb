import { describe, expect, it } from 'vitest';
import { noCatalogue } from './testing/fake-titles-server';
import { titleToValues, validateTitleValues, valuesToPayload } from './title-form-values';

/** The lists every title is sent with, empty here. */
const lists = { contributors: [], subjects: [], quotes: [], editions: [] };

const values = { name: 'Dune', author: '', publishDate: '', description: '' };

describe('the title payload', () => {
  it('leaves empty optional fields out (docs/product.md §5)', () => {
    expect(valuesToPayload(values)).toEqual({ name: 'Dune', ...lists });
    expect(valuesToPayload({ ...values, author: '   ', description: '\n' })).toEqual({ name: 'Dune', ...lists });
  });

  it('sends filled fields trimmed, and the id when editing', () => {
    expect(valuesToPayload({ name: ' Dune ', author: ' Frank Herbert', publishDate: '1965-08-01', description: 'Spice.\n' }, 4)).toEqual({
      id: 4,
      name: 'Dune',
      author: 'Frank Herbert',
      publishDate: '1965-08-01',
      description: 'Spice.',
      ...lists,
    });
  });

  it('prefills from a stored title, nulls as empty fields', () => {
    expect(titleToValues({ ...noCatalogue, id: 1, version: 1, name: 'Dune', author: null, publishDate: '1965-08-01', description: null })).toEqual({
      name: 'Dune',
      author: '',
      publishDate: '1965-08-01',
      description: '',
    });
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
});
