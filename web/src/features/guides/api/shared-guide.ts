import { useQuery } from '@tanstack/react-query';
import { ApiError, publicRequest } from '../../../lib/api-client';
import type { GuideDocument } from './guide-types';

/**
 * GET /shared/guides/{token}, without the bearer (a buyer has no account): the guide's document,
 * or null when the link is unknown or was revoked (404). Covers are at the addresses it names.
 */
async function getSharedGuide(token: string, signal?: AbortSignal): Promise<GuideDocument | null> {
  try {
    return await publicRequest<GuideDocument>(`/shared/guides/${encodeURIComponent(token)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useSharedGuide = (token: string) =>
  useQuery({ queryKey: ['shared-guide', token], queryFn: ({ signal }) => getSharedGuide(token, signal) });
