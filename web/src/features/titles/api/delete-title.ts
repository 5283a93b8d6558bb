import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import { titleKeys, TITLES_KEY, type Title } from './title-types';

/**
 * DELETE /titles/{id}: `{id}` on 200; anything else throws "failed to delete title: {status} - {statusText}"
 * (a 409 while licenses use the title carries the server's explanation in `serverMessage`).
 */
export const deleteTitle = (id: Title['id'], version?: number | null): Promise<{ id: Title['id'] }> =>
  write('delete title', () => api.delete<{ id: Title['id'] }>(`/titles/${encodeURIComponent(String(id))}`, undefined, version ?? undefined));

export function useDeleteTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    /** Over the version the list showed: a title changed since is not deleted unseen (412). */
    mutationFn: (title: Pick<Title, 'id' | 'version'>) => deleteTitle(title.id, title.version),
    onSuccess: (_answer, title) => {
      queryClient.removeQueries({ queryKey: titleKeys.detail(title.id) });
      void queryClient.invalidateQueries({ queryKey: TITLES_KEY });
    },
  });
}
