import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { HubSection } from '../../../components/ui/hub-section';
import { RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import type { AuthorShareRow } from '../api/money-types';
import { getAllAuthorShares, useAuthorShares, type Period } from '../api/team-money';
import { authorSharesCsvRows } from '../money-csv';
import { useMoneyPaging } from '../use-money-paging';
import { PagedMoneyList } from './paged-money-list';

/**
 * For the royalty department: per title, the net received in the income's period and the author's
 * share of it (each right's share from the title's rights held), a page of titles at a time;
 * the CSV holds every title of the period.
 */
export function AuthorShares({ period, homeCurrency }: { period: Period; homeCurrency: string }) {
  const paging = useMoneyPaging('shares');
  const shares = useAuthorShares(period, paging.pageSize, (paging.page - 1) * paging.pageSize);
  const { data } = shares;
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
      <PagedMoneyList label="Author shares" what="author shares" noun={{ one: 'title', other: 'titles' }} empty="Nothing was received in this period." query={shares} paging={paging} columns={columns} rowKey={(r) => String(r.titleId)} />
    </HubSection>
  );
}
