import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiList, type ListRequest, type Page } from '../../../lib/api-client';
import type { ListParams, ListQuery } from '../../../lib/use-list-params';
import { getPage, usePagedList } from '../../../lib/use-paged-list';
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
 * licenses matching the search and the filters, and how many match (failures: `getPage`).
 */
export const getLicenses = (query: ListQuery<LicenseFilter>, signal?: AbortSignal): Promise<Page<License>> =>
  getPage('licenses', '/licenses', { ...query, filters: serverFilters(query.filters) }, signal);

export const licensesQueryOptions = (query: ListQuery<LicenseFilter>) =>
  queryOptions({
    queryKey: licenseKeys.page(query),
    queryFn: ({ signal }) => getLicenses(query, signal),
  });

/** The page of licenses the address asks for. */
export const useLicenses = (list: ListParams<LicenseSortKey, LicenseFilter>) => usePagedList(licensesQueryOptions(list.query), list);

/** GET /licenses?companyId=&sort=: every license of one company (as the licensee), for its page. Errors are the caller's. */
export async function getCompanyLicenses(companyId: number, sort: string, signal?: AbortSignal): Promise<License[]> {
  const { rows } = await apiList<License>('/licenses', { sort, filters: { companyId: String(companyId) } }, signal);
  return rows;
}

/** One company's licenses in `sort` order (`-contractDate`), kept fresh by the license writes. */
export const useCompanyLicenses = (companyId: number, sort: string) =>
  useQuery({ queryKey: [...licenseKeys.list(), 'company', companyId, sort], queryFn: ({ signal }) => getCompanyLicenses(companyId, sort, signal) });

/**
 * GET /licenses?titleId=: every license of one title (the whole list, no page), which the license
 * form checks a license against for an overlap as it is typed. Errors are the caller's.
 */
export async function getTitleLicenses(titleId: number, signal?: AbortSignal): Promise<License[]> {
  const { rows } = await apiList<License>('/licenses', { filters: { titleId: String(titleId) } }, signal);
  return rows;
}

/** One title's licenses (none asked while no title is picked), kept fresh by the license writes. */
export const useTitleLicenses = (titleId: number | null) =>
  useQuery({
    queryKey: [...licenseKeys.list(), 'title', titleId],
    queryFn: ({ signal }) => getTitleLicenses(titleId!, signal),
    enabled: titleId !== null,
    staleTime: 30_000,
  });
