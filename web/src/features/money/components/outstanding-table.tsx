import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { HubNote, HubSection } from '../../../components/ui/hub-section';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { formatMoney } from '../../../lib/format';
import { todayIso } from '../../../lib/today';
import type { OutstandingRow } from '../api/money-types';
import { useOutstanding } from '../api/team-money';
import { outstandingCsvRows } from '../money-csv';

const NO_SORT = { key: 'age', direction: 'asc' } as const;
const AGE_LABELS: Record<OutstandingRow['age'], string> = { '0-30': 'Up to 30 days', '31-90': '31 to 90 days', '90+': 'Over 90 days' };

/** What is still owed, by days past the due date (not yet due counts as up to 30) and currency, with its worth in the home currency today. */
export function OutstandingTable({ homeCurrency }: { homeCurrency: string }) {
  const outstanding = useOutstanding();
  const rows = outstanding.data;
  const columns: ListColumn<OutstandingRow, never>[] = [
    { key: 'age', label: 'Past due', card: 'title', cell: (r) => AGE_LABELS[r.age] },
    { key: 'amount', label: 'Outstanding', card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (r) => formatMoney(r.amount, r.currency) },
    { key: 'home', label: `In ${homeCurrency}`, card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (r) => (r.homeAmount == null ? 'No rate' : formatMoney(r.homeAmount, homeCurrency)) },
    { key: 'count', label: 'Payments', card: 'detail', numeric: true, cell: (r) => r.count },
  ];
  return (
    <HubSection
      title="Outstanding by age"
      action={<ExportCsvButton size="sm" fileName={`outstanding-${todayIso()}.csv`} rows={() => Promise.resolve(outstandingCsvRows(rows ?? [], homeCurrency))} disabled={!rows || rows.length === 0} />}
    >
      {outstanding.isError && <HubNote>What is outstanding could not be loaded.</HubNote>}
      {!outstanding.isError && !rows && <HubNote>Loading...</HubNote>}
      {rows?.length === 0 && <HubNote>Nothing is owed.</HubNote>}
      {rows && rows.length > 0 && <ResponsiveList label="Outstanding by age" rows={rows} rowKey={(r) => `${r.age}-${r.currency}`} columns={columns} sort={NO_SORT} onSort={() => undefined} />}
    </HubSection>
  );
}
