/**
 * A title's material files (GET/POST /api/titles/{id}/materials): the PDFs a team sends to publishers
 * who ask, managed on the title's Material tab and pointed at by a prospection's material sent.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MaterialKind } from '../../generated/MaterialKind';
import type { TitleMaterial as Material } from '../../generated/TitleMaterial';
import { api, apiBlob, apiRequest, write } from '../../lib/api-client';
import { downloadPdf, openPdf } from '../../lib/open-pdf';

const seg = (id: number) => encodeURIComponent(String(id));

/** A title's material files are their own query, read by the title's Material tab and by a prospection's form. */
export const materialsKey = (titleId: number) => ['title-materials', String(titleId)] as const;

/** GET /titles/{id}/materials: the title's material files, as the server orders them. */
export const getMaterials = (titleId: number, signal?: AbortSignal) => api.get<Material[]>(`/titles/${seg(titleId)}/materials`, signal);

export const materialsQueryOptions = (titleId: number) =>
  queryOptions({ queryKey: materialsKey(titleId), queryFn: ({ signal }) => getMaterials(titleId, signal) });

export const useMaterials = (titleId: number) => useQuery(materialsQueryOptions(titleId));

/** POST /titles/{id}/materials, multipart `file` (a PDF) and `kind`: the stored material. */
export const uploadMaterial = ({ titleId, kind, file }: { titleId: number; kind: MaterialKind; file: File }): Promise<Material> => {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return write('upload material', () => apiRequest<Material>(`/titles/${seg(titleId)}/materials`, { method: 'POST', body }));
};

/** DELETE /titles/{id}/materials/{materialId}. */
export const deleteMaterial = (material: Material): Promise<unknown> =>
  write('remove material', () => api.delete(`/titles/${seg(material.titleId)}/materials/${seg(material.id)}`));

/** GET /titles/{id}/materials/{materialId}/file with the bearer token: the PDF. */
const getMaterialFile = (material: Material) => apiBlob(`/titles/${seg(material.titleId)}/materials/${seg(material.id)}/file`);

/** Opens the material's PDF in a new tab titled with its name, as a license's PDF opens. */
export const openMaterial = (material: Material) => openPdf(() => getMaterialFile(material), material.name);
/** Saves the material's PDF under its name. */
export const downloadMaterial = (material: Material) => downloadPdf(() => getMaterialFile(material), material.name);

export function useUploadMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMaterial,
    onSuccess: (_, { titleId }) => void queryClient.invalidateQueries({ queryKey: materialsKey(titleId) }),
  });
}

export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: (_, material) => void queryClient.invalidateQueries({ queryKey: materialsKey(material.titleId) }),
  });
}
