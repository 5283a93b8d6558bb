import { describe, expect, it } from 'vitest';
import { formatLineError, rowsWithErrors, serverLineErrors } from './import-plan';
import { COMPANY_SHAPE, companyColumnOf, parseCompanies } from './parse-companies';
import { parseTitles, TITLE_SHAPE, titleColumnOf } from './parse-titles';

describe("a server 422's errors, back on the lines of the file", () => {
  it('places "<index>.<field>" of titles on the line of that title', () => {
    const parsed = parseTitles('name,author\nDune,Frank Herbert\n"The\nHobbit",Tolkien\n\nEmma,Austen\n');
    if (!parsed.ok) throw new Error(parsed.message);
    const errors = serverLineErrors(
      { '2.name': 'A title with this name already exists', '0.name': 'A title with this name already exists', '1.author': 'Text must not contain the NUL character' },
      parsed.places,
      titleColumnOf,
      TITLE_SHAPE.columns,
    );
    expect(errors.map(formatLineError)).toEqual([
      'Line 2: name: A title with this name already exists',
      'Line 3: author: Text must not contain the NUL character',
      'Line 6: name: A title with this name already exists',
    ]);
    expect(rowsWithErrors(errors)).toBe(3);
  });

  it("places a company's fields on its first row, and contacts.K.* on the contact's own row", () => {
    const parsed = parseCompanies(
      ['name,contactName,contactEmail,country', 'Gallimard,Anne,,FR', 'Faber,,,', 'Gallimard,Zoé,zoe@example.com,', 'Faber,Paul,'].join('\n'),
      { countries: [{ id: 'FR', code: 'FR', name: 'France', aliases: ['FRA'] }], languages: [] },
    );
    if (!parsed.ok) throw new Error(parsed.message);
    const errors = serverLineErrors(
      {
        '1.name': 'A company with this name already exists',
        '0.contacts.1.email': 'Text must not contain the NUL character',
        '0.countryId': 'Unknown country',
        '1.contacts.0.name': 'Must be at most 200 characters',
      },
      parsed.places,
      companyColumnOf,
      COMPANY_SHAPE.columns,
    );
    expect(errors.map(formatLineError)).toEqual([
      'Line 2: country: Unknown country',
      'Line 3: name: A company with this name already exists',
      'Line 4: contactEmail: Text must not contain the NUL character',
      'Line 5: contactName: Must be at most 200 characters',
    ]);
  });

  it('keeps, without a line, a key that names no entity that was sent', () => {
    const errors = serverLineErrors({ '9.name': 'A title with this name already exists', _: 'Invalid JSON', rows: 'Too many' }, [{ line: 2 }], titleColumnOf, TITLE_SHAPE.columns);
    expect(errors.map(formatLineError)).toEqual(['Invalid JSON', '9.name: A title with this name already exists', 'rows: Too many']);
    expect(rowsWithErrors(errors)).toBe(1);
  });
});
