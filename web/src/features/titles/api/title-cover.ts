import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiRequest, write } from '../../../lib/api-client';
import { titleKeys, type Title } from './title-types';

const seg = (id: Title['id']) => encodeURIComponent(String(id));

export type CoverSize = 'full' | 'thumbnail';

/**
 * The cover images' query keys: by title, cover id and size, outside the titles' root so that a
 * title's write (which refetches every title query) never fetches an image again; a new upload
 * has a new cover id, hence a new key.
 */
export const coverKey = (titleId: Title['id'], cover: number, size: CoverSize) => ['cover', String(titleId), cover, size] as const;

/** GET /titles/{id}/cover (or its JPEG thumbnail, at most 200x300) with the bearer token. */
export function getCover(titleId: Title['id'], cover: number, size: CoverSize, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(`/titles/${seg(titleId)}/cover${size === 'thumbnail' ? '/thumbnail' : ''}?v=${cover}`, signal);
}

/** A title's cover as a blob, fetched once per cover id (it never changes under that id). */
export const coverQueryOptions = (titleId: Title['id'], cover: number, size: CoverSize) =>
  queryOptions({ queryKey: coverKey(titleId, cover, size), queryFn: ({ signal }) => getCover(titleId, cover, size, signal), staleTime: Infinity, retry: false });

/** A title's cover (`coverQueryOptions`), none while `enabled` is false or the title has none. */
export function useCover(titleId: Title['id'], cover: number | null | undefined, size: CoverSize, enabled = true) {
  return useQuery({ ...coverQueryOptions(titleId, cover ?? 0, size), enabled: enabled && cover != null });
}

/** PUT /titles/{id}/cover, multipart `file` (JPEG, PNG or WebP, at most 5 MB): the title with its new cover id. */
export const uploadCover = ({ titleId, file }: { titleId: Title['id']; file: File }): Promise<Title> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return write('upload cover', () => apiRequest<Title>(`/titles/${seg(titleId)}/cover`, { method: 'PUT', body }));
};

/** DELETE /titles/{id}/cover: the title without a cover. */
export const deleteCover = (titleId: Title['id']): Promise<Title> => write('remove cover', () => api.delete<Title>(`/titles/${seg(titleId)}/cover`));

/** The title a cover write answered becomes its detail; the lists show its thumbnail. */
function useStoreTitle() {
  const queryClient = useQueryClient();
  return (saved: Title) => {
    queryClient.setQueryData(titleKeys.detail(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: titleKeys.list() });
  };
}

export function useUploadCover() {
  const store = useStoreTitle();
  return useMutation({ mutationFn: uploadCover, onSuccess: store });
}

export function useDeleteCover() {
  const store = useStoreTitle();
  return useMutation({ mutationFn: deleteCover, onSuccess: store });
}
