import { describe, expect, it } from 'vitest';
import { formatLineError } from './import-plan';
import { parseCompanies } from './parse-companies';

const lists = {
  countries: [
    { id: 'FR', code: 'FR', name: 'France', aliases: ['FRA'] },
    { id: 'CI', code: 'CI', name: "Côte d'Ivoire", aliases: ['CIV', 'Ivory Coast'] },
    { id: 'GB', code: 'GB', name: 'United Kingdom of Great Britain and Northern Ireland', aliases: ['GBR', 'UK', 'United Kingdom'] },
  ],
  languages: [
    { id: 'fr', code: 'fr', name: 'French' },
    { id: 'en', code: 'en', name: 'English' },
  ],
};

const HEADER = 'name,types,country,language,address,notes,contactName,contactEmail';

function parse(...rows: string[]) {
  const parsed = parseCompanies([HEADER, ...rows].join('\n'), lists);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed;
}

describe('parseCompanies', () => {
  it('makes one company of the rows with the same name, wherever they are, one contact per row', () => {
    const parsed = parse(
      'Gallimard,publisher;Literary Agency,fr,French,"5 rue Gaston-Gallimard, Paris",,Anne Dupont,anne@gallimard.fr', // 2
      'Faber,PUBLISHER,United Kingdom,en,,,Paul Smith,', // 3
      'GALLIMARD,,,,,,Zoé Martin,zoe@gallimard.fr', // 4: same company (case aside), its other fields ignored
      'Editions Côte,other,cote d’ivoire,,,,,', // 5: no contact; a curly apostrophe is the list's straight one
      'Faber ,,,,,,  ,  ', // 6: Faber again, a row without contact
      'gallimard,,,,,,Luc,', // 7
    );
    expect(parsed.errors.map(formatLineError)).toEqual([]);
    expect(parsed.rows).toHaveLength(6);
    expect(parsed.entities[0]).toStrictEqual({
      name: 'Gallimard',
      types: ['publisher', 'literary_agency'],
      countryId: 'FR',
      languageId: 'fr',
      address: '5 rue Gaston-Gallimard, Paris',
      contacts: [
        { name: 'Anne Dupont', email: 'anne@gallimard.fr' },
        { name: 'Zoé Martin', email: 'zoe@gallimard.fr' },
        { name: 'Luc' },
      ],
    });
    expect(parsed.entities[1]).toStrictEqual({ name: 'Faber', types: ['publisher'], countryId: 'GB', languageId: 'en', contacts: [{ name: 'Paul Smith' }] });
    expect(parsed.entities[2]).toStrictEqual({ name: 'Editions Côte', types: ['other'], countryId: 'CI', contacts: [] });
    expect(parsed.entities).toHaveLength(3);
    expect(parsed.places).toEqual([
      { line: 2, contactLines: [2, 4, 7] },
      { line: 3, contactLines: [3] },
      { line: 5, contactLines: [] },
    ]);
  });

  it('finds countries by code or English name, case and accents aside', () => {
    const parsed = parse("A,,cote d'ivoire,FRENCH,,,,", 'B,,gb,En,,,,');
    expect(parsed.errors).toEqual([]);
    expect(parsed.entities.map((c) => [c.countryId, c.languageId])).toEqual([
      ['CI', 'fr'],
      ['GB', 'en'],
    ]);
  });

  it('finds types by label or wire value, whatever their case, underscores, hyphens or spaces', () => {
    const parsed = parse('A,"LITERARY-AGENCY; audio publisher;Audio_Publisher",,,,,,', 'B,literary  agency,,,,,,');
    expect(parsed.errors).toEqual([]);
    expect(parsed.entities.map((c) => c.types)).toEqual([['literary_agency', 'audio_publisher'], ['literary_agency']]);
  });

  it('puts a NUL character on its line, in its column', () => {
    const parsed = parse('A,,,,,"a\u0000b",,');
    expect(parsed.errors.map(formatLineError)).toEqual(['Line 2: notes: Text must not contain the NUL character']);
  });

  it('names the column of an unknown type, country or language, on its line', () => {
    const parsed = parse(
      'Gallimard,publisher,France,French,,,,', // 2
      'Acme,publisher; printer,Atlantis,Klingon,,,,', // 3
    );
    expect(parsed.errors.map(formatLineError)).toEqual([
      'Line 3: types: Unknown company type "printer": use Publisher, Literary Agency, Producer, Audio Publisher, Other, separated by ";"',
      'Line 3: country: Unknown country "Atlantis": use its ISO code or English name (FR or France)',
      'Line 3: language: Unknown language "Klingon": use its ISO code or English name (fr or French)',
    ]);
  });

  it("puts the core's contact errors on the contact's own line, and a missing company name on its row", () => {
    const parsed = parse(
      'Gallimard,,,,,,Anne,anne@gallimard.fr', // 2
      'Gallimard,,,,,,,paul@gallimard.fr', // 3: an e-mail without a name
      'Gallimard,,,,,,Zoé,not-an-address', // 4
      ',publisher,,,,,Luc,', // 5: no company name
      ',,,,,,Marc,', // 6: no company name either: a company of its own
    );
    expect(parsed.errors.map(formatLineError)).toEqual([
      'Line 3: contactName: Contact name is required',
      'Line 4: contactEmail: Enter a valid e-mail address',
      'Line 5: name: Company name is required',
      'Line 6: name: Company name is required',
    ]);
    expect(parsed.entities).toHaveLength(3);
  });

  it('refuses a header with an unknown column, with one message', () => {
    const parsed = parseCompanies('name,type,contact\nA,publisher,Anne\n', lists);
    expect(parsed).toEqual({
      ok: false,
      message:
        'The first line of the file must name its columns: "name" and any of "types", "country", "language", "address", "notes", "contactName", "contactEmail", "contactRole", "contactPhone", "contactLanguages", "contactNotes", in any order. ' +
        'This file has unknown columns "type", "contact".',
    });
  });
});
