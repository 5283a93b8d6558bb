import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { guideKeys, type Guide } from './guide-types';

/** GET /guides: the team's guides, the last changed first. */
export const getGuides = (signal?: AbortSignal): Promise<Guide[]> => api.get<Guide[]>('/guides', signal);

export const useGuides = () => useQuery(queryOptions({ queryKey: guideKeys.list(), queryFn: ({ signal }) => getGuides(signal) }));
