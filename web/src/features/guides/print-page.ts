/**
 * The printed guide's page (Print, and Save as PDF from the print dialog): its size, its margins,
 * the running header with the guide's name on every page and the page numbers, as CSS paged
 * media rules. Chromium draws `@page` margin boxes; a browser that does not prints the pages
 * without them.
 */

export type PageSize = 'a4' | 'letter';

export const pageSizes: readonly { value: PageSize; label: string }[] = [
  { value: 'a4', label: 'A4' },
  { value: 'letter', label: 'US Letter' },
];

/** The countries that print on US Letter: the size a user there is asked first. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'GT', 'PR']);

/** US Letter for a locale of a country that prints on it ("en-US", "es-MX"), A4 elsewhere. */
export function defaultPageSize(locale: string): PageSize {
  try {
    return LETTER_REGIONS.has(new Intl.Locale(locale).maximize().region ?? '') ? 'letter' : 'a4';
  } catch {
    return 'a4';
  }
}

/** A page size from the address (`?size=letter`), else the locale's. */
export const pageSizeOf = (asked: string | null, locale: string): PageSize => (asked === 'a4' || asked === 'letter' ? asked : defaultPageSize(locale));

/** `text` as a CSS string literal: quotes and backslashes escaped, line breaks as spaces. */
export function cssString(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\r\n\f]+/g, ' ');
  return `"${escaped}"`;
}

const MARGIN_BOX = 'font-family: system-ui, sans-serif; font-size: 8pt; color: #555;';

/**
 * The print rules of a guide named `name` on `size` paper: the page's size and margins, the
 * guide's name at the top of every page and "3 / 12" at the bottom; on paper the app around the
 * document (its toolbar, marked `data-print="hidden"`) is left out, and the page is white
 * whatever the colour mode on screen.
 */
export function printCss(name: string, size: PageSize): string {
  return `@page {
  size: ${size === 'letter' ? 'letter' : 'A4'};
  margin: 18mm 16mm 16mm;
  @top-center { content: ${cssString(name)}; ${MARGIN_BOX} }
  @bottom-right { content: counter(page) " / " counter(pages); ${MARGIN_BOX} }
}
@media print {
  html, body { background: white !important; }
  /* the page's margins are painted by the browser in the page's colour scheme: dark in dark mode */
  html { color-scheme: light !important; }
  html { font-size: 10pt; }
  [data-print="hidden"] { display: none !important; }
}`;
}
