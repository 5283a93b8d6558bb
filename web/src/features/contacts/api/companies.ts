import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, apiList, write, type Page } from '../../../lib/api-client';
import type { ListParams, ListQuery } from '../../../lib/use-list-params';
import { getPage, usePagedList } from '../../../lib/use-paged-list';
import type { Company, CompanyInput } from '../types';

/** The sort keys of GET /companies that the screen offers (the server's SORTING has `countryId` and `languageId` too). */
export type CompanySortKey = 'name';
/** The screen's filters, by their name in the address and in GET /companies: a country id, a company type code. */
export type CompanyFilter = 'country' | 'type';

/** Query keys: every page of the list, one page, and one company by id. */
export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
  page: (query: ListQuery<CompanyFilter>) => [...companyKeys.all, 'list', query] as const,
  detail: (id: number) => [...companyKeys.all, 'detail', id] as const,
};

const path = (id: number) => `/companies/${encodeURIComponent(String(id))}`;

/**
 * GET /api/companies?q=&sort=&country=&type=: every company matching the search and the filters,
 * in order (the CSV export). Errors are the caller's.
 */
export async function getAllCompanies(query: Omit<ListQuery<CompanyFilter>, 'limit' | 'offset'>, signal?: AbortSignal): Promise<Company[]> {
  const { rows } = await apiList<Company>('/companies', { q: query.q, sort: query.sort, filters: query.filters }, signal);
  return rows;
}

/**
 * GET /api/companies?q=&sort=&limit=&offset=&country=&type=: one page of the companies (with their
 * contacts) matching the search and the filters, and how many match (failures: `getPage`).
 */
export const getCompanies = (query: ListQuery<CompanyFilter>, signal?: AbortSignal): Promise<Page<Company>> => getPage('companies', '/companies', query, signal);

/** GET /api/companies/{id}: the company on 200, else null (logged). */
export async function getCompany(id: number, signal?: AbortSignal): Promise<Company | null> {
  try {
    return await api.get<Company>(path(id), signal);
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status !== 404) console.error('failed to get company', error);
      return null;
    }
    throw error;
  }
}

export const createCompany = (company: CompanyInput) => write('create company', () => api.post<Company>('/companies', company));

/** PUT over `version`, the one read (a 412 when someone saved since). */
export const updateCompany = (id: number, company: CompanyInput, version?: number) =>
  write('update company', () => api.put<Company>(path(id), { ...company, id }, version));

/** DELETE with the body the spec's client sends (the server accepts and ignores it), over `version`. */
export const deleteCompany = ({ id, version }: { id: number; version?: number | null }) =>
  write('delete company', () => api.delete<{ id: number }>(path(id), { command: 'delete', id }, version ?? undefined));

export const companiesQueryOptions = (query: ListQuery<CompanyFilter>) =>
  queryOptions({ queryKey: companyKeys.page(query), queryFn: ({ signal }) => getCompanies(query, signal) });

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => getCompany(id, signal) });

/** The page of companies the address asks for. */
export const useCompanies = (list: ListParams<CompanySortKey, CompanyFilter>) => usePagedList(companiesQueryOptions(list.query), list);

/** One company; a copy from a cached page of the list is shown at once while the fresh one loads. */
export function useCompany(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...companyQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: () =>
      queryClient
        .getQueriesData<Page<Company>>({ queryKey: companyKeys.list() })
        .flatMap(([, page]) => page?.rows ?? [])
        .find((c) => c.id === id),
  });
}

/** After a write the list (and the company) are refetched, so the screen shows the change. */
function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  return (stored?: Company) => {
    if (stored) queryClient.setQueryData(companyKeys.detail(stored.id), stored);
    return queryClient.invalidateQueries({ queryKey: companyKeys.all });
  };
}

export function useCreateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({ mutationFn: createCompany, onSuccess: (stored) => invalidate(stored) });
}

export function useUpdateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ id, company, version }: { id: number; company: CompanyInput; version?: number }) => updateCompany(id, company, version),
    onSuccess: (stored) => invalidate(stored),
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: companyKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: companyKeys.list() });
    },
  });
}
