import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AvailabilityState } from '../../../generated/AvailabilityState';
import type { Reason } from '../../../generated/Reason';
import { api, apiList, type Page } from '../../../lib/api-client';
import { getPage } from '../../../lib/use-paged-list';

/** A title and what the asked right is for it today (GET /availability). */
export interface AvailableTitle {
  titleId: number;
  title: string;
  author: string | null;
  state: AvailabilityState;
  reasons: Reason[];
}

/** What the page asks: the right, a language (none: any), countries (none: anywhere), a state, a search. */
export interface AvailabilityAsk {
  contractType: string;
  language: string;
  /** ISO 3166-1 codes, comma-separated. */
  territory: string;
  state: string;
  q: string;
}

const filters = (ask: AvailabilityAsk) => ({ contractType: ask.contractType, language: ask.language, territory: ask.territory });

/**
 * GET /availability: one page of the team's titles with the asked right's state, the most
 * sellable first (available, pitched, offer, optioned, pending, sold, not held), and how many.
 */
export const useAvailabilityPage = (ask: AvailabilityAsk, limit: number, offset: number) =>
  useQuery({
    queryKey: ['availability', 'page', ask, limit, offset],
    queryFn: ({ signal }): Promise<Page<AvailableTitle>> =>
      getPage('availability', '/availability', { q: ask.q, limit, offset, filters: { ...filters(ask), state: ask.state } }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /availability/counts: how many titles are in each state for the asked right (the search applied). */
export const useAvailabilityCounts = (ask: AvailabilityAsk) =>
  useQuery({
    queryKey: ['availability', 'counts', { ...ask, state: '' }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(Object.entries({ ...filters(ask), q: ask.q }).filter(([, value]) => value !== ''));
      return api.get<Record<AvailabilityState, number>>(`/availability/counts?${params.toString()}`, signal);
    },
    placeholderData: keepPreviousData,
  });

/** Every row the page's question matches, 500 a request, for the CSV export. */
export async function getAllAvailability(ask: AvailabilityAsk): Promise<AvailableTitle[]> {
  const all: AvailableTitle[] = [];
  for (;;) {
    const page = await apiList<AvailableTitle>('/availability', { q: ask.q, limit: 500, offset: all.length, filters: { ...filters(ask), state: ask.state } });
    all.push(...page.rows);
    if (page.rows.length < 500 || all.length >= page.total) return all;
  }
}
