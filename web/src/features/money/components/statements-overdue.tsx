import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { ListPager } from '../../../components/ui/list-pager';
import { LoadFailed } from '../../../components/ui/load-failed';
import { ResponsiveList, RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { todayIso } from '../../../lib/today';
import { useMoneyPaging } from '../use-money-paging';
import type { ListedStatement } from '../api/money-types';
import { getAll, useStatementsOverdue } from '../api/team-money';
import { statementsCsvRows } from '../money-csv';

const NO_SORT = { key: 'dueDate', direction: 'asc' } as const;

const columns: ListColumn<ListedStatement, never>[] = [
  { key: 'license', label: 'License', card: 'title', cell: (s) => <RowLink to={paths.licenseStatements(s.licenseId)}>{`${s.title} – ${s.company}`}</RowLink> },
  { key: 'period', label: 'Period', card: 'detail', cell: (s) => `${formatDate(s.periodStart)} – ${formatDate(s.periodEnd)}` },
  { key: 'dueDate', label: 'Due date', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (s) => formatDate(s.dueDate) },
];

/** The royalty statements that should have come and have not, a page at a time; each opens its license's statements. */
export function StatementsOverdue() {
  const { page, pageSize, setPage, setPageSize } = useMoneyPaging('statements');
  const { data, isError, error, refetch, isRefetching, isPlaceholderData } = useStatementsOverdue(pageSize, (page - 1) * pageSize);
  return (
    <HubSection
      title="Statements overdue"
      count={data?.total}
      action={<ExportCsvButton size="sm" fileName={`statements-overdue-${todayIso()}.csv`} rows={async () => statementsCsvRows(await getAll<ListedStatement>('/statements', 'overdue'))} disabled={!data || data.total === 0} />}
    >
      {isError ? (
        <LoadFailed what="statements" error={error} onRetry={() => void refetch()} retrying={isRefetching} />
      ) : !data ? (
        <HubNote>Loading...</HubNote>
      ) : data.total === 0 ? (
        <HubNote>No statement is overdue.</HubNote>
      ) : (
        <>
          <ResponsiveList label="Statements overdue" rows={data.rows} rowKey={(s) => `${s.licenseId}-${s.periodEnd}`} columns={columns} sort={NO_SORT} onSort={() => undefined} busy={isPlaceholderData} />
          <ListPager
            noun={{ one: 'statement', other: 'statements' }}
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
