import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { HubSection } from '../../../components/ui/hub-section';
import { RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { formatDate, formatMoney } from '../../../lib/format';
import { todayIso } from '../../../lib/today';
import { useMoneyPaging } from '../use-money-paging';
import type { ListedPayment } from '../api/money-types';
import { getAll, UNPAID, usePaymentsDue } from '../api/team-money';
import { paymentKindLabel } from '../money-labels';
import { paymentsCsvRows } from '../money-csv';
import { PagedMoneyList } from './paged-money-list';
import { PaymentStatusBadge } from './payment-status-badge';

const columns: ListColumn<ListedPayment, never>[] = [
  { key: 'license', label: 'License', card: 'title', cell: (p) => <RowLink to={paths.licensePayments(p.licenseId)}>{`${p.title} – ${p.company}`}</RowLink> },
  { key: 'kind', label: 'Kind', card: 'detail', cell: (p) => paymentKindLabel(p.kind) },
  { key: 'dueDate', label: 'Due date', card: 'detail', cellStyles: { whiteSpace: 'nowrap' }, cell: (p) => formatDate(p.dueDate) },
  { key: 'amount', label: 'Amount', card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (p) => formatMoney(p.amount, p.currency) },
  { key: 'received', label: 'Received', card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (p) => (p.receivedAmount == null ? '' : formatMoney(p.receivedAmount, p.currency)) },
  { key: 'status', label: 'Status', card: 'detail', cell: (p) => <PaymentStatusBadge status={p.status} /> },
];

/** The team's payments not yet paid in full, the earliest due first, a page at a time; each opens its license's payments. */
export function PaymentsDue() {
  const paging = useMoneyPaging('payments');
  const payments = usePaymentsDue(paging.pageSize, (paging.page - 1) * paging.pageSize);
  const { data } = payments;
  return (
    <HubSection
      title="Payments due and overdue"
      count={data?.total}
      action={<ExportCsvButton size="sm" fileName={`payments-due-${todayIso()}.csv`} rows={async () => paymentsCsvRows(await getAll<ListedPayment>('/payments', UNPAID))} disabled={!data || data.total === 0} />}
    >
      <PagedMoneyList label="Payments due and overdue" what="payments" noun={{ one: 'payment', other: 'payments' }} empty="Nothing is due: every payment with a due date is paid." query={payments} paging={paging} columns={columns} rowKey={(p) => String(p.id)} />
    </HubSection>
  );
}
