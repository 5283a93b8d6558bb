import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamSettings } from '../../../generated/TeamSettings';
import { api, apiRequest, write } from '../../../lib/api-client';
import { setTeamTimeZone } from '../../../lib/today';

export const TEAM_SETTINGS_KEY = ['team-settings'] as const;

/** The root of the money feature's queries (features/money/api/license-money.ts), which a rate or the home currency changes. */
export const MONEY_QUERIES = ['money'] as const;

/** GET /team/settings: the team's name, time zone (the server's until an admin chooses one) and home currency. */
export const teamSettingsQueryOptions = () => queryOptions({ queryKey: TEAM_SETTINGS_KEY, queryFn: ({ signal }) => api.get<TeamSettings>('/team/settings', signal) });

export const useTeamSettings = () => useQuery(teamSettingsQueryOptions());

/** PUT /team/settings (admins): the settings as stored. */
export const saveTeamSettings = (settings: TeamSettings): Promise<TeamSettings> =>
  write('save the team settings', () => apiRequest<TeamSettings>('/team/settings', { method: 'PUT', body: settings }));

/**
 * Saves the settings; "today" follows the new zone at once, and `GET /api/me` carries it from then
 * on. A new home currency changes every amount the money pages add up (the server converts them
 * again): their queries, under `money`, are asked again.
 */
export function useSaveTeamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeamSettings,
    onSuccess: (saved) => {
      setTeamTimeZone(saved.timeZone);
      queryClient.setQueryData(TEAM_SETTINGS_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: MONEY_QUERIES });
      return queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
