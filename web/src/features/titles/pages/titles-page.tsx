import { Box, Button, HStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LuBookOpen, LuFileCode, LuPlus, LuSearchX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { ListPager } from '../../../components/ui/list-pager';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageLoading } from '../../../components/ui/page-loading';
import { SearchInput } from '../../../components/ui/search-input';
import { StatusPanel } from '../../../components/ui/status-panel';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { WriteError } from '../../../lib/api-client';
import { canWrite } from '../../../lib/permissions';
import type { PagePrefetch } from '../../../lib/lazy-page';
import { listQueryOf, useListParams, type ListOptions } from '../../../lib/use-list-params';
import { ImportCsvButton } from '../../imports/import-csv-button';
import { useDeleteTitle } from '../api/delete-title';
import { DeleteTitleDialog } from '../components/delete-title-dialog';
import { todayIso } from '../../../lib/today';
import { getAllTitles, titlesQueryOptions, useTitles } from '../api/get-titles';
import { titlesCsvRows } from '../title-csv';
import { titleKeys, titleSortKeys, type Title, type TitleSortKey } from '../api/title-types';
import { TitlesTable } from '../components/titles-table';

/** The list's order and its default, as the address gives them. */
const TITLE_LIST: ListOptions<TitleSortKey> = { sortKeys: titleSortKeys, defaultSort: { key: 'name', direction: 'asc' } };

/** The page of titles the address shows. */
export const prefetchTitlesPage: PagePrefetch = (queryClient, { url }) => queryClient.prefetchQuery(titlesQueryOptions(listQueryOf(url.searchParams, TITLE_LIST)));

/**
 * /titles: the team's titles, one page at a time from the server, searched as you type, sortable by
 * a column (search, order and page are kept in the address), each row opening the title. Writers
 * also get "New title", the CSV and ONIX imports and a delete button with a confirmation.
 */
export function TitlesPage() {
  const writer = canWrite();
  const queryClient = useQueryClient();
  const list = useListParams({
    ...TITLE_LIST,
    prefetch: (query) => void queryClient.prefetchQuery(titlesQueryOptions(query)),
  });
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useTitles(list);
  const [toDelete, setToDelete] = useState<Title | null>(null);
  const remove = useDeleteTitle();
  // No titles at all, rather than none matching the search.
  const none = data?.total === 0 && !list.narrowed;

  const confirmDelete = () => {
    if (!toDelete) return;
    const title = toDelete;
    remove.mutate(title, {
      onSuccess: () => toaster.create({ type: 'success', title: 'Title deleted', description: title.name }),
      onError: (error) => {
        toaster.create({ type: 'error', title: `“${title.name}” was not deleted`, description: deleteFailure(error) });
        if (error instanceof WriteError && (error.status === 404 || error.status === 412)) void refetch();
      },
      onSettled: () => setToDelete(null),
    });
  };

  const importOnix = (
    <Button asChild variant="outline">
      <RouterLink to={paths.titleImportOnix}>
        <LuFileCode /> Import ONIX
      </RouterLink>
    </Button>
  );
  const newTitle = writer && (
    <HStack gap="2" wrap="wrap">
      <ImportCsvButton kind="titles" refreshes={titleKeys.all} />
      {importOnix}
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.titleNew}>
          <LuPlus /> New title
        </RouterLink>
      </Button>
    </HStack>
  );

  return (
    <>
      <PageHeader title="Titles" description="The books whose rights your team manages." actions={data && !none ? newTitle : undefined} />
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <LoadFailed what="titles" error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : none ? (
        <StatusPanel
          dashed
          icon={<LuBookOpen />}
          title="No titles yet"
          description={writer ? 'Add the first book your team manages: its name is enough to start.' : 'Your team has not added any titles yet.'}
        >
          {writer && (
            <HStack gap="2" wrap="wrap" justify="center">
              <Button asChild colorPalette="brand">
                <RouterLink to={paths.titleNew}>
                  <LuPlus /> Add your first title
                </RouterLink>
              </Button>
              <ImportCsvButton kind="titles" refreshes={titleKeys.all} />
              {importOnix}
            </HStack>
          )}
        </StatusPanel>
      ) : (
        <>
          <HStack mb="4" gap="3" align="end" wrap="wrap">
            <Box flex="1" maxW={{ sm: 'sm' }} minW="0">
              <SearchInput value={list.q} onSearch={list.setQ} label="Search titles" placeholder="Search by title or author" />
            </Box>
            {/* The titles import's columns: an exported file imports again as it is. */}
            <ExportCsvButton fileName={`titles-${todayIso()}.csv`} rows={async () => titlesCsvRows(await getAllTitles(list.query))} disabled={data.total === 0} flexShrink="0" />
          </HStack>
          {data.total > 0 ? (
            <>
              <TitlesTable titles={data.rows} sort={list.sort} onSort={list.setSort} onDelete={writer ? setToDelete : undefined} busy={isPlaceholderData} />
              <ListPager
                noun={{ one: 'title', other: 'titles' }}
                page={list.page}
                pageSize={list.pageSize}
                total={data.total}
                totalAtLeast={data.totalAtLeast}
                onPageChange={list.setPage}
                onPageSizeChange={list.setPageSize}
              />
            </>
          ) : (
            <StatusPanel icon={<LuSearchX />} title="No matching titles" description={`No title or author contains “${list.q}”.`}>
              <Button variant="outline" onClick={list.clear}>
                Clear search
              </Button>
            </StatusPanel>
          )}
        </>
      )}
      <DeleteTitleDialog title={toDelete} onClose={() => setToDelete(null)} onConfirm={confirmDelete} loading={remove.isPending} />
    </>
  );
}

/** What the user reads when a delete fails: the server's explanation for a 409 (licenses use it). */
function deleteFailure(error: unknown): string {
  if (!(error instanceof WriteError)) return 'Something went wrong; try again.';
  if ((error.status === 409 || error.status === 412) && error.serverMessage) return error.serverMessage;
  if (error.status === 404) return 'It had already been deleted.';
  if (error.status === 0) return 'The server could not be reached; try again.';
  return 'Something went wrong; try again.';
}
