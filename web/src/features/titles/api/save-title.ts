import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import { titleKeys, TITLES_KEY, type Title, type TitlePayload } from './title-types';

/** POST /titles: the stored title; anything but 200 throws "failed to create title: {status} - {statusText}". */
export const createTitle = (title: TitlePayload): Promise<Title> => write('create title', () => api.post<Title>('/titles', title));

/**
 * PUT /titles/{id} with the id in the body too, over `version` (the one read; a 412 when someone
 * saved since); anything else but 200 throws "failed to update title: ...".
 */
export const updateTitle = ({ version, ...title }: TitlePayload & { id: Title['id']; version?: number }): Promise<Title> =>
  write('update title', () => api.put<Title>(`/titles/${encodeURIComponent(String(title.id))}`, title, version));

/**
 * Caches the stored title as its detail, then refetches every title query: where a new or renamed
 * title lands in a page is the server's to say.
 */
function storeTitle(queryClient: QueryClient, saved: Title) {
  queryClient.setQueryData(titleKeys.detail(saved.id), saved);
  void queryClient.invalidateQueries({ queryKey: TITLES_KEY });
}

export function useCreateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTitle,
    onSuccess: (saved) => storeTitle(queryClient, saved),
  });
}

export function useUpdateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTitle,
    onSuccess: (saved) => {
      storeTitle(queryClient, saved);
      // licenses show their title's name
      void queryClient.invalidateQueries({ queryKey: ['licenses'] });
    },
  });
}
