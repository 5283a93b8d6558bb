import { describe, expect, it } from 'vitest';
import { formatLineError } from './import-plan';
import { parseTitles } from './parse-titles';

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
      { name: 'Dune', author: 'Frank Herbert', publishDate: '1965-08-01', description: 'Spice, sand\r\nand worms' },
      { name: 'Beloved' },
      { name: 'Emma', author: 'Jane Austen' },
    ]);
    // The quoted description spans lines 2 and 3; the blank line 5 is skipped.
    expect(parsed.places.map((p) => p.line)).toEqual([2, 4, 6]);
    expect(parsed.rows.map((r) => r.cells.name)).toEqual(['Dune', '  Beloved  ', 'Emma']);
  });

  it('takes the columns in any order, names trimmed and in any case; only name is required', () => {
    const parsed = parseTitles('Description , NAME\nA classic,Middlemarch\n');
    expect(parsed.ok && parsed.columns).toEqual(['description', 'name']);
    expect(parsed.ok && parsed.entities).toStrictEqual([{ name: 'Middlemarch', description: 'A classic' }]);
  });

  it('reads a semicolon-separated file (spreadsheets in many locales write those)', () => {
    const parsed = parseTitles('name;author\nDune;Frank Herbert\n');
    expect(parsed.ok && parsed.entities).toStrictEqual([{ name: 'Dune', author: 'Frank Herbert' }]);
  });

  it('refuses a bad header with one message and nothing else', () => {
    const parsed = parseTitles('title,author,year\nDune,Frank Herbert,1965\n');
    expect(parsed).toEqual({
      ok: false,
      message:
        'The first line of the file must name its columns: "name" and any of "author", "publishDate", "description", in any order. ' +
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

  it('refuses text that is not UTF-8', () => {
    expect(parseTitles('name\nMis\uFFFDrables\n')).toMatchObject({ ok: false, message: expect.stringMatching(/not UTF-8/) });
  });
});
