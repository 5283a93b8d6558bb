import { BarList, useChart, type BarListData } from '@chakra-ui/charts';
import { VisuallyHidden } from '@chakra-ui/react';
import { formatCount } from '../../../lib/format';
import type { Dashboard } from '../api/dashboard';
import { DashboardCard } from './dashboard-card';

const shortMonth = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric' });
const longMonth = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });

/** `YYYY-MM` as the first day of that month, local time. */
const monthStart = (month: string) => new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);

/**
 * The signed licenses per month of their contract date over the last 12 months, a bar each, the
 * oldest first. Chakra's bar list, as the pipeline's beside it, rather than a column chart of
 * recharts: that library is most of the code of the pages that use it, and the home is the page
 * every visit opens on. The bars are for the eye; a screen reader reads the same numbers from a
 * hidden table.
 */
export function LicensesChart({ months }: { months: Dashboard['licensesPerMonth'] }) {
  const rows = months.map(({ month, count: licenses }) => ({ short: shortMonth.format(monthStart(month)), long: longMonth.format(monthStart(month)), licenses }));
  const chart = useChart<BarListData>({
    data: rows.map(({ short, licenses }) => ({ name: short, value: licenses })),
    series: [{ name: 'name', color: 'brand.muted' }],
  });
  return (
    <DashboardCard title="Licenses signed per month" description={<>By contract date, the last 12 months: {formatCount(chart.getTotal('value'))} in all.</>}>
      {() => (
        <>
          <BarList.Root chart={chart} barSize="5" aria-hidden>
            <BarList.Content gap="1.5">
              <BarList.Bar />
              <BarList.Value valueFormatter={chart.formatNumber()} />
            </BarList.Content>
          </BarList.Root>
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
                {rows.map((row) => (
                  <tr key={row.long}>
                    <th scope="row">{row.long}</th>
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
