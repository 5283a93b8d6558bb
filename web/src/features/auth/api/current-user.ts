import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/me: the signed-in user as the server sees them now. */
export interface CurrentUser {
  id: string | number;
  name: string;
  email: string;
  roles: string[];
  teamId: string | number;
  teamName: string;
}

export const getCurrentUser = (signal?: AbortSignal) => api.get<CurrentUser>('/me', signal);

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 60_000,
  });

/**
 * Used by the shell on every start: it shows fresh user details and, because a revoked or expired
 * token answers 401, it also sends a stale session back to the sign-in page.
 */
export const useCurrentUser = () => useQuery(currentUserQueryOptions());
