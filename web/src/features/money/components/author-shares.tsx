import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { ListPager } from '../../../components/ui/list-pager';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsiveList, RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import type { AuthorShareRow } from '../api/money-types';
import { getAllAuthorShares, useAuthorShares, type Period } from '../api/team-money';
import { authorSharesCsvRows } from '../money-csv';
import { useMoneyPaging } from '../use-money-paging';

const NO_SORT = { key: 'title', direction: 'asc' } as const;

/**
 * For the royalty department: per title, the net received in the income's period and the author's
 * share of it (each right's share from the title's rights held), a page of titles at a time;
 * the CSV holds every title of the period.
 */
export function AuthorShares({ period, homeCurrency }: { period: Period; homeCurrency: string }) {
  const { page, pageSize, setPage, setPageSize } = useMoneyPaging('shares');
  const { data, isError, error, refetch, isRefetching, isPlaceholderData } = useAuthorShares(period, pageSize, (page - 1) * pageSize);
  const columns: ListColumn<AuthorShareRow, never>[] = [
    { key: 'title', label: 'Title', card: 'title', cell: (r) => <RowLink to={paths.titleRights(r.titleId)}>{r.title}</RowLink> },
    { key: 'author', label: 'Author', card: 'detail', cell: (r) => r.author ?? '' },
    { key: 'net', label: `Net received (${homeCurrency})`, card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (r) => formatMoney(r.net, homeCurrency) },
    { key: 'share', label: 'Author share', card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (r) => formatMoney(r.authorShare, homeCurrency) },
  ];
  const periodName = [period.from, period.to].join('-to-').replace(/^-to-$/, 'all');
  return (
    <HubSection
      title="Author shares"
      count={data?.total}
      action={<ExportCsvButton size="sm" fileName={`author-shares-${periodName}.csv`} rows={async () => authorSharesCsvRows(await getAllAuthorShares(period), homeCurrency)} disabled={!data || data.total === 0} />}
    >
      {isError ? (
        <LoadFailed what="author shares" error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : !data ? (
        <HubNote>Loading...</HubNote>
      ) : data.total === 0 ? (
        <HubNote>Nothing was received in this period.</HubNote>
      ) : (
        <>
          <ResponsiveList label="Author shares" rows={data.rows} rowKey={(r) => String(r.titleId)} columns={columns} sort={NO_SORT} onSort={() => undefined} busy={isPlaceholderData} />
          <ListPager
            noun={{ one: 'title', other: 'titles' }}
            page={page}
            pageSize={pageSize}
            total={data.total}
            totalAtLeast={data.totalAtLeast}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </>
      )}
    </HubSection>
  );
}
