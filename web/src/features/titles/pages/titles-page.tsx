import { Button, CloseButton, Flex, Input, InputGroup, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { LuBookOpen, LuPlus, LuSearch, LuSearchX, LuWifiOff } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { toaster } from '../../../components/ui/toaster';
import { paths } from '../../../config/paths';
import { WriteError } from '../../../lib/api-client';
import { canWrite } from '../../../lib/permissions';
import { useDeleteTitle } from '../api/delete-title';
import { useTitles } from '../api/get-titles';
import type { Title } from '../api/title-types';
import { StatusPanel } from '../../../components/ui/status-panel';
import { defaultTitleSort, filterTitles, sortTitles, type TitleSort } from '../title-list-view';
import { TitlesTable } from '../components/titles-table';

/**
 * /titles: the team's titles, filtered as you type (the text is kept in `?q=`), sortable, each row
 * opening the title. Writers also get "New title" and a delete button with a confirmation.
 */
export function TitlesPage() {
  const writer = canWrite();
  const { data: titles, isPending, isError, refetch, isRefetching } = useTitles();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const deferredQuery = useDeferredValue(query);
  const [sort, setSort] = useState<TitleSort>(defaultTitleSort);
  const [toDelete, setToDelete] = useState<Title | null>(null);
  const remove = useDeleteTitle();

  const shown = useMemo(() => sortTitles(filterTitles(titles ?? [], deferredQuery), sort), [titles, deferredQuery, sort]);

  const setQuery = (q: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  const confirmDelete = () => {
    if (!toDelete) return;
    const title = toDelete;
    remove.mutate(title, {
      onSuccess: () => toaster.create({ type: 'success', title: 'Title deleted', description: title.name }),
      onError: (error) => {
        toaster.create({ type: 'error', title: `“${title.name}” was not deleted`, description: deleteFailure(error) });
        if (error instanceof WriteError && error.status === 404) void refetch();
      },
      onSettled: () => setToDelete(null),
    });
  };

  const newTitle = writer && (
    <Button asChild colorPalette="brand">
      <RouterLink to={paths.titleNew}>
        <LuPlus /> New title
      </RouterLink>
    </Button>
  );

  return (
    <>
      <PageHeader title="Titles" description="The books whose rights your team manages." actions={titles && titles.length > 0 ? newTitle : undefined} />
      {isPending ? (
        <PageLoading />
      ) : isError ? (
        <StatusPanel icon={<LuWifiOff />} title="The titles could not be loaded" description="The server could not be reached.">
          <Button variant="outline" onClick={() => void refetch()} loading={isRefetching}>
            Try again
          </Button>
        </StatusPanel>
      ) : titles.length === 0 ? (
        <StatusPanel
          dashed
          icon={<LuBookOpen />}
          title="No titles yet"
          description={writer ? 'Add the first book your team manages: its name is enough to start.' : 'Your team has not added any titles yet.'}
        >
          {writer && (
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.titleNew}>
                <LuPlus /> Add your first title
              </RouterLink>
            </Button>
          )}
        </StatusPanel>
      ) : (
        <>
          <Flex gap="3" mb="4" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} justify="space-between">
            <InputGroup
              maxW={{ sm: 'sm' }}
              startElement={<LuSearch />}
              endElement={query ? <CloseButton size="xs" me="-2" aria-label="Clear search text" onClick={() => setQuery('')} /> : undefined}
            >
              <Input type="search" placeholder="Search by title or author" aria-label="Search titles" value={query} onChange={(e) => setQuery(e.target.value)} />
            </InputGroup>
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {deferredQuery.trim() ? `${shown.length} of ${count(titles.length)}` : count(titles.length)}
            </Text>
          </Flex>
          {shown.length > 0 ? (
            <TitlesTable titles={shown} sort={sort} onSort={setSort} onDelete={writer ? setToDelete : undefined} />
          ) : (
            <StatusPanel icon={<LuSearchX />} title="No matching titles" description={`No title or author contains “${deferredQuery.trim()}”.`}>
              <Button variant="outline" onClick={() => setQuery('')}>
                Clear search
              </Button>
            </StatusPanel>
          )}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this title?"
        body={
          <>
            <Text as="span" fontWeight="semibold" color="fg">
              {toDelete?.name}
            </Text>{' '}
            will be removed from your catalogue. This cannot be undone.
          </>
        }
        loading={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

const count = (n: number) => (n === 1 ? '1 title' : `${n} titles`);

/** What the user reads when a delete fails: the server's explanation for a 409 (licenses use it). */
function deleteFailure(error: unknown): string {
  if (!(error instanceof WriteError)) return 'Something went wrong; try again.';
  if (error.status === 409 && error.serverMessage) return error.serverMessage;
  if (error.status === 404) return 'It had already been deleted.';
  if (error.status === 0) return 'The server could not be reached; try again.';
  return 'Something went wrong; try again.';
}
