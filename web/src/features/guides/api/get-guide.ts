import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { guideKeys, type Guide, type GuideDocument } from './guide-types';

const seg = (id: number) => encodeURIComponent(String(id));

/**
 * GET /guides/{id}: the guide, or null when the server has none for the team (404: an unknown id or
 * another team's). A failure to reach the server is rethrown.
 */
async function getGuide(id: number, signal?: AbortSignal): Promise<Guide | null> {
  try {
    return await api.get<Guide>(`/guides/${seg(id)}`, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useGuide = (id: number) => useQuery({ queryKey: guideKeys.detail(id), queryFn: ({ signal }) => getGuide(id, signal) });

/** GET /guides/{id}/document: what the guide prints, each title's block holding what the guide shows; null on a 404. */
async function getGuideDocument(id: number, signal?: AbortSignal): Promise<GuideDocument | null> {
  try {
    return await api.get<GuideDocument>(`/guides/${seg(id)}/document`, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The guide's document; `enabled` false while there is no guide to print yet (a new one). */
export const useGuideDocument = (id: number, enabled = true) =>
  useQuery({ queryKey: guideKeys.document(id), queryFn: ({ signal }) => getGuideDocument(id, signal), enabled });
