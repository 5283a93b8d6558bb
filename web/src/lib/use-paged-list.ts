import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiList, type ListRequest, type Page } from './api-client';

/**
 * GET one page of a list for a screen (`getPage('titles', '/titles', query)`): its rows and how many
 * match. A 400, a search, sort or filter in the address that the server refuses (an old or
 * hand-edited link), is logged as "get <what> error" and reads as nothing matching. Any other failure
 * (a 500, the server out of reach) rejects, so that the screen says the list could not be loaded and
 * offers to retry (components/ui/load-failed.tsx) rather than showing it empty.
 */
export async function getPage<T>(what: string, path: string, request: ListRequest, signal?: AbortSignal): Promise<Page<T>> {
  try {
    return await apiList<T>(path, request, signal);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 400)) throw error;
    console.error(`get ${what} error`, error);
    return { rows: [], total: 0 };
  }
}

/**
 * The last page of a list of `page.total` rows; none known when the server stopped counting (the
 * page shown is then followed by another).
 */
export function lastPageOf(page: Pick<Page<unknown>, 'total' | 'totalAtLeast'> | undefined, pageSize: number): number {
  if (page?.totalAtLeast) return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.ceil((page?.total ?? 0) / pageSize));
}

/**
 * One page of a list (`options` from the resource's query options). While the next page, search or
 * order loads, the page shown stays (`isPlaceholderData` is then true) rather than the table
 * flashing empty. A page past the last one (rows deleted meanwhile, an old link) moves to the last.
 */
export function usePagedList<T, K extends QueryKey>(
  options: UseQueryOptions<Page<T>, Error, Page<T>, K>,
  list: { page: number; pageSize: number; setPage: (page: number) => void },
) {
  const result = useQuery({ ...options, placeholderData: keepPreviousData });
  const { data, isPlaceholderData } = result;
  const lastPage = lastPageOf(data, list.pageSize);
  const beyond = data !== undefined && !isPlaceholderData && list.page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (beyond) setPage(lastPage);
  }, [beyond, lastPage, setPage]);
  return result;
}
