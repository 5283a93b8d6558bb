import type { SortState } from '../../components/ui/sort-header';
import { searchKey } from '../../lib/core';
import { compareText } from '../../lib/format';
import type { Title } from './api/title-types';

export type TitleSortKey = 'name' | 'author' | 'publishDate';
export type TitleSort = SortState<TitleSortKey>;

export const defaultTitleSort: TitleSort = { key: 'name', direction: 'asc' };

/**
 * The titles whose name or author contain every word of `query`, ignoring case and accents the way
 * the server's completion does (the core's search key): "mise hugo" finds "Les Misérables" by Victor Hugo.
 */
export function filterTitles(titles: readonly Title[], query: string): Title[] {
  const words = searchKey(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...titles];
  return titles.filter((title) => {
    const haystack = searchKey(`${title.name} ${title.author ?? ''}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** ISO dates order as text; an empty date sorts last. */
function compareDates(a?: string | null, b?: string | null): number {
  if (!a || !b) return !a === !b ? 0 : a ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorted by the chosen column (empty values last in either direction), then by name. */
export function sortTitles(titles: readonly Title[], sort: TitleSort): Title[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const primary = (a: Title, b: Title): number => {
    const [x, y] = [a[sort.key], b[sort.key]];
    const xEmpty = !x || !String(x).trim();
    const yEmpty = !y || !String(y).trim();
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? 0 : xEmpty ? 1 : -1;
    return sign * (sort.key === 'publishDate' ? compareDates(x, y) : compareText(x, y));
  };
  return [...titles].sort((a, b) => primary(a, b) || compareText(a.name, b.name));
}
