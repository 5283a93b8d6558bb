import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Grid } from '../../../generated/Grid';
import type { RightHeld as WireRightHeld } from '../../../generated/RightHeld';
import { api, write } from '../../../lib/api-client';
import type { Payload, Stored } from '../../../lib/wire';
import { titleKeys } from './title-types';

/** A right the publisher holds for a title, as stored (docs/http.md, "Rights held"). */
export type RightHeld = Stored<WireRightHeld>;
/** What the right's form sends: `id` only on update. */
export type RightHeldPayload = Payload<WireRightHeld>;

export const rightsKeys = {
  /** The title's rights held. */
  held: (titleId: number) => ['titles', 'rights', String(titleId)] as const,
  /** The title's availability grid. */
  grid: (titleId: number) => ['titles', 'availability', String(titleId)] as const,
};

const base = (titleId: number) => `/titles/${encodeURIComponent(String(titleId))}/rights`;

/** GET /titles/{id}/rights: the title's rights held, by right. */
export const useRightsHeld = (titleId: number) =>
  useQuery({ queryKey: rightsKeys.held(titleId), queryFn: ({ signal }) => api.get<RightHeld[]>(base(titleId), signal) });

/** GET /titles/{id}/availability without a right: the title's whole grid. */
export const useAvailabilityGrid = (titleId: number) =>
  useQuery({
    queryKey: rightsKeys.grid(titleId),
    queryFn: ({ signal }) => api.get<Grid>(`/titles/${encodeURIComponent(String(titleId))}/availability`, signal),
  });

/**
 * After a change of the rights held: the rights and the grid again, the title (its version went
 * up) and its history (an entry per change).
 */
function refresh(queryClient: QueryClient, titleId: number) {
  for (const queryKey of [rightsKeys.held(titleId), rightsKeys.grid(titleId), titleKeys.detail(titleId), ['activity', 'title', String(titleId)]]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** POST a new right held, or PUT one with its `id`. */
export function useSaveRightHeld(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (right: RightHeldPayload) =>
      right.id === undefined
        ? write('record the right', () => api.post<RightHeld>(base(titleId), right))
        : write('update the right', () => api.put<RightHeld>(`${base(titleId)}/${encodeURIComponent(String(right.id))}`, right)),
    onSuccess: () => refresh(queryClient, titleId),
  });
}

/** DELETE a right held. */
export function useRemoveRightHeld(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => write('remove the right', () => api.delete<{ id: number }>(`${base(titleId)}/${encodeURIComponent(String(id))}`)),
    onSuccess: () => refresh(queryClient, titleId),
  });
}

/** POST /titles/{id}/rights/all: "We hold all rights, world, all languages". */
export function useHoldAllRights(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => write('record all rights', () => api.post<RightHeld[]>(`${base(titleId)}/all`, {})),
    onSuccess: () => refresh(queryClient, titleId),
  });
}
