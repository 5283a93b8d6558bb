import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, write } from '../../../lib/api-client';
import { getSession, getToken, saveSession } from '../../../lib/session';
import { currentUserQueryOptions, type CurrentUser } from '../../auth/api/current-user';

/** What the signed-in user changes of themselves: a name, and an e-mail address confirmed by their password. */
export interface ProfileChange {
  name: string;
  /** Sent only when it changes, with `currentPassword`. */
  email?: string;
  currentPassword?: string;
}

/** PUT /me: a new name (and e-mail address) for the signed-in user; the answer is the user as stored. */
export const renameMe = (change: ProfileChange): Promise<CurrentUser> =>
  write('save your profile', () => apiRequest<CurrentUser>('/me', { method: 'PUT', body: change }));

/**
 * Changes the signed-in user's profile. The answer becomes the cached `/me`, which the shell's user
 * menu and the home page read (the token keeps the old name until the next sign-in); the stored
 * session records the new address; the lists that show the team's names are asked again.
 */
export function useRenameMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMe,
    onSuccess: async (me) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, me);
      if (me.email !== getSession().email) saveSession(getToken(), me.email);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['team'] }), queryClient.invalidateQueries({ queryKey: ['users'] })]);
    },
  });
}
