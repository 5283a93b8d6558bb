import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('joins fields with commas and ends every record with CRLF', () => {
    expect(toCsv([['a', 'b'], ['c', 'd']])).toBe('a,b\r\nc,d\r\n');
    expect(toCsv([])).toBe('');
  });

  it('quotes fields holding a comma, a quote, CR or LF, doubling the quotes (RFC 4180)', () => {
    expect(toCsv([['Gallimard, Paris', 'say "hi"', 'two\nlines', 'cr\rhere', 'plain']])).toBe(
      '"Gallimard, Paris","say ""hi""","two\nlines","cr\rhere",plain\r\n',
    );
  });

  it('writes numbers as they are and null or undefined as empty fields', () => {
    expect(toCsv([[1, 2.5, null, undefined, 0, '']])).toBe('1,2.5,,,0,\r\n');
  });

  it('makes text a spreadsheet would run as a formula plain text, and leaves numbers alone', () => {
    expect(toCsv([['=HYPERLINK("http://x.test","click")', '+1', '-2+3', '@SUM(A1)', '\tx', 'a=b', -5, 4]])).toBe(
      `"'=HYPERLINK(""http://x.test"",""click"")",'+1,'-2+3,'@SUM(A1),'\tx,a=b,-5,4\r\n`,
    );
  });

  it('keeps accents and leading or trailing spaces', () => {
    expect(toCsv([[' Éditions Zoé ', 'ü']])).toBe(' Éditions Zoé ,ü\r\n');
  });
});

describe('downloadCsv', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads a UTF-8 file with a BOM under the given name', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    downloadCsv('contacts.csv', [['Name'], ['Zoé']]);

    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe('contacts.csv');
    expect(clicks[0].href).toBe('blob:test');
    expect(clicks[0].isConnected).toBe(false);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Name\r\nZoé\r\n');
  });
});
