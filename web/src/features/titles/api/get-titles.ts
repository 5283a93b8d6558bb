import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiList, type Page } from '../../../lib/api-client';
import type { ListParams, ListQuery } from '../../../lib/use-list-params';
import { emptyPage, usePagedList } from '../../../lib/use-paged-list';
import { titleKeys, type Title, type TitleSortKey } from './title-types';

/**
 * GET /titles?q=&sort=&limit=&offset=: one page and the number of matching titles on 200; any other
 * answer is logged and gives an empty page (spec §7, §8). A failure to reach the server at all is
 * rethrown, so the list can offer to retry instead of looking empty.
 */
export async function getTitles(query: ListQuery, signal?: AbortSignal): Promise<Page<Title>> {
  try {
    return await apiList<Title>('/titles', query, signal);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error('get titles error', error);
    return emptyPage();
  }
}

export const titlesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: titleKeys.page(query),
    queryFn: ({ signal }) => getTitles(query, signal),
  });

/** The page of titles the address asks for. */
export const useTitles = (list: ListParams<TitleSortKey>) => usePagedList(titlesQueryOptions(list.query), list);
