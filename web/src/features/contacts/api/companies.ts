import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContactSuggestion } from '../../../generated/ContactSuggestion';
import type { Suggestion } from '../../../generated/Suggestion';
import { api, ApiError, write } from '../../../lib/api-client';
import type { Company, CompanyInput } from '../types';

/** Query keys: the list, and one company by id. */
export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
  detail: (id: number) => [...companyKeys.all, 'detail', id] as const,
};

const path = (id: number) => `/companies/${encodeURIComponent(String(id))}`;

/** GET /api/companies: the list on 200; another answer is logged and gives []; a network failure is rethrown. */
export async function getCompanies(signal?: AbortSignal): Promise<Company[]> {
  try {
    const list = await api.get<Company[]>('/companies', signal);
    return Array.isArray(list) ? list : [];
  } catch (error) {
    if (error instanceof ApiError) {
      console.error('failed to get companies', error);
      return [];
    }
    throw error;
  }
}

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

export const updateCompany = (id: number, company: CompanyInput) => write('update company', () => api.put<Company>(path(id), { ...company, id }));

/** DELETE with the body the spec's client sends (the server accepts and ignores it). */
export const deleteCompany = (id: number) => write('delete company', () => api.delete<{ id: number }>(path(id), { command: 'delete', id }));

/** GET /api/companies/complete/{text}: suggestions; [] on any error. */
export async function completeCompanies(text: string, signal?: AbortSignal): Promise<Suggestion[]> {
  try {
    return (await api.get<Suggestion[]>(`/companies/complete/${encodeURIComponent(text)}`, signal)) ?? [];
  } catch {
    return [];
  }
}

/** GET /api/companies/contacts/complete/{text}: contact suggestions (by name or e-mail); [] on any error. */
export async function completeContacts(text: string, signal?: AbortSignal): Promise<ContactSuggestion[]> {
  try {
    return (await api.get<ContactSuggestion[]>(`/companies/contacts/complete/${encodeURIComponent(text)}`, signal)) ?? [];
  } catch {
    return [];
  }
}

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: companyKeys.list(), queryFn: ({ signal }) => getCompanies(signal) });

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: companyKeys.detail(id), queryFn: ({ signal }) => getCompany(id, signal) });

export const useCompanies = () => useQuery(companiesQueryOptions());

/** One company; the list's copy is shown at once while the fresh one loads. */
export function useCompany(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...companyQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: () => queryClient.getQueryData<Company[]>(companyKeys.list())?.find((c) => c.id === id),
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
    mutationFn: ({ id, company }: { id: number; company: CompanyInput }) => updateCompany(id, company),
    onSuccess: (stored) => invalidate(stored),
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: companyKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: companyKeys.list() });
    },
  });
}
