import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiList, type ListRequest, type Page } from '../../../lib/api-client';
import type { ListParams, ListQuery } from '../../../lib/use-list-params';
import { emptyPage, usePagedList } from '../../../lib/use-paged-list';
import type { License, LicenseFilter, LicenseSortKey } from './license-types';

/** The query-key root of every license query; writes invalidate it. */
export const LICENSES_KEY = ['licenses'] as const;

export const licenseKeys = {
  /** Every page of the list. */
  list: () => [...LICENSES_KEY, 'list'] as const,
  /** One page of the list. */
  page: (query: ListQuery<LicenseFilter>) => [...LICENSES_KEY, 'list', query] as const,
};

/**
 * The list's filters as GET /licenses takes them: the same names and values, but `signed`, `yes`
 * or `no` in the address, is `true` or `false` there (another value is passed on, for the server
 * to refuse).
 */
function serverFilters({ signed, ...filters }: ListQuery<LicenseFilter>['filters']): ListRequest['filters'] {
  return { ...filters, signed: signed === 'yes' ? 'true' : signed === 'no' ? 'false' : signed };
}

/**
 * GET /licenses?q=&sort=&contractType=&signed=&currency=&year=: every license matching the search
 * and the filters, in order (the CSV export). Errors are the caller's.
 */
export async function getAllLicenses(query: Omit<ListQuery<LicenseFilter>, 'limit' | 'offset'>, signal?: AbortSignal): Promise<License[]> {
  const { rows } = await apiList<License>('/licenses', { q: query.q, sort: query.sort, filters: serverFilters(query.filters) }, signal);
  return rows;
}

/**
 * GET /licenses?q=&sort=&limit=&offset=&contractType=&signed=&currency=&year=: one page of the
 * licenses matching the search and the filters, and how many match, on 200; anything else (a 400
 * for a bad filter in the address too) is logged and gives an empty page (spec §7, §8); a network
 * failure is rethrown.
 */
export async function getLicenses(query: ListQuery<LicenseFilter>, signal?: AbortSignal): Promise<Page<License>> {
  try {
    return await apiList<License>('/licenses', { ...query, filters: serverFilters(query.filters) }, signal);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error('get licenses error', error);
    return emptyPage();
  }
}

export const licensesQueryOptions = (query: ListQuery<LicenseFilter>) =>
  queryOptions({
    queryKey: licenseKeys.page(query),
    queryFn: ({ signal }) => getLicenses(query, signal),
  });

/** The page of licenses the address asks for. */
export const useLicenses = (list: ListParams<LicenseSortKey, LicenseFilter>) => usePagedList(licensesQueryOptions(list.query), list);
