import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../lib/format';
import type { IncomeRow } from '../api/money-types';

/**
 * The income's groups as columns, for the eye (aria-hidden): the table beside it reads the same
 * figures to everyone.
 */
export function IncomeChart({ rows, homeCurrency }: { rows: readonly IncomeRow[]; homeCurrency: string }) {
  const chart = useChart({
    data: rows.map((row) => ({ name: row.label || 'Not set', amount: row.amount })),
    series: [{ name: 'amount', label: `Net received (${homeCurrency})`, color: 'brand.solid' }],
  });
  const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <Chart.Root chart={chart} h="64" aspectRatio="auto" aria-hidden data-testid="income-chart">
      <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key('name')} axisLine={false} tickLine={false} interval="preserveStartEnd" />
        <YAxis axisLine={false} tickLine={false} width={48} tickFormatter={(value: number) => compact.format(value)} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} formatter={(value) => formatMoney(Number(value), homeCurrency)} content={<Chart.Tooltip />} />
        {chart.series.map((series) => (
          <Bar key={series.name} isAnimationActive={false} dataKey={chart.key(series.name)} fill={chart.color(series.color)} radius={[4, 4, 0, 0]} maxBarSize={64} />
        ))}
      </BarChart>
    </Chart.Root>
  );
}
