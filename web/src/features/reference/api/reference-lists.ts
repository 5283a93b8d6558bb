import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '../../../generated/Country';
import type { Language } from '../../../generated/Language';
import { api } from '../../../lib/api-client';

/**
 * Countries and languages (docs/product.md §3, §7): fetched once and cached in localStorage under `countries`
 * and `languages`. A list already in storage is used as is, with no request; ids are stable
 * (ISO 3166-1 alpha-2 / ISO 639-1), so a cached list stays valid.
 */
export const COUNTRIES_KEY = 'countries';
export const LANGUAGES_KEY = 'languages';

/**
 * A list stored under `key`, or undefined when missing, unreadable, or of an older shape (`current`
 * false for its first entry: asked again).
 */
export function readStoredList<T>(key: string, current: (entry: T) => boolean = () => true): T[] | undefined {
  const raw = localStorage.getItem(key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return undefined;
    const list = value as T[];
    return list.length === 0 || current(list[0]!) ? list : undefined;
  } catch {
    return undefined;
  }
}

/** GET countries: stores the result under `countries` and returns it. */
export async function getCountries(signal?: AbortSignal): Promise<Country[]> {
  const list = await api.get<Country[]>('/countries', signal);
  localStorage.setItem(COUNTRIES_KEY, JSON.stringify(list));
  return list;
}

/** GET languages: reads `data`; saves it under `languages` and returns it, else returns []. */
export async function getLanguages(signal?: AbortSignal): Promise<Language[]> {
  try {
    const body = await api.get<{ data?: Language[] }>('/languages', signal);
    if (body && Array.isArray(body.data)) {
      localStorage.setItem(LANGUAGES_KEY, JSON.stringify(body.data));
      return body.data;
    }
    return [];
  } catch (error) {
    console.error('get all languages error', error);
    throw error;
  }
}

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'countries'],
    queryFn: ({ signal }) => getCountries(signal),
    // stored before the countries had their aliases: asked again
    initialData: () => readStoredList<Country>(COUNTRIES_KEY, (country) => Array.isArray(country.aliases)),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'languages'],
    queryFn: ({ signal }) => getLanguages(signal),
    initialData: () => readStoredList<Language>(LANGUAGES_KEY),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
export const useLanguages = () => useQuery(languagesQueryOptions());

/** Both lists for the shell: pending until both are ready. */
export function useReferenceLists() {
  const countries = useCountries();
  const languages = useLanguages();
  return {
    countries: countries.data ?? [],
    languages: languages.data ?? [],
    isPending: countries.isPending || languages.isPending,
    isError: countries.isError || languages.isError,
    error: countries.error ?? languages.error,
    retry: () => Promise.all([countries.isError && countries.refetch(), languages.isError && languages.refetch()]),
  };
}
