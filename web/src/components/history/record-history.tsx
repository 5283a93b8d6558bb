import { Button, Heading, HStack, Spinner, Stack, Text, Timeline } from '@chakra-ui/react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, type ReactElement } from 'react';
import { LuArrowRight, LuBellRing, LuFileCheck, LuFileX, LuHandCoins, LuPencil, LuPlus, LuTrash2, LuUpload } from 'react-icons/lu';
import type { ActivityAction } from '../../generated/ActivityAction';
import type { ActivityEntry } from '../../generated/ActivityEntry';
import type { EntityType } from '../../generated/EntityType';
import { apiList } from '../../lib/api-client';
import type { ReferenceNames } from './history-lines';
import { HistorySentence } from './history-sentence';

/** Entries asked at a time; "Show older" asks the next ones. */
const HISTORY_PAGE_SIZE = 20;

const ICONS: Record<ActivityAction, ReactElement> = {
  create: <LuPlus />,
  update: <LuPencil />,
  delete: <LuTrash2 />,
  move: <LuArrowRight />,
  chase: <LuBellRing />,
  offer: <LuHandCoins />,
  convert: <LuFileCheck />,
  remove_file: <LuFileX />,
  import: <LuUpload />,
};

/**
 * Names by id of a reference list. Shared code cannot import the reference feature, so this reads
 * the copy it keeps in localStorage under `countries` / `languages` (docs/product.md §3, §7), which the shell
 * has loaded before any page shows; a missing or unreadable copy leaves the ids as they are.
 */
function storedNames(key: 'countries' | 'languages'): Map<string, string> {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return new Map(Array.isArray(list) ? list.map((item: { id: string; name: string }) => [item.id, item.name]) : []);
  } catch {
    return new Map();
  }
}

interface Props {
  entityType: EntityType;
  entityId: number;
}

/**
 * A record's "History" section (docs/http.md, "Activity"): its activity log, newest first, one sentence per
 * entry with the time it happened, 20 entries at a time.
 */
export function RecordHistory({ entityType, entityId }: Props) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const names = useMemo<ReferenceNames>(() => ({ countries: storedNames('countries'), languages: storedNames('languages') }), []);
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery({
    queryKey: ['activity', entityType, String(entityId)],
    queryFn: ({ pageParam, signal }) =>
      apiList<ActivityEntry>('/activity', { limit: HISTORY_PAGE_SIZE, offset: pageParam, filters: { entityType, entityId: String(entityId) } }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.rows.length, 0);
      // An empty page ends the list even if the total says more (rows deleted meanwhile).
      return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

  // The features' writes do not know this query, yet the server logs each of them: after any
  // successful write (a move on the same page, a save before leaving it) the history is asked again.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: ['activity', entityType, String(entityId)] });
        }
      }),
    [queryClient, entityType, entityId],
  );

  // An entry written while older pages load shifts the offsets: the same entry may come twice.
  const entries = useMemo(() => [...new Map((data?.pages ?? []).flatMap((page) => page.rows).map((entry) => [entry.id, entry])).values()], [data]);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" mt="8" maxW="3xl">
      <Heading as="h2" size="md" id={headingId}>
        History
      </Heading>
      {isPending ? (
        <HStack role="status" gap="2" color="fg.muted">
          <Spinner size="xs" />
          <Text textStyle="sm">Loading history...</Text>
        </HStack>
      ) : entries.length > 0 ? (
        <Timeline.Root as="ol" variant="subtle" aria-label="History">
          {entries.map((entry) => (
            <Timeline.Item as="li" key={entry.id}>
              <Timeline.Connector>
                <Timeline.Separator />
                <Timeline.Indicator>{ICONS[entry.action]}</Timeline.Indicator>
              </Timeline.Connector>
              <Timeline.Content>
                <Timeline.Title fontWeight="normal" display="block">
                  <HistorySentence entry={entry} names={names} />
                </Timeline.Title>
              </Timeline.Content>
            </Timeline.Item>
          ))}
        </Timeline.Root>
      ) : (
        !isError && (
          <Text textStyle="sm" color="fg.muted">
            No changes recorded yet.
          </Text>
        )
      )}
      {isError && (
        <Text textStyle="sm" color="fg.muted">
          The history could not be loaded.
        </Text>
      )}
      {hasNextPage && (
        <Button alignSelf="start" size="xs" variant="outline" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
          Show older
        </Button>
      )}
    </Stack>
  );
}
