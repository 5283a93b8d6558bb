import { BarList, useChart, type BarListData } from '@chakra-ui/charts';
import { LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { prospectionStatuses } from '../../../lib/core';
import type { Dashboard } from '../api/dashboard';
import { dashboardLinks } from '../dashboard-links';
import { DashboardCard } from './dashboard-card';

const noun = (count: number) => (count === 1 ? 'prospection' : 'prospections');

/**
 * The prospections per status, in pipeline order, as horizontal bars. Each bar is a link to the list
 * of its status (the whole bar is clickable, and a keyboard or a screen reader reaches each one with
 * its count), so the chart needs no separate table of its numbers.
 */
export function PipelineChart({ pipeline }: { pipeline: Dashboard['pipeline'] }) {
  const labels = new Map(prospectionStatuses().map((status) => [status.value, status.label]));
  const chart = useChart<BarListData>({
    data: pipeline.map(({ status, count }) => ({ name: labels.get(status) ?? status, value: count, href: dashboardLinks.status(status) })),
    series: [{ name: 'name', color: 'brand.muted' }],
  });
  const empty = pipeline.every(({ count }) => count === 0);
  return (
    <DashboardCard title="Pipeline" description="Prospections per status.">
      {() => (
        <>
          {empty ? (
            <Text color="fg.muted">No prospections yet.</Text>
          ) : (
            <BarList.Root chart={chart} barSize="7">
              <BarList.Content gap="3">
                <BarList.Bar
                  label={({ payload }) => (
                    <LinkOverlay asChild focusVisibleRing="outside" _hover={{ textDecoration: 'underline' }}>
                      <RouterLink to={payload.href ?? ''} aria-label={`${payload.name}: ${payload.value} ${noun(payload.value)}`}>
                        {payload.name}
                      </RouterLink>
                    </LinkOverlay>
                  )}
                />
                {/* The counts are in each bar's link name already. */}
                <BarList.Value aria-hidden valueFormatter={chart.formatNumber()} />
              </BarList.Content>
            </BarList.Root>
          )}
        </>
      )}
    </DashboardCard>
  );
}
