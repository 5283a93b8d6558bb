import { api } from '../../../lib/api-client';
import { searchReady } from '../../../lib/core';
import type { TitleSuggestion } from './title-types';

/**
 * GET /titles/complete/{text}: `[{id, name}]`. Below the core's minimum search length no call is made
 * and the list is empty; any failure also gives [] (spec §5, §7, §8).
 */
export async function completeTitles(text: string, signal?: AbortSignal): Promise<TitleSuggestion[]> {
  if (!searchReady(text)) return [];
  try {
    const list = await api.get<TitleSuggestion[]>(`/titles/complete/${encodeURIComponent(text.trim())}`, signal);
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}
