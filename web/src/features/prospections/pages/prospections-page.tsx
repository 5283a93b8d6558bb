import { Button, HStack, SegmentGroup } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { LuBookOpen, LuColumns3, LuList, LuPlus, LuSearchX, LuTelescope } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { canWrite } from '../../../lib/permissions';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { listQueryOf, useListParams, type ListOptions, type ListParams, type ListQuery } from '../../../lib/use-list-params';
import { allProspectionsQueryOptions, getAllProspections, prospectionsQueryOptions, useAllProspections, useProspections } from '../api/get-prospections';
import { prospectionFilters, prospectionSortKeys, type ProspectionFilter, type ProspectionSortKey } from '../api/prospection-types';
import { ProspectionsBoard } from '../components/prospections-board';
import { ProspectionsByTitle } from '../components/prospections-by-title';
import { openStatusFilter, ProspectionsFilters } from '../components/prospections-filters';
import { ProspectionsTable } from '../components/prospections-table';
import { todayIso } from '../../../lib/today';
import { defaultProspectionSort, prospectionsCsvRows } from '../prospection-list';

type Params = ListParams<ProspectionSortKey, ProspectionFilter>;

const views = [
  { value: 'list', label: 'List', icon: LuList },
  { value: 'board', label: 'Board', icon: LuColumns3 },
  { value: 'title', label: 'By title', icon: LuBookOpen },
] as const;
type View = (typeof views)[number]['value'];

const viewOf = (value: string | null): View => views.find((view) => view.value === value)?.value ?? 'list';

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <StatusPanel icon={<LuSearchX />} title="No prospections match">
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </StatusPanel>
  );
}

/** The LIST view: one page at a time from the server. */
function ListView({ list, writer }: { list: Params; writer: boolean }) {
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useProspections(list);
  if (isPending) return <PageLoading />;
  if (isError) return <LoadFailed what="prospections" error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  if (data.total === 0) return <NoMatch onClear={list.clear} />;
  return (
    <>
      <ProspectionsTable prospections={data.rows} sort={list.sort} onSort={list.setSort} writer={writer} busy={isPlaceholderData} />
      <ListPager
        noun={{ one: 'prospection', other: 'prospections' }}
        page={list.page}
        pageSize={list.pageSize}
        total={data.total}
        totalAtLeast={data.totalAtLeast}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}

/**
 * What the BOARD view asks for: every match at once; without a status filter, the open ones (the
 * work in progress) and the declined and withdrawn, so that a card dropped on those columns stays
 * there and their counts are true.
 */
const boardQuery = ({ q, sort, filters }: ListQuery<ProspectionFilter>) => ({
  q,
  sort,
  filters: { ...filters, status: filters.status ?? `${openStatusFilter()},declined,withdrawn` },
});

/** The BOARD view (`boardQuery`). */
function BoardView({ list, writer }: { list: Params; writer: boolean }) {
  const { data, isPending, isError, error, refetch, isRefetching } = useAllProspections(boardQuery(list.query));
  if (isPending) return <PageLoading />;
  if (isError) return <LoadFailed what="prospections" error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  if (data.length === 0 && list.narrowed) return <NoMatch onClear={list.clear} />;
  return <ProspectionsBoard prospections={data} writer={writer} />;
}

/**
 * Whether the team has any prospection at all (one row asked, the count read): every view then
 * tells "none yet" from "none match" the same way, the board and the by-title view included.
 */
const anyProspection = () => prospectionsQueryOptions({ q: '', sort: '', limit: 1, offset: 0, filters: {} });
const useAnyProspection = () => useQuery({ ...anyProspection(), select: (page) => page.total > 0 });

/** The list's order, its default and its filters, as the address gives them. */
const PROSPECTION_LIST: ListOptions<ProspectionSortKey, ProspectionFilter> = { sortKeys: prospectionSortKeys, defaultSort: defaultProspectionSort, filters: prospectionFilters };

/** Whether there is any prospection, and the list's page or the board the address shows (not the by-title view's, which asks per title). */
export const prefetchProspectionsPage: PagePrefetch = (queryClient, { url }) => {
  const query = listQueryOf(url.searchParams, PROSPECTION_LIST);
  const view = viewOf(url.searchParams.get('view'));
  return Promise.all([
    queryClient.prefetchQuery(anyProspection()),
    view === 'list' && queryClient.prefetchQuery(prospectionsQueryOptions(query)),
    view === 'board' && queryClient.prefetchQuery(allProspectionsQueryOptions(boardQuery(query))),
  ]);
};

/**
 * `/prospections`: the titles the team is offering, and to whom, as a list (one page at a time), a
 * board of the pipeline (cards moved between statuses), or one title's story. Search, filters, sort,
 * page and view are kept in the address; the CSV export has every match.
 */
export function ProspectionsPage() {
  const list = useListParams(PROSPECTION_LIST);
  const view = viewOf(list.searchParams.get('view'));
  const any = useAnyProspection();
  const writer = canWrite();

  const actions = (
    <HStack gap="2">
      <ExportCsvButton size="sm" fileName={`prospections-${todayIso()}.csv`} rows={async () => prospectionsCsvRows(await getAllProspections(list.query))} disabled={!any.data} />
      {writer && (
        <Button asChild colorPalette="brand" size="sm">
          <RouterLink to={paths.prospectionNew}>
            <LuPlus /> New prospection
          </RouterLink>
        </Button>
      )}
    </HStack>
  );

  return (
    <>
      <PageHeader title="Prospections" description="Titles you are offering, and to whom." actions={actions} />
      {any.isPending ? (
        <PageLoading />
      ) : any.isError ? (
        <LoadFailed what="prospections" error={any.error} onRetry={() => void any.refetch()} retrying={any.isRefetching} />
      ) : !any.data ? (
        <StatusPanel
          dashed
          icon={<LuTelescope />}
          title="No prospections yet"
          description={writer ? 'Record a title you are offering to a publisher, then follow it until it is licensed or declined.' : "Your team's prospections will be listed here."}
        />
      ) : (
        <>
          <SegmentGroup.Root
            size="sm"
            mb="4"
            aria-label="View"
            value={view}
            onValueChange={({ value }) => list.patchSearch({ view: value === 'list' ? null : value })}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={views.map(({ value, label, icon: Icon }) => ({
                value,
                label: (
                  <HStack gap="1.5">
                    <Icon aria-hidden /> {label}
                  </HStack>
                ),
              }))}
            />
          </SegmentGroup.Root>
          <ProspectionsFilters
            q={list.q}
            onSearch={list.setQ}
            filters={list.filters}
            onFilter={list.setFilters}
            narrowed={list.narrowed}
            onClear={list.clear}
            titleChip={view !== 'title'}
          />
          {view === 'board' ? <BoardView list={list} writer={writer} /> : view === 'title' ? <ProspectionsByTitle list={list} /> : <ListView list={list} writer={writer} />}
        </>
      )}
    </>
  );
}
