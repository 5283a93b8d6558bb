import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { License } from './license-types';

/** The query-key root of every license query; writes invalidate it. */
export const LICENSES_KEY = ['licenses'] as const;

/** GET /licenses: the list on 200; anything else is logged and gives [] (spec §7, §8). */
export async function getLicenses(signal?: AbortSignal): Promise<License[]> {
  try {
    const list = await api.get<License[]>('/licenses', signal);
    return Array.isArray(list) ? list : [];
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('get licenses error', error);
    return [];
  }
}

export const licensesQueryOptions = () =>
  queryOptions({
    queryKey: [...LICENSES_KEY, 'list'],
    queryFn: ({ signal }) => getLicenses(signal),
  });

export const useLicenses = () => useQuery(licensesQueryOptions());
