import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { titleKeys, type Title } from './title-types';

/**
 * GET /titles: the list on 200; any other answer is logged and gives [] (spec §7, §8). A failure to
 * reach the server at all is rethrown, so the list can offer to retry instead of looking empty.
 */
export async function getTitles(signal?: AbortSignal): Promise<Title[]> {
  try {
    const list = await api.get<Title[]>('/titles', signal);
    return Array.isArray(list) ? list : [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error('get titles error', error);
    return [];
  }
}

export const titlesQueryOptions = () =>
  queryOptions({
    queryKey: titleKeys.list(),
    queryFn: ({ signal }) => getTitles(signal),
  });

export const useTitles = () => useQuery(titlesQueryOptions());
