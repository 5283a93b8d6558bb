import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chaseProspection } from '../../prospections/api/save-prospection';

/**
 * "Chased today" on a due chase, known here by its id only: the server records the chase and sets
 * the next one; the figures, the activity and the prospections' lists are then asked again.
 */
export function useChaseDue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chaseProspection(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['activity'] }),
        queryClient.invalidateQueries({ queryKey: ['prospections'] }),
      ]),
  });
}
