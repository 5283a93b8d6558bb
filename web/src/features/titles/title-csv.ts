import type { CsvCell } from '../../lib/csv';
import { QUOTE_SOURCE_MARK, TITLE_SHAPE } from '../imports/parse-titles';
import type { Title } from './api/title-types';

/**
 * The titles as CSV rows (header first) in the titles import's own columns, so that an exported
 * file imports again as it is (docs/product.md, "CSV"): one row per edition, each with its title's
 * cells, and one row for a title without editions. Subjects and contributors are separated by `;`,
 * a contributor written `Name (role)`; the quotes are a line each, `words — source`.
 */
export function titlesCsvRows(titles: readonly Title[]): CsvCell[][] {
  return [
    [...TITLE_SHAPE.columns],
    ...titles.flatMap((title) => {
      const titleCells: Record<string, CsvCell> = {
        name: title.name,
        author: title.author,
        publishDate: title.publishDate,
        description: title.description,
        subtitle: title.subtitle,
        originalLanguage: title.originalLanguage,
        subjects: title.subjects.join('; '),
        pitch: title.pitch,
        authorBio: title.authorBio,
        contributors: title.contributors.map(({ name, role }) => `${name} (${role})`).join('; '),
        quotes: title.quotes.map(({ text, source }) => (source ? `${text}${QUOTE_SOURCE_MARK}${source}` : text)).join('\n'),
      };
      const editions = title.editions.length > 0 ? title.editions : [undefined];
      return editions.map((edition) => {
        const cells: Record<string, CsvCell> = {
          ...titleCells,
          isbn: edition?.isbn,
          format: edition?.format,
          editionDate: edition?.publishDate,
          pages: edition?.pages,
          price: edition?.price,
          currency: edition?.currency,
          salesRights: edition?.salesRights,
        };
        return TITLE_SHAPE.columns.map((column) => cells[column] ?? '');
      });
    }),
  ];
}
