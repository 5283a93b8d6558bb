import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { titleKeys, type Title } from './title-types';

/**
 * GET /titles/{id}: the title on 200; any other answer (404 for an unknown id or another team's) is
 * logged and gives null (docs/product.md §7, §8). A failure to reach the server is rethrown.
 */
export async function getTitle(id: Title['id'], signal?: AbortSignal): Promise<Title | null> {
  try {
    const title = await api.get<Title>(`/titles/${encodeURIComponent(String(id))}`, signal);
    return title && typeof title === 'object' ? title : null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error('get title error', error);
    return null;
  }
}

export const titleQueryOptions = (id: Title['id']) =>
  queryOptions({
    queryKey: titleKeys.detail(id),
    queryFn: ({ signal }) => getTitle(id, signal),
  });

export const useTitle = (id: Title['id']) => useQuery(titleQueryOptions(id));
