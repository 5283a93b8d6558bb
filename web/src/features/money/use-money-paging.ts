import { DEFAULT_PAGE_SIZE, parsePage, parsePageSize } from '../../lib/use-list-params';
import { useSearchPatch } from '../../lib/use-search-patch';

/** The Money page's lists, each paged in the address under its own names (`payments=2&paymentsSize=100`). */
export type MoneyList = 'payments' | 'statements' | 'shares' | 'income';

/**
 * The page and page size of one of the Money page's lists, kept in the address as the other
 * lists keep theirs (`lib/use-list-params.ts`'s parsing), so that a reload or a shared link shows
 * the same rows. The page has several lists, so each has its own parameters; a change of page adds
 * a history entry, so that Back shows the page before.
 */
export function useMoneyPaging(list: MoneyList) {
  const [params, patch] = useSearchPatch();
  const sizeName = `${list}Size`;
  const page = parsePage(params.get(list));
  const pageSize = parsePageSize(params.get(sizeName));
  return {
    page,
    pageSize,
    setPage: (next: number) => patch({ [list]: next > 1 ? String(next) : null }, { push: true }),
    setPageSize: (size: number) => patch({ [sizeName]: size === DEFAULT_PAGE_SIZE ? null : String(size), [list]: null }, { push: true }),
  };
}
