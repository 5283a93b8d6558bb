import { describe, expect, it } from 'vitest';
import { formatLineError } from './import-plan';
import { parseTitles } from './parse-titles';

/** The lists every title is sent with, empty here. */
const lists = { contributors: [], subjects: [], quotes: [], editions: [] };

const messages = (text: string) => {
  const parsed = parseTitles(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.errors.map(formatLineError);
};

describe('parseTitles', () => {
  it('reads a good file into the titles to send, in the core stored form', () => {
    const parsed = parseTitles(
      '\uFEFFname,author,publishDate,description\r\n' +
        'Dune,Frank Herbert,1965-08-01,"Spice, sand\r\nand worms"\r\n' +
        '  Beloved  ,,,\r\n' +
        '\r\n' +
        'Emma,Jane Austen,,\r\n',
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.columns).toEqual(['name', 'author', 'publishDate', 'description']);
    expect(parsed.errors).toEqual([]);
    expect(parsed.entities).toStrictEqual([
      { name: 'Dune', author: 'Frank Herbert', publishDate: '1965-08-01', description: 'Spice, sand\r\nand worms', ...lists },
      { name: 'Beloved', ...lists },
      { name: 'Emma', author: 'Jane Austen', ...lists },
    ]);
    // The quoted description spans lines 2 and 3; the blank line 5 is skipped.
    expect(parsed.places.map((p) => p.line)).toEqual([2, 4, 6]);
    expect(parsed.rows.map((r) => r.cells.name)).toEqual(['Dune', '  Beloved  ', 'Emma']);
  });

  it('takes the columns in any order, names trimmed and in any case; only name is required', () => {
    const parsed = parseTitles('Description , NAME\nA classic,Middlemarch\n');
    expect(parsed.ok && parsed.columns).toEqual(['description', 'name']);
    expect(parsed.ok && parsed.entities).toStrictEqual([{ name: 'Middlemarch', description: 'A classic', ...lists }]);
  });

  it('reads a semicolon-separated file (spreadsheets in many locales write those)', () => {
    const parsed = parseTitles('name;author\nDune;Frank Herbert\n');
    expect(parsed.ok && parsed.entities).toStrictEqual([{ name: 'Dune', author: 'Frank Herbert', ...lists }]);
  });

  it('refuses a bad header with one message and nothing else', () => {
    const parsed = parseTitles('title,author,year\nDune,Frank Herbert,1965\n');
    expect(parsed).toEqual({
      ok: false,
      message:
        'The first line of the file must name its columns: "name" and any of "author", "publishDate", "description", "subtitle", ' +
        '"originalLanguage", "subjects", "pitch", "authorBio", "contributors", "quotes", "isbn", "format", "editionDate", "pages", ' +
        '"price", "currency", "salesRights", in any order. ' +
        'This file has unknown columns "title", "year"; no "name" column.',
    });
    const repeated = parseTitles('name,author,Name\nA,B,C\n');
    expect(!repeated.ok && repeated.message).toMatch(/This file has "name" more than once\.$/);
  });

  it('says when the file is empty or has no rows', () => {
    expect(parseTitles('')).toEqual({ ok: false, message: 'The file is empty.' });
    expect(parseTitles('name,author\r\n\r\n')).toEqual({ ok: false, message: 'The file has a header line but no rows to import.' });
  });

  it('gives each bad row its file line: bad dates, missing names, a name twice, a broken row', () => {
    const text = [
      'name,publishDate,author',
      'Dune,1965-08-01,Frank Herbert', // 2
      ',2001-01-01,Nobody', // 3: no name
      '"The Long', // 4: a name over two lines...
      'Title",2023-02-29,', // 5: ...and a date that does not exist
      'Emma,01/02/1815,Jane Austen', // 6: not YYYY-MM-DD
      'DUNE,,', // 7: Dune again (case aside)
      'Sense, Sensibility,1811-10-30,Jane Austen', // 8: an unquoted comma
    ].join('\n');
    expect(messages(text)).toEqual([
      'Line 3: name: Title name is required',
      'Line 4: publishDate: Enter a valid date (YYYY-MM-DD)',
      'Line 6: publishDate: Enter a valid date (YYYY-MM-DD)',
      'Line 7: name: Same name as line 2',
      'Line 8: More cells than the 3 columns of the header (a comma inside a cell needs quotes around the cell)',
      'Line 8: publishDate: Enter a valid date (YYYY-MM-DD)',
    ]);
  });

  it('reads one row per edition: the rows after a title with its name add its editions', () => {
    const parsed = parseTitles(
      'name,author,subjects,contributors,isbn,format,editionDate,pages,price,currency\n' +
        'Dune,Frank Herbert,fls; 1KBB,John Schoenherr (Illustrator); Ann Smith (translator),978-0-306-40615-7,hardback,1965-08-01, 412 ,5.95,USD\n' +
        'DUNE,,,,0-8044-2957-X,ebook,,,,\n' +
        'Dune,Frank Herbert,,,9780000000019,,,,,\n' +
        'Emma,Jane Austen,,,,,,,,\n',
    );
    expect(parsed.ok && parsed.errors).toEqual([]);
    if (!parsed.ok) return;
    expect(parsed.entities).toStrictEqual([
      {
        name: 'Dune',
        author: 'Frank Herbert',
        subjects: ['FLS', '1KBB'],
        contributors: [
          { name: 'John Schoenherr', role: 'illustrator' },
          { name: 'Ann Smith', role: 'translator' },
        ],
        quotes: [],
        editions: [
          { isbn: '9780306406157', format: 'hardback', publishDate: '1965-08-01', pages: 412, price: 5.95, currency: 'USD' },
          { isbn: '9780804429573', format: 'ebook' },
          { isbn: '9780000000019' },
        ],
      },
      { name: 'Emma', author: 'Jane Austen', ...lists },
    ]);
    expect(parsed.places).toEqual([
      { line: 2, editionLines: [2, 3, 4] },
      { line: 5, editionLines: [] },
    ]);
  });

  it('reads the quotes a line each, each source after its spaced em dash, and keeps an edition\'s sales rights', () => {
    const parsed = parseTitles(
      'name,quotes,isbn,salesRights\n' +
        'Dune,"A storm of a book — The Guardian\r\n\n  Unputdownable  \nWar — and peace — Le Monde",9780306406157, World \n' +
        'Dune,Dull,9780000000019,\n',
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.entities[0]?.quotes).toEqual([
      { text: 'A storm of a book', source: 'The Guardian' },
      { text: 'Unputdownable' },
      { text: 'War — and peace', source: 'Le Monde' },
    ]);
    expect(parsed.entities[0]?.editions[0]).toEqual({ isbn: '9780306406157', salesRights: 'World' });
    // other quotes on a later row of the title are other details, as core says; that row starts
    // on line 6, after the four lines of the first row's quotes
    expect(parsed.errors.map(formatLineError)).toEqual(['Line 6: name: Same name as line 2 but other title details']);
  });

  it("names an edition's problems in its columns, and a title's rows that disagree or come apart", () => {
    const text = [
      'name,author,subjects,contributors,isbn,format,pages,price,currency',
      'Dune,Frank Herbert,FBA,,9780306406157,,,,', // 2
      'Dune,,,,0306406152,,,,', // 3: the same ISBN
      'Dune,Brian Herbert,,,9780000000019,,,,', // 4: another author
      'Dune,,,,9780306406158,scroll,many,9,', // 5: an edition's rules
      'Emma,,FB A,Ann (ghost),,,,12 EUR,EUR', // 6: the title's, and a price that is no number
      'Dune,,,,9780000000026,,,,', // 7: Dune after Emma
    ].join('\n');
    expect(messages(text)).toEqual([
      'Line 3: isbn: This ISBN is listed twice',
      'Line 4: name: Same name as line 2 but other title details',
      'Line 5: isbn: This is not a valid ISBN-13',
      'Line 5: format: Unknown format',
      'Line 5: pages: Pages must be a whole number from 1 to 100000',
      'Line 5: currency: Currency is required with a price',
      'Line 6: subjects: Enter Thema codes such as FBA or 1DDF',
      'Line 6: contributors: Unknown contributor role',
      'Line 6: isbn: ISBN is required',
      'Line 6: price: Price must be a number',
      'Line 7: name: Same name as line 2',
    ]);
  });

  it('refuses text that is not UTF-8', () => {
    expect(parseTitles('name\nMis\uFFFDrables\n')).toMatchObject({ ok: false, message: expect.stringMatching(/not UTF-8/) });
  });
});
