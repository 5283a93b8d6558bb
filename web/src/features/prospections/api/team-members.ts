import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Id } from './prospection-types';

/** A user of the team, as the owner pickers list them. */
export interface Member {
  id: Id;
  name: string;
}

/** GET /team/members: the team's users by name (any role may read it); cached for the session. */
export const useTeamMembers = () =>
  useQuery({
    queryKey: ['team', 'members'],
    queryFn: ({ signal }) => api.get<Member[]>('/team/members', signal),
    staleTime: 5 * 60_000,
  });
