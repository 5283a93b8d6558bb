import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import { OVERDUE_KEY } from '../../../lib/overdue';
import { FAIRS_KEY, fairKeys, type Fair, type FairPayload, type FairReport } from './fair-types';

const fairPath = (id: number) => `/fairs/${encodeURIComponent(String(id))}`;

/** GET /fairs: the team's fairs, the latest start first. */
export const useFairs = () => useQuery({ queryKey: fairKeys.list(), queryFn: ({ signal }) => api.get<Fair[]>('/fairs', signal) });

/** GET /fairs/{id}. */
export const useFair = (id: number) => useQuery({ queryKey: fairKeys.detail(id), queryFn: ({ signal }) => api.get<Fair>(fairPath(id), signal) });

/** GET /fairs/{id}/report: meetings by status, titles presented, what came of them. */
export const useFairReport = (id: number) => useQuery({ queryKey: fairKeys.report(id), queryFn: ({ signal }) => api.get<FairReport>(`${fairPath(id)}/report`, signal) });

/**
 * After a write of a fair or of its meetings: the fairs' queries, the calendar (a fair's days are
 * entries of it), the history, and the navigation's count of requests not yet confirmed.
 */
export function refreshFairs(queryClient: QueryClient) {
  for (const queryKey of [FAIRS_KEY, ['calendar'], ['activity'], OVERDUE_KEY]) void queryClient.invalidateQueries({ queryKey });
}

/** POST a new fair, or PUT one with its `id` over `version`; answers it as stored. */
export function useSaveFair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fair, version }: { fair: FairPayload; version?: number }) =>
      fair.id === undefined
        ? write('create the fair', () => api.post<Fair>('/fairs', fair))
        : write('update the fair', () => api.put<Fair>(fairPath(fair.id!), fair, version)),
    onSuccess: (saved) => {
      queryClient.setQueryData(fairKeys.detail(saved.id), saved);
      refreshFairs(queryClient);
    },
  });
}

/** DELETE a fair and its meetings (the prospections made from them stay). */
export function useDeleteFair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => write('delete the fair', () => api.delete(fairPath(id), undefined, version)),
    onSuccess: (_, { id }) => {
      queryClient.removeQueries({ queryKey: fairKeys.detail(id) });
      refreshFairs(queryClient);
    },
  });
}
