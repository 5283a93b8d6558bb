import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv';

const shape = { columns: ['name', 'note'], required: ['name'] };
const lines = (text: string) => {
  const read = readCsv(text, shape);
  if (!read.ok) throw new Error(read.message);
  return read.rows.map((row) => [row.line, row.cells.name]);
};

describe('readCsv', () => {
  it('numbers each row by the line it starts on, across cells written on several lines', () => {
    expect(lines('name,note\n"A","one\ntwo\nthree"\nB,\n\n  ,  \nC,"x\ny"\nD,')).toEqual([
      [2, 'A'],
      [5, 'B'],
      [8, 'C'],
      [10, 'D'],
    ]);
  });

  it('counts CRLF and CR-only files the same way, and blank lines above the header', () => {
    expect(lines('\uFEFFname,note\r\nA,"1\r\n2"\r\nB,3\r\n')).toEqual([
      [2, 'A'],
      [4, 'B'],
    ]);
    expect(lines('name\rA\rB')).toEqual([
      [2, 'A'],
      [3, 'B'],
    ]);
    expect(lines('\n  \r\nname,note\nA,1\n')).toEqual([[4, 'A']]);
  });

  it('gives missing cells as empty text and keeps the file column order', () => {
    const read = readCsv('note,name\nhello\n', shape);
    expect(read).toEqual({ ok: true, columns: ['note', 'name'], rows: [{ line: 2, cells: { name: '', note: 'hello' } }], errors: [] });
  });

  it('flags a row with more cells than the header, and a quote left open', () => {
    const read = readCsv('name,note\nA,1,2\nB,"never closed\nC,3\n', shape);
    expect(read.ok && read.errors).toEqual([
      { line: 2, message: 'More cells than the 2 columns of the header (a comma inside a cell needs quotes around the cell)' },
      { line: 3, message: 'A quoted cell is not closed: the rest of the file was read into it' },
    ]);
  });

  it('says everything wrong with the header in one message', () => {
    const read = readCsv('Name,,name,extra\nA,B,C,D\n', shape);
    expect(read).toEqual({
      ok: false,
      message:
        'The first line of the file must name its columns: "name" and any of "note", in any order. ' +
        'This file has unknown columns "(no name, column 2)", "extra"; "name" more than once.',
    });
    expect(readCsv('note\nx\n', shape)).toMatchObject({ ok: false, message: expect.stringMatching(/This file has no "name" column\.$/) });
    expect(readCsv(' \n\n', shape)).toEqual({ ok: false, message: 'The file is empty.' });
  });
});
