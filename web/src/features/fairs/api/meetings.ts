import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, write } from '../../../lib/api-client';
import { fairKeys, type FollowUps, type Meeting, type MeetingPayload } from './fair-types';
import { refreshFairs } from './fairs';

const meetingsPath = (fairId: number) => `/fairs/${encodeURIComponent(String(fairId))}/meetings`;
const meetingPath = (fairId: number, id: number) => `${meetingsPath(fairId)}/${encodeURIComponent(String(id))}`;

/** GET /fairs/{id}/meetings: every meeting of the fair, by start (the planner filters by member itself). */
export const useMeetings = (fairId: number) =>
  useQuery({ queryKey: fairKeys.meetings(fairId), queryFn: ({ signal }) => api.get<Meeting[]>(meetingsPath(fairId), signal) });

/** The meeting as a form or a move sends it: its stored fields, without what the server names or adds. */
export function meetingPayload(meeting: Meeting): MeetingPayload {
  return {
    id: meeting.id,
    start: meeting.start,
    minutes: meeting.minutes,
    memberIds: meeting.memberIds,
    companyId: meeting.companyId,
    contactIds: meeting.contactIds,
    ...(meeting.table ? { table: meeting.table } : {}),
    status: meeting.status,
    titles: meeting.titles.map(({ titleId, note, outcome }) => ({ titleId, ...(note ? { note } : {}), ...(outcome ? { outcome } : {}) })),
    ...(meeting.notes ? { notes: meeting.notes } : {}),
  };
}

/** POST a new meeting, or PUT one with its `id` over `version`; answers it as stored, with its warnings. */
export function useSaveMeeting(fairId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meeting, version }: { meeting: MeetingPayload; version?: number }) =>
      meeting.id === undefined
        ? write('book the meeting', () => api.post<Meeting>(meetingsPath(fairId), meeting))
        : write('update the meeting', () => api.put<Meeting>(meetingPath(fairId, meeting.id!), meeting, version)),
    onSuccess: () => refreshFairs(queryClient),
  });
}

/**
 * A meeting dragged to another start: the planner shows it there at once (the cached list
 * changed before the request), the server's answer then takes its place; a refusal puts the
 * list back as it was and rethrows.
 */
export function useMoveMeeting(fairId: number) {
  const queryClient = useQueryClient();
  const key = fairKeys.meetings(fairId);
  const replace = (moved: Meeting) => queryClient.setQueryData<Meeting[]>(key, (list) => list?.map((m) => (m.id === moved.id ? moved : m)));
  return useMutation({
    mutationFn: ({ meeting, start }: { meeting: Meeting; start: string }) =>
      write('move the meeting', () => api.put<Meeting>(meetingPath(fairId, meeting.id), { ...meetingPayload(meeting), start }, meeting.version)),
    onMutate: ({ meeting, start }) => {
      void queryClient.cancelQueries({ queryKey: key });
      replace({ ...meeting, start });
    },
    onSuccess: (saved) => {
      replace(saved);
      // the counts and the report do not change with a time; the calendar and history do
      void queryClient.invalidateQueries({ queryKey: ['activity'] });
    },
    onError: (_, { meeting }) => replace(meeting),
  });
}

export function useDeleteMeeting(fairId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => write('delete the meeting', () => api.delete(meetingPath(fairId, id), undefined, version)),
    onSuccess: () => refreshFairs(queryClient),
  });
}

/** POST .../follow-ups: one prospection per title marked interested or send material, all or none. */
export function useCreateFollowUps(fairId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meetingId: number) => write('create the follow-ups', () => api.post<FollowUps>(`${meetingPath(fairId, meetingId)}/follow-ups`)),
    onSuccess: () => {
      refreshFairs(queryClient);
      for (const queryKey of [['prospections'], ['dashboard']]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
