import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigestSettings } from '../../../generated/DigestSettings';
import { api, write } from '../../../lib/api-client';

export const DIGEST_KEY = ['me', 'digest'] as const;

/** GET /me/digest: the signed-in user's e-mail digest, and whether the server can send e-mail at all (`mailEnabled`). */
export const digestQueryOptions = () => queryOptions({ queryKey: DIGEST_KEY, queryFn: ({ signal }) => api.get<DigestSettings>('/me/digest', signal) });

export const useDigest = () => useQuery(digestQueryOptions());

/** PUT /me/digest (any role, their own): answers the settings as stored; a 422 names `frequency` or `hour`. */
export const saveDigest = (settings: DigestSettings): Promise<DigestSettings> => write('save your digest', () => api.put<DigestSettings>('/me/digest', settings));

/** Saves the digest; the answer becomes the cached settings. */
export function useSaveDigest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDigest, onSuccess: (saved) => queryClient.setQueryData(DIGEST_KEY, saved) });
}
