import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { TitleRequestError } from './title-request-error';
import { titleKeys, TITLES_KEY, type Title, type TitlePayload } from './title-types';

/** POST /titles: the stored title; anything but 200 throws "failed to create title: {status} - {statusText}". */
export async function createTitle(title: TitlePayload): Promise<Title> {
  try {
    return await api.post<Title>('/titles', title);
  } catch (error) {
    throw new TitleRequestError('create', error);
  }
}

/** PUT /titles/{id} with the id in the body too; anything but 200 throws "failed to update title: ...". */
export async function updateTitle(title: TitlePayload & { id: Title['id'] }): Promise<Title> {
  try {
    return await api.put<Title>(`/titles/${encodeURIComponent(String(title.id))}`, title);
  } catch (error) {
    throw new TitleRequestError('update', error);
  }
}

/** Puts the stored title into the cached list and detail at once, then refetches both. */
function storeTitle(queryClient: QueryClient, saved: Title) {
  queryClient.setQueryData<Title[]>(titleKeys.list(), (list) => {
    if (!list) return list;
    const at = list.findIndex((t) => String(t.id) === String(saved.id));
    return at === -1 ? [...list, saved] : list.map((t, i) => (i === at ? saved : t));
  });
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
