import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import { guideKeys } from './guide-types';

const seg = (id: number) => encodeURIComponent(String(id));

/** The guide's secret address: the web app's public page of it. */
export interface ShareLink {
  url: string;
}

/**
 * POST /guides/{id}/share: the address, made on the first call and the same after, until revoked.
 * The guide then says `shared` (and its version may have moved): it is read again.
 */
export function useShareGuide(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => write('share guide', () => api.post<ShareLink>(`/guides/${seg(id)}/share`)),
    onSuccess: (link) => {
      queryClient.setQueryData(guideKeys.share(id), link);
      void queryClient.invalidateQueries({ queryKey: guideKeys.detail(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: guideKeys.list() });
    },
  });
}

/** DELETE /guides/{id}/share: the address answers 404 at once; a new link would differ. */
export function useStopSharing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => write('stop sharing guide', () => api.delete<void>(`/guides/${seg(id)}/share`)),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: guideKeys.share(id) });
      void queryClient.invalidateQueries({ queryKey: guideKeys.detail(id), exact: true });
      void queryClient.invalidateQueries({ queryKey: guideKeys.list() });
    },
  });
}
