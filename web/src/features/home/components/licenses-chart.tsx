import { Chart, useChart } from '@chakra-ui/charts';
import { VisuallyHidden } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { Dashboard } from '../api/dashboard';
import { DashboardCard } from './dashboard-card';

const shortMonth = new Intl.DateTimeFormat(undefined, { month: 'short' });
const longMonth = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
const count = new Intl.NumberFormat();

/** `YYYY-MM` as the first day of that month, local time. */
const monthStart = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);

/**
 * The signed licenses per month of their contract date over the last 12 months, as columns. The chart is
 * for the eye; a screen reader reads the same numbers from a hidden table.
 */
export function LicensesChart({ months }: { months: Dashboard['licensesPerMonth'] }) {
  const chart = useChart({
    data: months.map(({ month, count: licenses }) => ({ month: shortMonth.format(monthStart(month)), name: longMonth.format(monthStart(month)), licenses })),
    series: [{ name: 'licenses', label: 'Licenses', color: 'brand.solid' }],
  });
  return (
    <DashboardCard title="Licenses signed per month" description={<>By contract date, the last 12 months: {count.format(chart.getTotal('licenses'))} in all.</>}>
      {() => (
        <>
          <Chart.Root chart={chart} h="48" aspectRatio="auto" aria-hidden>
            <BarChart data={chart.data} responsive accessibilityLayer={false} margin={{ top: 4, right: 0, bottom: 0, left: 0 }}>
              <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
              <XAxis dataKey={chart.key('month')} axisLine={false} tickLine={false} />
              <YAxis axisLine={false} tickLine={false} allowDecimals={false} width={28} />
              <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip nameKey="name" />} />
              {chart.series.map((series) => (
                <Bar key={series.name} isAnimationActive={false} dataKey={chart.key(series.name)} fill={chart.color(series.color)} radius={[4, 4, 0, 0]} />
              ))}
            </BarChart>
          </Chart.Root>
          <VisuallyHidden asChild>
            <table>
              <caption>Licenses signed per month</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Licenses</th>
                </tr>
              </thead>
              <tbody>
                {chart.data.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{row.licenses}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </DashboardCard>
  );
}
