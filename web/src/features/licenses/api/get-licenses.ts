import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiList, type Page } from '../../../lib/api-client';
import type { ListParams, ListQuery } from '../../../lib/use-list-params';
import { emptyPage, pageOf, usePagedList } from '../../../lib/use-paged-list';
import { yearOf } from '../license-list';
import type { License, LicenseFilter, LicenseSortKey } from './license-types';

/** The query-key root of every license query; writes invalidate it. */
export const LICENSES_KEY = ['licenses'] as const;

export const licenseKeys = {
  /** Every page of the list. */
  list: () => [...LICENSES_KEY, 'list'] as const,
  /** One page of the list. */
  page: (query: ListQuery<LicenseFilter>) => [...LICENSES_KEY, 'list', query] as const,
};

const matches = (license: License, filters: ListQuery<LicenseFilter>['filters']) =>
  (!filters.contractType || license.contractType === filters.contractType) &&
  (!filters.signed || license.signed === (filters.signed === 'yes')) &&
  (!filters.currency || license.currency === filters.currency) &&
  (!filters.year || yearOf(license.contractDate) === filters.year);

/**
 * GET /licenses?q=&sort=: every license matching the search and the filters, in order (the CSV
 * export). Errors are the caller's.
 */
export async function getAllLicenses(query: Omit<ListQuery<LicenseFilter>, 'limit' | 'offset'>, signal?: AbortSignal): Promise<License[]> {
  const { rows } = await apiList<License>('/licenses', { q: query.q, sort: query.sort }, signal);
  return rows.filter((license) => matches(license, query.filters));
}

/**
 * GET /licenses?q=&sort=&limit=&offset=: one page and how many match, on 200; anything else is
 * logged and gives an empty page (spec §7, §8); a network failure is rethrown. The server has none
 * of the list's filters: with one set, every license matching the search is fetched and the page is
 * cut here.
 */
export async function getLicenses(query: ListQuery<LicenseFilter>, signal?: AbortSignal): Promise<Page<License>> {
  try {
    if (Object.keys(query.filters).length > 0) return pageOf(await getAllLicenses(query, signal), query);
    return await apiList<License>('/licenses', query, signal);
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
