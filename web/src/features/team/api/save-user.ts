import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../../generated/User';
import { apiRequest, write } from '../../../lib/api-client';
import { USERS_KEY, type TeamUser } from './get-users';

/** What an admin gives for a new user; the server generates the first password. */
export type NewUser = Pick<User, 'email' | 'name' | 'role'>;

/** POST /users: the user as stored, with the generated `password`, shown this once. */
export const createUser = (user: NewUser): Promise<TeamUser> => write('add user', () => apiRequest<TeamUser>('/users', { method: 'POST', body: user }));

/** PUT /users/{id}: the user's name, role and whether they may sign in (the e-mail address is set once). */
export const updateUser = ({ id, name, role, active }: TeamUser): Promise<TeamUser> =>
  write('update user', () => apiRequest<TeamUser>(`/users/${encodeURIComponent(String(id))}`, { method: 'PUT', body: { id, name, role, active } }));

/** The team's users, and the team's names that the owner pickers list (active users only). */
const invalidateAfterUserWrite = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: USERS_KEY }), queryClient.invalidateQueries({ queryKey: ['team'] })]);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateAfterUserWrite(queryClient) });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => invalidateAfterUserWrite(queryClient) });
}
