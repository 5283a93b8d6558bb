import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiList, type Page } from '../../../lib/api-client';
import type { ListParams, ListQuery } from '../../../lib/use-list-params';
import { getPage, usePagedList } from '../../../lib/use-paged-list';
import type { Id, Prospection, ProspectionFilter, ProspectionSortKey } from './prospection-types';

/** The query-key root of every prospection query; writes invalidate it. */
export const PROSPECTIONS_KEY = ['prospections'] as const;

export const prospectionKeys = {
  /** Every list, page and board. */
  list: () => [...PROSPECTIONS_KEY, 'list'] as const,
  page: (query: ListQuery<ProspectionFilter>) => [...PROSPECTIONS_KEY, 'list', query] as const,
  detail: (id: Id | string) => [...PROSPECTIONS_KEY, 'detail', String(id)] as const,
};

/**
 * GET /prospections with the search, order and filters: every match (the board, the by-title view,
 * the CSV export). Errors are the caller's.
 */
export async function getAllProspections(query: Omit<ListQuery<ProspectionFilter>, 'limit' | 'offset'>, signal?: AbortSignal): Promise<Prospection[]> {
  const { rows } = await apiList<Prospection>('/prospections', { q: query.q, sort: query.sort, filters: query.filters }, signal);
  return rows;
}

/** GET /prospections?q=&sort=&limit=&offset=&status=...: one page and how many match (failures: `getPage`). */
export const getProspections = (query: ListQuery<ProspectionFilter>, signal?: AbortSignal): Promise<Page<Prospection>> =>
  getPage('prospections', '/prospections', query, signal);

export const prospectionsQueryOptions = (query: ListQuery<ProspectionFilter>) =>
  queryOptions({
    queryKey: prospectionKeys.page(query),
    queryFn: ({ signal }) => getProspections(query, signal),
  });

/** The page of prospections the address asks for. */
export const useProspections = (list: ListParams<ProspectionSortKey, ProspectionFilter>) => usePagedList(prospectionsQueryOptions(list.query), list);

/** Every prospection matching a query (the board and the by-title view), kept fresh by the writes. */
export const allProspectionsQueryOptions = (query: Omit<ListQuery<ProspectionFilter>, 'limit' | 'offset'>) =>
  queryOptions({ queryKey: [...prospectionKeys.list(), 'all', query], queryFn: ({ signal }) => getAllProspections(query, signal) });

export const useAllProspections = (query: Omit<ListQuery<ProspectionFilter>, 'limit' | 'offset'>, enabled = true) =>
  useQuery({ ...allProspectionsQueryOptions(query), enabled });

/** GET /prospections/{id}: the prospection on 200; anything else is logged and gives null. */
export async function getProspection(id: Id | string, signal?: AbortSignal): Promise<Prospection | null> {
  try {
    return (await api.get<Prospection>(`/prospections/${encodeURIComponent(String(id))}`, signal)) ?? null;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('get prospection error', error);
    return null;
  }
}

export const prospectionQueryOptions = (id: Id | string) =>
  queryOptions({
    queryKey: prospectionKeys.detail(id),
    queryFn: ({ signal }) => getProspection(id, signal),
  });

export const useProspection = (id: Id | string) => useQuery(prospectionQueryOptions(id));
