import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import { calendarKeys } from './calendar-types';

/** The signed-in user's secret feed address. */
interface FeedAddress {
  url: string;
}

/** GET /calendar/feed: the address, made by the server on the first call, the same afterwards. */
export const feedAddressQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.feed(), queryFn: ({ signal }) => api.get<FeedAddress>('/calendar/feed', signal), staleTime: Infinity });

export const useFeedAddress = (enabled: boolean) => useQuery({ ...feedAddressQueryOptions(), enabled });

/** POST /calendar/feed/reset: a new address; the old one stops working at once. */
export function useResetFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => write('reset the calendar address', () => api.post<FeedAddress>('/calendar/feed/reset')),
    onSuccess: (fresh) => queryClient.setQueryData(calendarKeys.feed(), fresh),
  });
}
