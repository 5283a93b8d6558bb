import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Client errors (4xx) are answers, not hiccups: retry only network failures and 5xx, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * How long the answer of a query that is asked afresh each time its page opens (staleTime 0
 * otherwise) stays fresh: long enough for the page's first render to take what its prefetch
 * fetched a moment before (app/app.tsx's startApp) instead of asking again.
 */
export const JUST_FETCHED_MS = 2_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
