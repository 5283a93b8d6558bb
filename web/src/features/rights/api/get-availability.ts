import { useQuery } from '@tanstack/react-query';
import type { Territory } from '../../../generated/Territory';
import type { Availability } from '../../../generated/Availability';
import { api } from '../../../lib/api-client';

/** One right asked about: the right, a language (none: any), the countries (none: anywhere). */
export interface RightAsked {
  contractType: string;
  language?: string;
  /** ISO 3166-1 codes. */
  countries?: readonly string[];
}

const query = ({ contractType, language, countries }: RightAsked) => {
  const params = new URLSearchParams({ contractType });
  if (language) params.set('language', language);
  if (countries?.length) params.set('territory', countries.join(','));
  return params.toString();
};

/**
 * GET /titles/{id}/availability for one right: its state today and why (docs/http.md,
 * "Availability"); nothing asked without a title.
 */
export const useRightAvailability = (titleId: number | null, asked: RightAsked) =>
  useQuery({
    queryKey: ['titles', 'availability', String(titleId), query(asked)],
    queryFn: ({ signal }) => api.get<Availability>(`/titles/${encodeURIComponent(String(titleId))}/availability?${query(asked)}`, signal),
    enabled: titleId !== null,
    staleTime: 30_000,
  });

/**
 * The countries of a territory to ask about: a list of countries (the object, or its text "AT,
 * DE"); none for the world (with or without exceptions, the question is then "anywhere").
 */
export function territoryCountries(territory: Territory | string | null | undefined): string[] | undefined {
  if (!territory) return undefined;
  if (typeof territory !== 'string') return territory.world ? undefined : territory.include;
  const codes = territory.split(',').map((code) => code.trim().toUpperCase());
  return codes.every((code) => /^[A-Z]{2}$/.test(code)) ? codes : undefined;
}
