import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OVERDUE_KEY } from '../../../lib/overdue';
import { chaseProspection } from '../../prospections/api/save-prospection';

/**
 * "Chased today" on a due chase, known here by its id only: the server records the chase and sets
 * the next one; the figures, the activity, the prospections' lists and the navigation's overdue
 * counts are then asked again.
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
        queryClient.invalidateQueries({ queryKey: OVERDUE_KEY }),
      ]),
  });
}
