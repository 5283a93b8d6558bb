import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import { guideKeys, GUIDES_KEY, type Guide, type GuidePayload } from './guide-types';

const seg = (id: number) => encodeURIComponent(String(id));

/** POST /guides: the stored guide. */
const createGuide = (guide: GuidePayload): Promise<Guide> => write('create guide', () => api.post<Guide>('/guides', guide));

/** PUT /guides/{id} over `version` (If-Match: a 412 when someone saved since). */
const updateGuide = ({ id, version, guide }: { id: number; version?: number; guide: GuidePayload }): Promise<Guide> =>
  write('update guide', () => api.put<Guide>(`/guides/${seg(id)}`, { ...guide, id }, version));

/** DELETE /guides/{id} over `version`. */
const deleteGuide = ({ id, version }: { id: number; version: number }) => write('delete guide', () => api.delete<unknown>(`/guides/${seg(id)}`, undefined, version));

/** The stored guide becomes its detail; its document and the list are read again. */
function useStore() {
  const queryClient = useQueryClient();
  return (saved: Guide) => {
    queryClient.setQueryData(guideKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: guideKeys.document(saved.id) });
    void queryClient.invalidateQueries({ queryKey: guideKeys.list() });
  };
}

export function useCreateGuide() {
  const store = useStore();
  return useMutation({ mutationFn: createGuide, onSuccess: store });
}

export function useUpdateGuide() {
  const store = useStore();
  return useMutation({ mutationFn: updateGuide, onSuccess: store });
}

export function useDeleteGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGuide,
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: guideKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: GUIDES_KEY });
    },
  });
}
