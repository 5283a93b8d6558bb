import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { HubSection } from '../../../components/ui/hub-section';
import { RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { todayIso } from '../../../lib/today';
import { useMoneyPaging } from '../use-money-paging';
import type { ListedStatement } from '../api/money-types';
import { getAll, useStatementsOverdue } from '../api/team-money';
import { statementsCsvRows } from '../money-csv';
import { PagedMoneyList } from './paged-money-list';

const columns: ListColumn<ListedStatement, never>[] = [
  { key: 'license', label: 'License', card: 'title', cell: (s) => <RowLink to={paths.licenseStatements(s.licenseId)}>{`${s.title} – ${s.company}`}</RowLink> },
  { key: 'period', label: 'Period', card: 'detail', cell: (s) => `${formatDate(s.periodStart)} – ${formatDate(s.periodEnd)}` },
  { key: 'dueDate', label: 'Due date', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (s) => formatDate(s.dueDate) },
];

/** The royalty statements that should have come and have not, a page at a time; each opens its license's statements. */
export function StatementsOverdue() {
  const paging = useMoneyPaging('statements');
  const statements = useStatementsOverdue(paging.pageSize, (paging.page - 1) * paging.pageSize);
  const { data } = statements;
  return (
    <HubSection
      title="Statements overdue"
      count={data?.total}
      action={<ExportCsvButton size="sm" fileName={`statements-overdue-${todayIso()}.csv`} rows={async () => statementsCsvRows(await getAll<ListedStatement>('/statements', 'overdue'))} disabled={!data || data.total === 0} />}
    >
      <PagedMoneyList label="Statements overdue" what="statements" noun={{ one: 'statement', other: 'statements' }} empty="No statement is overdue." query={statements} paging={paging} columns={columns} rowKey={(s) => `${s.licenseId}-${s.periodEnd}`} />
    </HubSection>
  );
}
