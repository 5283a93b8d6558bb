import { queryOptions } from '@tanstack/react-query';
import { apiList, type Page } from '../../../lib/api-client';
import type { ListParams, ListQuery } from '../../../lib/use-list-params';
import { getPage, usePagedList } from '../../../lib/use-paged-list';
import { titleKeys, type Title, type TitleSortKey } from './title-types';

/** GET /titles?q=&sort=&limit=&offset=: one page and the number of matching titles (failures: `getPage`). */
export const getTitles = (query: ListQuery, signal?: AbortSignal): Promise<Page<Title>> => getPage('titles', '/titles', query, signal);

export const titlesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: titleKeys.page(query),
    queryFn: ({ signal }) => getTitles(query, signal),
  });

/** The page of titles the address asks for. */
export const useTitles = (list: ListParams<TitleSortKey>) => usePagedList(titlesQueryOptions(list.query), list);

/** GET /titles?q=&sort=: every title matching the search, in the list's order, for the CSV export. */
export async function getAllTitles(query: Pick<ListQuery, 'q' | 'sort'>, signal?: AbortSignal): Promise<Title[]> {
  const { rows } = await apiList<Title>('/titles', { q: query.q, sort: query.sort }, signal);
  return rows;
}
