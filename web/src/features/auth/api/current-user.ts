import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { setTeamTimeZone } from '../../../lib/today';

/** GET /api/me: the signed-in user as the server sees them now. */
export interface CurrentUser {
  id: string | number;
  name: string;
  email: string;
  roles: string[];
  teamId: string | number;
  teamName: string;
  /** The team's time zone (IANA), in which its "today" is read. */
  timeZone?: string;
}

/** GET /api/me; the team's time zone it carries becomes the one "today" is read in (lib/today.ts). */
export const getCurrentUser = async (signal?: AbortSignal) => {
  const me = await api.get<CurrentUser>('/me', signal);
  setTeamTimeZone(me.timeZone);
  return me;
};

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
