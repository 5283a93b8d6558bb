import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../../generated/User';
import { api } from '../../../lib/api-client';

/** A stored user of the team: one the server has given an id. */
export type TeamUser = User & { id: number };

export const USERS_KEY = ['users'] as const;

/** GET /users: the team's users, active or not, by name (admins only: anyone else gets 403). */
export const usersQueryOptions = () => queryOptions({ queryKey: USERS_KEY, queryFn: ({ signal }) => api.get<TeamUser[]>('/users', signal) });

export const useUsers = () => useQuery(usersQueryOptions());
