import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { ResponsiveList, RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import type { AuthorShareRow } from '../api/money-types';
import { useAuthorShares, type Period } from '../api/team-money';
import { authorSharesCsvRows } from '../money-csv';

const NO_SORT = { key: 'title', direction: 'asc' } as const;

/**
 * For the royalty department: per title, the net received in the income's period and the author's
 * share of it (each right's share from the title's rights held), exportable to CSV.
 */
export function AuthorShares({ period, homeCurrency }: { period: Period; homeCurrency: string }) {
  const shares = useAuthorShares(period);
  const rows = shares.data;
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
      action={<ExportCsvButton size="sm" fileName={`author-shares-${periodName}.csv`} rows={() => Promise.resolve(authorSharesCsvRows(rows ?? [], homeCurrency))} disabled={!rows || rows.length === 0} />}
    >
      {shares.isError && <HubNote>The author shares could not be loaded.</HubNote>}
      {!shares.isError && !rows && <HubNote>Loading...</HubNote>}
      {rows?.length === 0 && <HubNote>Nothing was received in this period.</HubNote>}
      {rows && rows.length > 0 && <ResponsiveList label="Author shares" rows={rows} rowKey={(r) => String(r.titleId)} columns={columns} sort={NO_SORT} onSort={() => undefined} busy={shares.isPlaceholderData} />}
    </HubSection>
  );
}
