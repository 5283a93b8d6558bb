import { useMutation } from '@tanstack/react-query';
import { apiRequest, write } from '../../../lib/api-client';
import { getSession, saveSession } from '../../../lib/session';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /me/password. The change ends every session of the user, the one that made the call too,
 * and the answer carries this session's new token: it replaces the stored one, so this browser
 * stays signed in while every other is signed out.
 */
export async function changePassword(change: PasswordChange): Promise<void> {
  const { token } = await write('change password', () => apiRequest<{ token: string }>('/me/password', { method: 'POST', body: change }));
  saveSession(token, getSession().email);
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
