import { Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { ExportCsvButton } from '../../../components/ui/export-csv-button';
import { HubSection } from '../../../components/ui/hub-section';
import { PageLoading } from '../../../components/ui/page-loading';
import { RowLink, type ListColumn } from '../../../components/ui/responsive-list';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { todayIso } from '../../../lib/today';
import { useSearchPatch } from '../../../lib/use-search-patch';
import type { IncomeGroup, IncomeRow } from '../api/money-types';
import { getAllIncome, useIncome, type Period } from '../api/team-money';
import { incomeCsvRows } from '../money-csv';
import { useMoneyPaging } from '../use-money-paging';
import { PagedMoneyList } from './paged-money-list';

// The chart library is most of the page's code: its own chunk, so the tables show without it.
const IncomeChart = lazy(() => import('./income-chart').then((m) => ({ default: m.IncomeChart })));

export const INCOME_GROUPS: readonly { value: IncomeGroup; label: string }[] = [
  { value: 'year', label: 'Year' },
  { value: 'month', label: 'Month' },
  { value: 'company', label: 'Company' },
  { value: 'country', label: 'Country' },
  { value: 'language', label: 'Language' },
  { value: 'contractType', label: 'Right' },
  { value: 'title', label: 'Title' },
];

/** A group's name, linked to its company's or title's page when it is one. */
function groupCell(row: IncomeRow, groupBy: IncomeGroup) {
  if (!row.label) return 'Not set';
  if (groupBy === 'company' && row.key) return <RowLink to={paths.company(row.key)}>{row.label}</RowLink>;
  if (groupBy === 'title' && row.key) return <RowLink to={paths.titleEdit(row.key)}>{row.label}</RowLink>;
  return row.label;
}

/**
 * The period and grouping the address asks for (`?groupBy=month&from=2026-01-01`): a link shows the
 * same report. A new grouping is a new history entry (Back shows the one before); the dates, which
 * change as they are typed, replace theirs.
 */
export function useIncomeAsk() {
  const [search, patch] = useSearchPatch();
  const asked = search.get('groupBy');
  const groupBy = INCOME_GROUPS.find((g) => g.value === asked)?.value ?? 'year';
  const period: Period = { from: search.get('from') ?? '', to: search.get('to') ?? '' };
  // Another grouping or period starts again at its first page.
  const set = (name: 'groupBy' | 'from' | 'to', value: string) =>
    patch({ [name]: name === 'groupBy' && value === 'year' ? null : value, income: null }, { push: name === 'groupBy' });
  return { groupBy, period, set };
}

/**
 * Income over time or by company, country, language, right or title: the net received (less
 * withholding, charges and commission) in the home currency, of the payments received in the
 * period, a page of groups at a time (years and months in order, the others the largest first) as
 * a chart and as a table; the CSV holds every group.
 */
export function IncomeReport({ homeCurrency, ask }: { homeCurrency: string; ask: ReturnType<typeof useIncomeAsk> }) {
  const { groupBy, period, set } = ask;
  const paging = useMoneyPaging('income');
  const income = useIncome(groupBy, period, paging.pageSize, (paging.page - 1) * paging.pageSize);
  const rows = income.data?.rows;
  const groupLabel = INCOME_GROUPS.find((g) => g.value === groupBy)!.label;
  const columns: ListColumn<IncomeRow, never>[] = [
    { key: 'label', label: groupLabel, card: 'title', cell: (row) => groupCell(row, groupBy) },
    { key: 'amount', label: `Net received (${homeCurrency})`, card: 'detail', numeric: true, cellStyles: { whiteSpace: 'nowrap' }, cell: (row) => formatMoney(row.amount, homeCurrency) },
    { key: 'count', label: 'Payments', card: 'detail', numeric: true, cell: (row) => row.count },
  ];
  const periodName = [period.from, period.to].join('-to-').replace(/^-to-$/, 'all');
  return (
    <HubSection
      title="Income"
      count={income.data?.total}
      action={<ExportCsvButton size="sm" fileName={`income-by-${groupBy}-${periodName || todayIso()}.csv`} rows={async () => incomeCsvRows(await getAllIncome(groupBy, period), groupLabel, homeCurrency)} disabled={!rows || rows.length === 0} />}
    >
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>Group by</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={groupBy} onChange={(e) => set('groupBy', e.target.value)}>
              {INCOME_GROUPS.map((g) => (
                <option key={g.value} value={g.value}>
                  {g.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>Received from</Field.Label>
          <Input type="date" value={period.from} onChange={(e) => set('from', e.target.value)} />
        </Field.Root>
        <Field.Root w={{ base: 'full', sm: '44' }}>
          <Field.Label>to</Field.Label>
          <Input type="date" value={period.to} onChange={(e) => set('to', e.target.value)} />
        </Field.Root>
      </HStack>
      <Stack gap="4">
        {rows && rows.length > 0 && (
          <Suspense fallback={<PageLoading />}>
            <IncomeChart rows={rows} homeCurrency={homeCurrency} />
          </Suspense>
        )}
        <PagedMoneyList
          label="Income"
          what="income"
          noun={{ one: 'group', other: 'groups' }}
          empty={`Nothing was received in this period (payments without an exchange rate to ${homeCurrency} are not counted).`}
          query={income}
          paging={paging}
          columns={columns}
          rowKey={(row) => row.key || 'none'}
        />
      </Stack>
    </HubSection>
  );
}
