import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, write } from '../../../lib/api-client';
import { currentUserQueryOptions, type CurrentUser } from '../../auth/api/current-user';

/** PUT /me: a new name for the signed-in user; the answer is the user as stored. */
export const renameMe = (name: string): Promise<CurrentUser> =>
  write('rename yourself', () => apiRequest<CurrentUser>('/me', { method: 'PUT', body: { name } }));

/**
 * Renames the signed-in user. The answer becomes the cached `/me`, which the shell's user menu and
 * the home page read (the token keeps the old name until the next sign-in); the lists that show the
 * team's names are asked again.
 */
export function useRenameMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMe,
    onSuccess: async (me) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, me);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['team'] }), queryClient.invalidateQueries({ queryKey: ['users'] })]);
    },
  });
}
