import type { CsvCell } from '../../lib/csv';
import { TITLE_SHAPE } from '../imports/parse-titles';
import type { Title } from './api/title-types';

/**
 * The titles as CSV rows (header first) in the titles import's own columns (`name, author,
 * publishDate, description`), so that an exported file imports again as it is (docs/product.md, "CSV").
 */
export function titlesCsvRows(titles: readonly Title[]): CsvCell[][] {
  return [
    [...TITLE_SHAPE.columns],
    ...titles.map((title) => {
      const cells: Record<string, CsvCell> = { name: title.name, author: title.author, publishDate: title.publishDate, description: title.description };
      return TITLE_SHAPE.columns.map((column) => cells[column] ?? '');
    }),
  ];
}
