import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ThemaSection } from './catalogue-wire';

/** GET /reference/thema: Thema's sections, by the first character of their codes. */
export const getThemaSections = (signal?: AbortSignal) => api.get<ThemaSection[]>('/reference/thema', signal);

/** The sections, fetched once per session (they change with a new Thema release, not during one). */
export const themaSectionsQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'thema'], queryFn: ({ signal }) => getThemaSections(signal), staleTime: Infinity, retry: 1 });

export const useThemaSections = () => useQuery(themaSectionsQueryOptions());
