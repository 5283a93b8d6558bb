import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, write, WriteError } from '../../../lib/api-client';
import { OVERDUE_KEY } from '../../../lib/overdue';
import { PROSPECTIONS_KEY, prospectionKeys } from './get-prospections';
import type { Id, OfferPayload, Prospection, ProspectionPayload, TitleLicense } from './prospection-types';

const seg = (id: Id) => encodeURIComponent(String(id));

/** POST /prospections. */
export const createProspection = (payload: ProspectionPayload): Promise<Prospection> =>
  write('create prospection', () => apiRequest<Prospection>('/prospections', { method: 'POST', body: payload }));

/** POST /prospections/batch: one prospection per body, all or none; refusals are keyed `1.title`. */
export const createProspections = (payloads: ProspectionPayload[]): Promise<Prospection[]> =>
  write('create prospections', () => apiRequest<Prospection[]>('/prospections/batch', { method: 'POST', body: payloads }));

/** PUT /prospections/{id} with the full prospection including its id, over `version` (the one read). */
export const updateProspection = (id: Id, payload: ProspectionPayload, version?: number | null): Promise<Prospection> =>
  write('update prospection', () => apiRequest<Prospection>(`/prospections/${seg(id)}`, { method: 'PUT', body: { ...payload, id }, version: version ?? undefined }));

/** DELETE /prospections/{id}, over `version`. */
export const deleteProspection = ({ id, version }: { id: Id; version?: number | null }): Promise<unknown> =>
  write('delete prospection', () => apiRequest(`/prospections/${seg(id)}`, { method: 'DELETE', version: version ?? undefined }));

/** POST /prospections/{id}/chase: chased today, next chase on `nextChaseDate` or in 30 days. */
export const chaseProspection = (id: Id, nextChaseDate?: string): Promise<Prospection> =>
  write('chase prospection', () => apiRequest<Prospection>(`/prospections/${seg(id)}/chase`, { method: 'POST', body: nextChaseDate ? { nextChaseDate } : {} }));

/** POST /prospections/{id}/offers: logs an offer (a sent, reading or interested prospection moves to `offer`). */
export const addOffer = (id: Id, offer: OfferPayload): Promise<Prospection> =>
  write('log offer', () => apiRequest<Prospection>(`/prospections/${seg(id)}/offers`, { method: 'POST', body: offer }));

/**
 * POST /prospections/{id}/convert: the new unsigned license, and the prospection now licensed;
 * with `declineOthers`, the other open pitches of that right and language are declined as "Sold
 * elsewhere" in the same transaction (`declined`, their ids).
 */
export const convertProspection = ({ id, declineOthers }: { id: Id; declineOthers: boolean }): Promise<{ prospection: Prospection; license: TitleLicense; declined: number[] }> =>
  write('convert prospection', () =>
    apiRequest<{ prospection: Prospection; license: TitleLicense; declined: number[] }>(`/prospections/${seg(id)}/convert`, { method: 'POST', body: { declineOthers } }),
  );

/**
 * What a prospection write may change: the prospections, the titles and companies created from typed
 * names (and their suggestions), the licenses a conversion makes, and the count of overdue chases.
 */
export async function invalidateAfterProspectionWrite(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: PROSPECTIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['titles'] }),
    queryClient.invalidateQueries({ queryKey: ['companies'] }),
    queryClient.invalidateQueries({ queryKey: ['licenses'] }),
    queryClient.invalidateQueries({ queryKey: ['complete'] }),
    queryClient.invalidateQueries({ queryKey: OVERDUE_KEY }),
  ]);
}

/** A write that answers the prospection: it becomes the cached copy, then every list is refreshed. */
function useProspectionWrite<V>(mutationFn: (variables: V) => Promise<Prospection>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (saved) => {
      queryClient.setQueryData(prospectionKeys.detail(saved.id), saved);
      await invalidateAfterProspectionWrite(queryClient);
    },
  });
}

/** Creates (`id` absent) or replaces a prospection. */
export const useSaveProspection = () =>
  useProspectionWrite(({ id, payload, version }: { id?: Id; payload: ProspectionPayload; version?: number | null }) =>
    id === undefined ? createProspection(payload) : updateProspection(id, payload, version),
  );

/** One-click "Chased today", or a chase with the next date. */
export const useChaseProspection = () => useProspectionWrite(({ id, nextChaseDate }: { id: Id; nextChaseDate?: string }) => chaseProspection(id, nextChaseDate));

export const useAddOffer = () => useProspectionWrite(({ id, offer }: { id: Id; offer: OfferPayload }) => addOffer(id, offer));

/** Pitching several titles at once: one prospection per payload, all or none. */
export function useCreateProspections() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProspections, onSuccess: () => invalidateAfterProspectionWrite(queryClient) });
}

export function useConvertProspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertProspection,
    onSuccess: async ({ prospection }) => {
      queryClient.setQueryData(prospectionKeys.detail(prospection.id), prospection);
      await invalidateAfterProspectionWrite(queryClient);
    },
  });
}

export function useDeleteProspection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProspection,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: prospectionKeys.list() }), queryClient.invalidateQueries({ queryKey: OVERDUE_KEY })]),
    // Someone changed it since (412, its message says who): read it again, so that a second
    // delete, made knowingly, is over the version now stored.
    onError: (error, { id }) => {
      if (error instanceof WriteError && error.status === 412) return queryClient.invalidateQueries({ queryKey: prospectionKeys.detail(id) });
    },
  });
}
