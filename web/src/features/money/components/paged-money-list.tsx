import type { UseQueryResult } from '@tanstack/react-query';
import { HubNote } from '../../../components/ui/hub-section';
import { ListPager } from '../../../components/ui/list-pager';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import type { Page } from '../../../lib/api-client';
import type { useMoneyPaging } from '../use-money-paging';

/** The lists' own order is the server's: no column sorts. */
const NO_SORT = { key: 'server', direction: 'asc' } as const;

interface PagedMoneyListProps<T> {
  /** The table's name, as a screen reader announces it. */
  label: string;
  /** What failed to load ("payments"), in "The payments could not be loaded". */
  what: string;
  noun: { one: string; other: string };
  /** Shown when nothing matches. */
  empty: string;
  query: UseQueryResult<Page<T>>;
  paging: ReturnType<typeof useMoneyPaging>;
  columns: ListColumn<T, never>[];
  rowKey: (row: T) => string;
}

/**
 * One of the Money page's lists, a page at a time: the rows and their pager, or why there are
 * none (loading, failed with "Try again", nothing to show). The section around it is the caller's.
 */
export function PagedMoneyList<T>({ label, what, noun, empty, query, paging, columns, rowKey }: PagedMoneyListProps<T>) {
  const { data, isError, error, refetch, isRefetching, isPlaceholderData } = query;
  if (isError) return <LoadFailed what={what} error={error} onRetry={() => void refetch()} retrying={isRefetching} />;
  if (!data) return <HubNote>Loading...</HubNote>;
  if (data.total === 0) return <HubNote>{empty}</HubNote>;
  return (
    <>
      <ResponsiveList label={label} rows={data.rows} rowKey={rowKey} columns={columns} sort={NO_SORT} onSort={() => undefined} busy={isPlaceholderData} />
      <ListPager
        noun={noun}
        page={paging.page}
        pageSize={paging.pageSize}
        total={data.total}
        totalAtLeast={data.totalAtLeast}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setPageSize}
      />
    </>
  );
}
