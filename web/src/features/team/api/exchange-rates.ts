import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExchangeRate as WireRate } from '../../../generated/ExchangeRate';
import { api, write } from '../../../lib/api-client';
import type { Payload, Stored } from '../../../lib/wire';
import { MONEY_QUERIES } from './team-settings';

/** What one unit of a currency is worth in the home currency from a day on (docs/http.md, "Money after signing"). */
export type ExchangeRate = Stored<WireRate>;
export type ExchangeRatePayload = Payload<WireRate>;

const RATES_KEY = ['exchange-rates'] as const;

/** GET /exchange-rates: the team's rates, by currency, the latest first. */
export const exchangeRatesQueryOptions = () => queryOptions({ queryKey: RATES_KEY, queryFn: ({ signal }) => api.get<ExchangeRate[]>('/exchange-rates', signal) });

export const useExchangeRates = () => useQuery(exchangeRatesQueryOptions());

/** A rate changes the home amounts of the payments received in its currency: the money queries are asked again. */
function useRatesWrite<T, R>(mutationFn: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: RATES_KEY }), queryClient.invalidateQueries({ queryKey: MONEY_QUERIES })]),
  });
}

export const useAddExchangeRate = () => useRatesWrite((rate: ExchangeRatePayload) => write('add the rate', () => api.post<ExchangeRate>('/exchange-rates', rate)));
export const useDeleteExchangeRate = () => useRatesWrite((id: number) => write('delete the rate', () => api.delete(`/exchange-rates/${encodeURIComponent(String(id))}`)));
