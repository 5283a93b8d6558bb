import { describe, expect, it } from 'vitest';
import { cssString, defaultPageSize, pageSizeOf, printCss } from './print-page';

describe('the printed page', () => {
  it('is US Letter where people print on it, A4 elsewhere, unless the address says', () => {
    expect(defaultPageSize('en-US')).toBe('letter');
    expect(defaultPageSize('fr-CA')).toBe('letter');
    expect(defaultPageSize('en-GB')).toBe('a4');
    expect(defaultPageSize('de')).toBe('a4');
    expect(defaultPageSize('not a locale')).toBe('a4');
    expect(pageSizeOf('a4', 'en-US')).toBe('a4');
    expect(pageSizeOf('tabloid', 'en-US')).toBe('letter');
  });

  it('puts the guide’s name in every page’s header, safely quoted', () => {
    expect(cssString('Frankfurt "2026" \\ Fiction\nand more')).toBe('"Frankfurt \\"2026\\" \\\\ Fiction and more"');
    const css = printCss('Frankfurt 2026', 'letter');
    expect(css).toContain('size: letter;');
    expect(css).toContain('@top-center { content: "Frankfurt 2026";');
    expect(css).toContain('counter(pages)');
    expect(printCss('x', 'a4')).toContain('size: A4;');
  });
});
