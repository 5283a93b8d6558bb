import { useQueries } from '@tanstack/react-query';
import type { Page } from '../../../lib/api-client';
import { getPage } from '../../../lib/use-paged-list';
import type { License } from '../../licenses/api/license-types';
import { LICENSES_KEY } from '../../licenses/api/get-licenses';
import { PROSPECTIONS_KEY } from '../../prospections/api/get-prospections';
import type { Prospection } from '../../prospections/api/prospection-types';

/** How many of each kind of record are named; the rest are counted. */
export const USES_SHOWN = 5;

/** What uses a title: the first licenses and prospections that name it, and how many in all. */
export interface TitleUses {
  licenses: Page<License>;
  prospections: Page<Prospection>;
}

/**
 * The licenses and prospections of the title `titleId` (GET /licenses and /prospections with
 * `titleId`), the first USES_SHOWN of each, newest first: what a delete would orphan, asked before
 * the delete is offered. `data` is undefined until both have answered; no request without an id.
 * The keys sit under each list's root, so a write to either refreshes them.
 */
export function useTitleUses(titleId: number | null) {
  const filters = { titleId: titleId === null ? undefined : String(titleId) };
  const request = { limit: USES_SHOWN, offset: 0, filters };
  return useQueries({
    queries: [
      {
        queryKey: [...LICENSES_KEY, 'list', 'uses', titleId],
        queryFn: ({ signal }: { signal: AbortSignal }) => getPage<License>('licenses', '/licenses', { ...request, sort: '-contractDate' }, signal),
        enabled: titleId !== null,
      },
      {
        queryKey: [...PROSPECTIONS_KEY, 'list', 'uses', titleId],
        queryFn: ({ signal }: { signal: AbortSignal }) => getPage<Prospection>('prospections', '/prospections', { ...request, sort: '-updatedAt' }, signal),
        enabled: titleId !== null,
      },
    ],
    combine: ([licenses, prospections]) => ({
      data: licenses.data && prospections.data ? ({ licenses: licenses.data, prospections: prospections.data } satisfies TitleUses) : undefined,
      isError: licenses.isError || prospections.isError,
      refetch: () => Promise.all([licenses.refetch(), prospections.refetch()]),
    }),
  });
}
