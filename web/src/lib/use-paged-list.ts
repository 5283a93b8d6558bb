import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Page } from './api-client';

/** A list with nothing in it. */
export const emptyPage = <T>(): Page<T> => ({ rows: [], total: 0 });

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
  const lastPage = Math.max(1, Math.ceil((data?.total ?? 0) / list.pageSize));
  const beyond = data !== undefined && !isPlaceholderData && list.page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (beyond) setPage(lastPage);
  }, [beyond, lastPage, setPage]);
  return result;
}
